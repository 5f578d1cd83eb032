import { Text, Title } from '@mantine/core';
import { useTranslation } from '@/shared/i18n/use-translation';
import { useHomeOverview } from '@/features/home/api/get-home-overview';
import { ListingDrafts } from '@/features/listing/components/listing-drafts';
import { MultiUnitProperties } from '@/features/listing/components/multi-unit-properties';
import { PropertyKindChooser } from '@/features/listing/components/property-kind-chooser';
import { ListingFrame } from '@/features/listing/components/listing-top-bar';

/**
 * /listing/add-property: the listings already started (to continue or discard), then another
 * property, or another unit of a multi-unit one.
 */
export function Component() {
  const { t } = useTranslation('listing');
  // Every listing in progress, not only those on the first page of the property list.
  const drafts = useHomeOverview().data?.listingsInProgress ?? [];
  return (
    <ListingFrame>
      <Title order={1}>{t('start.addTitle')}</Title>
      <Text mt="xs" mb="lg">
        {t('start.addDescription')}
      </Text>
      <ListingDrafts drafts={drafts} />
      <PropertyKindChooser drafts={drafts} />
      <MultiUnitProperties />
    </ListingFrame>
  );
}
