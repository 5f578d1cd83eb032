import '@mantine/core/styles/Divider.css';
import '@mantine/core/styles/List.css';
import { Badge, Container, Divider, Group, List, Stack, Text, Title } from '@mantine/core';
import type { PublicListing } from '@hostdeck/contract/public-listing/public-listing.schemas';
import { useTranslation } from '@/shared/i18n/use-translation';
import { formatMoney } from '@/shared/i18n/format';
import { ListingPhotos } from './listing-photos';

/** A listed unit the way a guest sees it (issue 3 "public listing preview"); read-only. */
export function ListingPreview({ listing }: { listing: PublicListing }) {
  const { t, i18n } = useTranslation('propertiesPage');
  const title = listing.title ?? listing.propertyTitle ?? t('units.untitled');
  const place = [listing.location.city, listing.location.countryName ?? listing.location.countryCode]
    .filter(Boolean)
    .join(', ');
  const price =
    listing.price.nightly === null
      ? t('publicListing.priceOnRequest')
      : t('publicListing.perNight', {
          price: formatMoney(listing.price.nightly, listing.price.currency, i18n.language),
        });

  return (
    <Container size="md" py="xl" component="main">
      <Stack gap="lg">
        <div>
          {listing.propertyTitle && listing.propertyType === 'multi' ? (
            <Text c="dimmed" size="sm">
              {listing.propertyTitle}
            </Text>
          ) : null}
          <Title order={1}>{title}</Title>
          {place ? <Text c="dimmed">{place}</Text> : null}
        </div>
        <ListingPhotos photos={listing.photos} title={title} />
        <Group gap="sm">
          <Text fw={700} size="lg">
            {price}
          </Text>
          {listing.guests ? (
            <Badge variant="light">{t('publicListing.guests', { count: listing.guests })}</Badge>
          ) : null}
        </Group>
        {listing.description ? <Text style={{ whiteSpace: 'pre-line' }}>{listing.description}</Text> : null}
        <Divider />
        {listing.rooms.length > 0 ? (
          <section aria-labelledby="listing-rooms">
            <Title order={2} size="h3" id="listing-rooms" mb="xs">
              {t('publicListing.rooms')}
            </Title>
            <List spacing={4}>
              {listing.rooms.map((room, index) => (
                <List.Item key={room.id ?? index}>
                  {t(`publicListing.roomTypes.${room.type}`)}
                  {room.beds.length > 0
                    ? ` · ${room.beds.map((bed) => t(`publicListing.beds.${bed.type}`, { count: bed.count })).join(', ')}`
                    : null}
                </List.Item>
              ))}
            </List>
          </section>
        ) : null}
        {listing.amenities.length > 0 ? (
          <section aria-labelledby="listing-amenities">
            <Title order={2} size="h3" id="listing-amenities" mb="xs">
              {t('publicListing.amenities')}
            </Title>
            <Group gap="xs">
              {listing.amenities.map((amenity) => (
                <Badge key={amenity} variant="outline" color="gray" tt="none">
                  {t(`properties:amenities.${amenity}`, { defaultValue: amenity })}
                </Badge>
              ))}
            </Group>
          </section>
        ) : null}
      </Stack>
    </Container>
  );
}
