import type { PhotosConstraints } from '@hostdeck/contract/properties/properties-configuration.schemas';
import { useState } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { isApiError } from '@/shared/api/api-error';
import { uploadPhoto, usePhotoUploaded } from '../api/unit-photos';
import { checkPhoto, type ImageSize } from '../photo-checks';

export interface PhotoUpload {
  key: string;
  name: string;
  /** 0 to 1. */
  progress: number;
  status: 'uploading' | 'done' | 'failed' | 'refused';
  message: string | null;
}

let nextKey = 0;

/**
 * Several files at once, one request each (each with its own progress bar); every file is checked
 * against the configuration before it is sent.
 */
export function usePhotoUploads(
  unitId: string,
  constraints: PhotosConstraints,
  readSize?: (file: Blob) => Promise<ImageSize>,
) {
  const { t } = useTranslation('units');
  const uploaded = usePhotoUploaded(unitId);
  const [uploads, setUploads] = useState<PhotoUpload[]>([]);
  const patch = (key: string, change: Partial<PhotoUpload>) =>
    setUploads((list) => list.map((item) => (item.key === key ? { ...item, ...change } : item)));

  const uploadOne = async (file: File) => {
    const key = `upload-${nextKey++}`;
    const name = file.name;
    setUploads((list) => [...list, { key, name, progress: 0, status: 'uploading', message: null }]);
    const check = await checkPhoto(file, constraints, readSize);
    if (!check.ok) {
      const vars = { name, ...constraints, ...('size' in check ? check.size : {}) };
      patch(key, { status: 'refused', message: t(`photos.${check.reason}`, vars) });
      return;
    }
    try {
      await uploadPhoto(unitId, file, (progress) => patch(key, { progress }));
      patch(key, { status: 'done', progress: 1, message: t('photos.uploaded', { name }) });
      uploaded();
    } catch (error) {
      const reason =
        isApiError(error) && error.status === 413
          ? t('photos.tooBig')
          : isApiError(error) && error.formMessage
            ? error.formMessage
            : t('photos.uploadFailed');
      patch(key, { status: 'failed', message: t('photos.failed', { name, reason }) });
    }
  };

  const start = (files: readonly File[]) => Promise.all(files.map((file) => uploadOne(file)));
  const clearFinished = () => setUploads((list) => list.filter((item) => item.status === 'uploading'));
  return { uploads, start, clearFinished };
}
