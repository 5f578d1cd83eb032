import { Stack } from '@mantine/core';
import { useTranslation } from '@/shared/i18n/use-translation';
import { useUnitPhotos } from '@/features/units/api/unit-photos';
import { PhotosPage } from '@/features/units/components/photos/photos-page';
import type { ImageSize } from '@/features/units/photo-checks';
import { StepContinue } from '../components/step-continue';
import type { ListingStepProps } from '../listing-step.types';

export interface PhotosStepProps extends ListingStepProps {
  /** Tests pass a reader; browsers read the file with createImageBitmap. */
  readSize?: (file: Blob) => Promise<ImageSize>;
}

/**
 * Step "photos": the settings page's upload (progress per file, reorder, delete, cover);
 * the host goes on once the unit has at least one photo.
 */
export function PhotosStep({ unit, readSize }: PhotosStepProps) {
  const { t } = useTranslation('listingBasics');
  // The same query the page below reads, so the count follows uploads and deletions.
  const photos = useUnitPhotos(unit.propertyUnitPublicId);
  const count = photos.data?.items.length ?? 0;
  return (
    <Stack gap="lg">
      <PhotosPage unit={unit} readSize={readSize} />
      {photos.data ? <StepContinue blockedReason={count === 0 ? t('photos.needed') : null} /> : null}
    </Stack>
  );
}
