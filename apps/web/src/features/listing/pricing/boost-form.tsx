import { Stack, Text } from '@mantine/core';
import type { PlanChoice } from '@hostdeck/contract/listing/plan-choice.schemas';
import { useMemo } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { z } from 'zod';
import { SettingsForm } from '@/shared/forms/settings-form';
import { useSettingsForm } from '@/shared/forms/use-settings-form';
import { ChoiceCardsField } from '../components/choice-cards';
import { usePutPlanChoice } from '../api/plan-choice';

export interface BoostFormProps {
  unitId: string;
  choice: PlanChoice;
}

/** Step subscription/boost: whether to boost the listing once it is live (paid at checkout later). */
export function BoostForm({ unitId, choice }: BoostFormProps) {
  const { t } = useTranslation('listingPricing');
  const put = usePutPlanChoice(unitId);
  const schema = useMemo(
    () => z.object({ boost: z.enum(['yes', 'no'], { error: t('boost.required') }) }),
    [t],
  );
  const { form, onSubmit, canSave, formMessage, saving } = useSettingsForm({
    schema,
    defaultValues: { boost: choice.boost ? 'yes' : 'no' },
    fields: ['boost'],
    save: (values) => put.mutateAsync({ boost: values.boost === 'yes' }),
  });
  return (
    <SettingsForm
      title={t('boost.title')}
      description={
        <Stack gap={4}>
          <Text c="dimmed">{t('boost.description')}</Text>
          <Text size="sm">{t('boost.billingNotice')}</Text>
        </Stack>
      }
      onSubmit={onSubmit}
      canSave={canSave}
      saving={saving}
      formMessage={formMessage}
    >
      <ChoiceCardsField
        control={form.control}
        name="boost"
        label={t('boost.choice')}
        required
        options={(['yes', 'no'] as const).map((choice) => ({
          value: choice,
          title: t(`boost.${choice}`),
          description: t(`boost.${choice}Description`),
        }))}
      />
    </SettingsForm>
  );
}
