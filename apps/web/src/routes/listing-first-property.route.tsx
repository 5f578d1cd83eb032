import { Text, Title } from '@mantine/core';
import { useTranslation } from '@/shared/i18n/use-translation';
import { PropertyKindChooser } from '@/features/listing/components/property-kind-chooser';
import { ListingFrame } from '@/features/listing/components/listing-top-bar';

/** /listing/first-property: a new host's welcome and their first property's kind. */
export function Component() {
  const { t } = useTranslation('listing');
  return (
    <ListingFrame>
      <Title order={1}>{t('start.firstTitle')}</Title>
      <Text mt="xs" mb="lg">
        {t('start.firstDescription')}
      </Text>
      <PropertyKindChooser />
    </ListingFrame>
  );
}
