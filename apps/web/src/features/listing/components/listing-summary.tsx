import '@mantine/core/styles/Image.css';
import { Anchor, Card, Group, Image, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ListingPageName } from '@hostdeck/contract/listing/listing.schemas';
import type { Property } from '@hostdeck/contract/properties/property.schemas';
import type { PropertyUnit } from '@hostdeck/contract/properties/property-unit.schemas';
import type { ReactNode } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Link } from 'react-router';
import { formatMoney } from '@/shared/i18n/format';

export interface ListingSummaryProps {
  property: Property;
  unit: PropertyUnit;
  locale: string;
  /** The address of a step's page for an "Edit" link beside its facts (null: not a page of this flow). */
  editPath?: (page: ListingPageName) => string | null;
}

interface Fact {
  label: string;
  value: ReactNode;
  page: ListingPageName;
}

/** What the host is about to publish (or just did): the cover photo and the facts guests will read. */
export function ListingSummary({ property, unit, locale, editPath }: ListingSummaryProps) {
  const { t } = useTranslation('listing');
  const location = property.location;
  const place = location
    ? [
        location.street && `${location.street} ${location.houseNumberOrName}`.trim(),
        location.city,
        location.countryName,
      ]
        .filter(Boolean)
        .join(', ')
    : null;
  const money = (amount: number) => formatMoney(amount, unit.price.currency, locale);
  const facts: Fact[] = [
    { label: t('summary.location'), value: place ?? t('summary.notSet'), page: 'location/address' },
    {
      label: t('summary.guestsAndRooms'),
      value: [
        t('summary.guests', { count: unit.guests }),
        t('summary.bedrooms', { count: unit.bedroomCount }),
        t('summary.bathrooms', { count: unit.bathroomCount }),
      ].join(' · '),
      page: 'guests-and-rooms/info',
    },
    {
      label: t('summary.photos'),
      value: t('summary.photosValue', { count: unit.images.length }),
      page: 'photos',
    },
    {
      label: t('summary.amenities'),
      value: t('summary.amenitiesValue', { count: unit.amenities.length }),
      page: 'amenities',
    },
    {
      label: t('summary.price'),
      value:
        unit.price.nightly === null
          ? t('summary.notSet')
          : t('summary.priceValue', {
              price: money(unit.price.nightly),
              count: unit.price.minimumStayNights ?? 1,
            }),
      page: 'price-and-availability',
    },
    {
      label: t('summary.booking'),
      value: t(`summary.bookingTypes.${unit.bookingType}`),
      page: 'booking-preference',
    },
  ];
  return (
    <Card withBorder component="section" aria-label={t('summary.label')}>
      <Group wrap="wrap" align="flex-start" gap="lg">
        {unit.image ? <Image src={unit.image} alt="" w={200} h={150} radius="sm" fit="cover" /> : null}
        <Stack gap="sm" style={{ flex: '1 1 260px' }}>
          <Text fw={700} size="lg">
            {unit.title ?? property.title ?? t('publish.untitled')}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" component="dl" m={0}>
            {facts.map((fact) => (
              <div key={fact.label}>
                <Text component="dt" size="sm" c="dimmed">
                  {fact.label}
                </Text>
                <Text component="dd" m={0}>
                  {fact.value} <EditLink to={editPath?.(fact.page) ?? null} name={fact.label} />
                </Text>
              </div>
            ))}
          </SimpleGrid>
        </Stack>
      </Group>
    </Card>
  );
}

function EditLink({ to, name }: { to: string | null; name: string }) {
  const { t } = useTranslation('listing');
  if (to === null) return null;
  return (
    <Anchor component={Link} to={to} size="sm" aria-label={t('summary.editLabel', { name })}>
      {t('summary.edit')}
    </Anchor>
  );
}
