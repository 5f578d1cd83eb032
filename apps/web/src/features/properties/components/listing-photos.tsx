import '@mantine/core/styles/Image.css';
import { Image, SimpleGrid, Text } from '@mantine/core';
import type { PublicListingPhoto } from '@hostdeck/contract/public-listing/public-listing.schemas';
import { useTranslation } from '@/shared/i18n/use-translation';

interface ListingPhotosProps {
  photos: PublicListingPhoto[];
  title: string;
}

/** The cover large, the rest as a grid of thumbnails linking to the full photo. */
export function ListingPhotos({ photos, title }: ListingPhotosProps) {
  const { t } = useTranslation('propertiesPage');
  const [cover, ...rest] = photos;
  if (!cover) return <Text c="dimmed">{t('publicListing.noPhotos')}</Text>;
  return (
    <section aria-label={t('publicListing.photos')}>
      <Image
        src={cover.url}
        alt={t('publicListing.photoAlt', { index: 1, title })}
        radius="md"
        mah={480}
        fit="cover"
        width={cover.width}
        height={cover.height}
      />
      {rest.length > 0 ? (
        <SimpleGrid cols={{ base: 3, sm: 5 }} spacing="xs" mt="xs">
          {rest.map((photo, index) => (
            <a key={photo.id} href={photo.url} target="_blank" rel="noopener noreferrer">
              <Image
                src={photo.thumbnailUrl}
                alt={t('publicListing.photoAlt', { index: index + 2, title })}
                radius="sm"
                h={80}
                fit="cover"
                loading="lazy"
              />
            </a>
          ))}
        </SimpleGrid>
      ) : null}
    </section>
  );
}
