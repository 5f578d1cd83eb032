import {
  deleteUnitPhoto,
  getUnitPhotos,
  reorderUnitPhotos,
  setUnitPhotoCover,
  uploadUnitPhoto,
} from '@hostdeck/contract/photos/photos.endpoints';
import { PHOTO_UPLOAD_FIELD } from '@hostdeck/contract/photos/photos.constants';
import type { PhotoList } from '@hostdeck/contract/photos/photos.schemas';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/shared/api/api-client';
import { uploadWithProgress } from '@/shared/api/upload-with-progress';
import { useApiMutation } from '@/shared/api/use-api-mutation';
import { queryKeys, unitShownElsewhereKeys } from '@/shared/api/query-keys';

const photosKey = (unitId: string) => [...queryKeys.units.unit(unitId), 'photos'] as const;

export function useUnitPhotos(unitId: string) {
  return useQuery({
    queryKey: photosKey(unitId),
    queryFn: ({ signal }) => callEndpoint(getUnitPhotos, { params: { id: unitId }, signal }),
  });
}

/** After any photo change the list answer replaces the cache; the unit's thumbnail may have changed. */
function usePhotosWritten(unitId: string) {
  const queryClient = useQueryClient();
  return (list?: PhotoList) => {
    if (list) queryClient.setQueryData(photosKey(unitId), list);
    else void queryClient.invalidateQueries({ queryKey: photosKey(unitId) });
    void queryClient.invalidateQueries({ queryKey: queryKeys.units.unit(unitId), exact: true });
    for (const queryKey of unitShownElsewhereKeys()) void queryClient.invalidateQueries({ queryKey });
  };
}

export function useReorderPhotos(unitId: string) {
  const written = usePhotosWritten(unitId);
  return useApiMutation({
    mutationFn: (photoIds: string[]) =>
      callEndpoint(reorderUnitPhotos, { params: { id: unitId }, body: { photoIds } }),
    onSuccess: written,
    // A failed reorder puts the grid back as the server has it.
    onError: () => written(),
  });
}

export function useSetPhotoCover(unitId: string) {
  const written = usePhotosWritten(unitId);
  return useApiMutation({
    mutationFn: (photoId: string) => callEndpoint(setUnitPhotoCover, { params: { id: unitId, photoId } }),
    onSuccess: written,
  });
}

export function useDeletePhoto(unitId: string) {
  const written = usePhotosWritten(unitId);
  return useApiMutation({
    mutationFn: (photoId: string) => callEndpoint(deleteUnitPhoto, { params: { id: unitId, photoId } }),
    onSuccess: written,
  });
}

export function uploadPhoto(unitId: string, file: File, onProgress: (fraction: number) => void) {
  return uploadWithProgress(uploadUnitPhoto, {
    params: { id: unitId },
    file,
    fieldName: PHOTO_UPLOAD_FIELD,
    onProgress,
  });
}

export function usePhotoUploaded(unitId: string) {
  return usePhotosWritten(unitId);
}
