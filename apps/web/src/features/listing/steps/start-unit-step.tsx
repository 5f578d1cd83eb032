import '@mantine/core/styles/List.css';
import { List, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '@/shared/i18n/use-translation';
import { useHeadingOrder } from '@/shared/forms/form-frame';
import { StepContinue } from '../components/step-continue';
import type { ListingStepProps } from '../listing-step.types';

const NEXT = ['type', 'rooms', 'photos', 'price'] as const;

/** Step "start-unit" (multi-unit; no form): which unit comes now and what follows. */
export function StartUnitStep({ property, unit }: ListingStepProps) {
  const { t } = useTranslation('listingBasics');
  const headings = useHeadingOrder();
  const index = property.unitIds.indexOf(unit.propertyUnitPublicId);
  // A unit the property does not list yet (just created) is the next one.
  const number = index === -1 ? property.unitIds.length + 1 : index + 1;
  return (
    <Stack gap="md">
      <Title order={headings.page} size="h3">
        {t('startUnit.title', {
          number,
          property: property.title ?? t('startUnit.untitledProperty'),
        })}
      </Title>
      <Text c="dimmed">{t('startUnit.description')}</Text>
      <List>
        {NEXT.map((item) => (
          <List.Item key={item}>{t(`startUnit.next.${item}`)}</List.Item>
        ))}
      </List>
      <StepContinue />
    </Stack>
  );
}
