import '@mantine/core/styles/Progress.css';
import { Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from '@/shared/i18n/use-translation';
import type { PhotoUpload } from '../../hooks/use-photo-uploads';

/** One progress bar per file being uploaded, and what became of each file. */
export function UploadList({ uploads }: { uploads: readonly PhotoUpload[] }) {
  const { t } = useTranslation('units');
  if (uploads.length === 0) return null;
  return (
    <Stack component="ul" gap="xs" p={0} style={{ listStyle: 'none' }} aria-label={t('photos.uploadsLabel')}>
      {uploads.map((upload) => (
        <li key={upload.key}>
          {upload.status === 'uploading' ? (
            <>
              <Text size="sm">{t('photos.uploading', { name: upload.name })}</Text>
              <Progress
                value={Math.round(upload.progress * 100)}
                aria-label={t('photos.uploading', { name: upload.name })}
                animated
              />
            </>
          ) : (
            <Text
              size="sm"
              c={upload.status === 'done' ? 'green' : 'red'}
              role={upload.status === 'done' ? 'status' : 'alert'}
            >
              {upload.message}
            </Text>
          )}
        </li>
      ))}
    </Stack>
  );
}
