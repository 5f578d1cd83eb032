import { Button, FileButton, Stack, Text, Title } from '@mantine/core';
import type { PropertyUnit } from '@hostdeck/contract/properties/property-unit.schemas';
import type { PhotosConstraints } from '@hostdeck/contract/properties/properties-configuration.schemas';
import { useTranslation } from '@/shared/i18n/use-translation';
import { useHeadingOrder } from '@/shared/forms/form-frame';
import { usePropertiesConfiguration } from '../../api/get-properties-configuration';
import { useUnitPhotos } from '../../api/unit-photos';
import { usePhotoUploads } from '../../hooks/use-photo-uploads';
import type { ImageSize } from '../../photo-checks';
import { QueryState } from '@/shared/ui/query-state';
import { PhotoGrid } from './photo-grid';
import { UploadList } from './upload-list';

export interface PhotosPageProps {
  unit: PropertyUnit;
  /** Tests pass a reader; browsers read the file with createImageBitmap. */
  readSize?: (file: Blob) => Promise<ImageSize>;
}

export function PhotosPage({ unit, readSize }: PhotosPageProps) {
  const configuration = usePropertiesConfiguration();
  const photos = useUnitPhotos(unit.propertyUnitPublicId);
  if (!configuration.data || !photos.data) {
    return (
      <QueryState
        isError={configuration.isError || photos.isError}
        onRetry={() => {
          void configuration.refetch();
          void photos.refetch();
        }}
      />
    );
  }
  return (
    <PhotosEditor
      unitId={unit.propertyUnitPublicId}
      constraints={configuration.data.propertyUnit.photosConstraints}
      photos={photos.data.items}
      readSize={readSize}
    />
  );
}

interface PhotosEditorProps {
  unitId: string;
  constraints: PhotosConstraints;
  photos: Parameters<typeof PhotoGrid>[0]['photos'];
  readSize?: (file: Blob) => Promise<ImageSize>;
}

function PhotosEditor({ unitId, constraints, photos, readSize }: PhotosEditorProps) {
  const { t } = useTranslation('units');
  const headings = useHeadingOrder();
  const { uploads, start } = usePhotoUploads(unitId, constraints, readSize);
  return (
    <Stack gap="lg">
      <Title order={headings.page} size="h3">
        {t('photos.title')}
      </Title>
      <Text c="dimmed">{t('photos.description')}</Text>
      <Text size="sm">
        {t('photos.rules', {
          ...constraints,
          types: constraints.mimeTypes.map((type) => type.replace('image/', '').toUpperCase()).join(', '),
        })}
      </Text>
      <FileButton multiple accept={constraints.mimeTypes.join(',')} onChange={(files) => void start(files)}>
        {(props) => (
          <Button {...props} w="fit-content">
            {t('photos.add')}
          </Button>
        )}
      </FileButton>
      <UploadList uploads={uploads} />
      <PhotoGrid unitId={unitId} photos={photos} />
    </Stack>
  );
}
