import { Text } from '@mantine/core';
import { useTranslation } from '@/shared/i18n/use-translation';
import { UnitAboutForm } from '@/features/units/components/about/unit-about-form';
import type { ListingStepProps } from '../listing-step.types';

/** Step "title": the unit's title (required) and description, the settings form. */
export function TitleStep({ unit }: ListingStepProps) {
  const { t } = useTranslation('listingBasics');
  return <UnitAboutForm unit={unit} description={<Text c="dimmed">{t('title.description')}</Text>} />;
}
