import { Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MultiUnitProperties } from '@/features/listing/components/multi-unit-properties';
import { PropertyKindChooser } from '@/features/listing/components/property-kind-chooser';
import { ListingFrame } from '@/features/listing/components/listing-top-bar';

/** /listing/add-property (spec §2): another property, or another unit of a multi-unit one. */
export function Component() {
  const { t } = useTranslation('listing');
  return (
    <ListingFrame>
      <Title order={1}>{t('start.addTitle')}</Title>
      <Text mt="xs" mb="lg">
        {t('start.addDescription')}
      </Text>
      <PropertyKindChooser />
      <MultiUnitProperties />
    </ListingFrame>
  );
}
