import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/FloatingIndicator.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/RadioIndicator.css';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/SegmentedControl.css';
import { Alert, Radio, SegmentedControl, Stack, Text } from '@mantine/core';
import type { PlanChoice } from '@hostdeck/contract/listing/plan-choice.schemas';
import type { SubscriptionPlan } from '@hostdeck/contract/subscriptions/subscription-plans.schemas';
import { useMemo, useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from '@/shared/i18n/use-translation';
import { z } from 'zod';
import { SettingsForm } from '@/shared/forms/settings-form';
import { useSettingsForm } from '@/shared/forms/use-settings-form';
import { usePutPlanChoice } from '../api/plan-choice';
import { PlanCard } from './plan-card';
import { planOffers, sameTierIn, type PlanBilling } from './plan-offers';

export interface SubscriptionPlanFormProps {
  unitId: string;
  plans: readonly SubscriptionPlan[];
  choice: PlanChoice;
}

/** Step subscription/plan: the plan is chosen now and paid at checkout once billing exists. */
export function SubscriptionPlanForm({ unitId, plans, choice }: SubscriptionPlanFormProps) {
  const { t } = useTranslation('listingPricing');
  const put = usePutPlanChoice(unitId);
  const offers = useMemo(() => planOffers(plans), [plans]);
  const chosen = offers.find((offer) => offer.plan.id === choice.planId);
  const [billing, setBilling] = useState<PlanBilling>(chosen?.billing ?? 'monthly');
  const schema = useMemo(
    () => z.object({ planId: z.string({ error: t('plan.required') }).min(1, t('plan.required')) }),
    [t],
  );
  const { form, onSubmit, canSave, formMessage, saving } = useSettingsForm({
    schema,
    defaultValues: { planId: chosen?.plan.id ?? '' },
    fields: ['planId'],
    save: (values) => put.mutateAsync({ planId: values.planId }),
  });
  const shown = offers.filter((offer) => offer.billing === billing);
  const switchBilling = (next: string) => {
    const target = next as PlanBilling;
    setBilling(target);
    // Keep the tier the host picked, billed the other way; otherwise the choice starts over.
    const current = form.getValues('planId');
    if (current)
      form.setValue('planId', sameTierIn(offers, current, target) ?? '', {
        shouldDirty: true,
        shouldValidate: true,
      });
  };
  return (
    <SettingsForm
      title={t('plan.title')}
      description={
        <Stack gap="sm">
          <Text c="dimmed">{t('plan.description')}</Text>
          <Alert color="blue">{t('plan.billingNotice')}</Alert>
        </Stack>
      }
      onSubmit={onSubmit}
      canSave={canSave}
      saving={saving}
      formMessage={formMessage}
    >
      {offers.length === 0 ? (
        <Text>{t('plan.empty')}</Text>
      ) : (
        <>
          <Stack gap={4}>
            <Text size="sm" fw={500} id="plan-billing-label">
              {t('plan.billing')}
            </Text>
            <SegmentedControl
              aria-labelledby="plan-billing-label"
              value={billing}
              onChange={switchBilling}
              data={[
                { value: 'monthly', label: t('plan.monthly') },
                { value: 'yearly', label: t('plan.yearly') },
              ]}
              w="fit-content"
            />
          </Stack>
          <Controller
            control={form.control}
            name="planId"
            render={({ field, fieldState }) => (
              <Radio.Group
                label={t('plan.plans')}
                required
                value={field.value === '' ? null : field.value}
                onChange={field.onChange}
                error={fieldState.error?.message}
              >
                {shown.length === 0 ? <Text mt="xs">{t('plan.noPlansInPeriod')}</Text> : null}
                <Stack component="ul" gap="sm" mt="xs" p={0} style={{ listStyle: 'none' }}>
                  {shown.map((offer) => (
                    <PlanCard key={offer.plan.id} offer={offer} />
                  ))}
                </Stack>
              </Radio.Group>
            )}
          />
        </>
      )}
    </SettingsForm>
  );
}
