import { Alert, Text } from '@mantine/core';
import { planChoiceSchema, type PlanChoice } from '@hostdeck/contract/listing/plan-choice.schemas';
import type { SubscriptionPlan } from '@hostdeck/contract/subscriptions/subscription-plans.schemas';
import { monthlyPlans } from '@hostdeck/contract/subscriptions/subscriptions.rules';
import { useCallback, useMemo } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { z } from 'zod';
import { SettingsForm } from '@/shared/forms/settings-form';
import { useSettingsForm } from '@/shared/forms/use-settings-form';
import { formatMoney } from '@/shared/i18n/format';
import { QueryState } from '@/shared/ui/query-state';
import { ChoiceCardsField } from '../components/choice-cards';
import { FrameOverride } from '../account/frame-override';
import { usePutPlanChoice, useUnitPlanChoice } from '../api/plan-choice';
import { useSubscriptionPlans } from '../api/subscription-plans';
import type { ListingStepProps } from '../listing-step.types';

// A plan must be picked here (the contract allows null: "no plan yet").
const planFormSchema = z.object({ planId: planChoiceSchema.shape.planId.unwrap() });

/** Listing page commercial-model/plan: the plan of a subscription or hybrid model. */
export function CommercialPlanStep({ unit, goTo }: ListingStepProps) {
  const plans = useSubscriptionPlans();
  const choice = useUnitPlanChoice(unit.propertyUnitPublicId);
  const onSaved = useCallback(() => goTo('commercial-model/plan-services'), [goTo]);
  if (plans.isError || choice.isError) {
    return (
      <QueryState
        isError
        onRetry={() => {
          void plans.refetch();
          void choice.refetch();
        }}
      />
    );
  }
  if (!plans.data || !choice.data) return <QueryState isError={false} onRetry={() => {}} />;
  return (
    <FrameOverride onSaved={onSaved}>
      <CommercialPlanForm unitId={unit.propertyUnitPublicId} plans={plans.data.plans} choice={choice.data} />
    </FrameOverride>
  );
}

function CommercialPlanForm({
  unitId,
  plans,
  choice,
}: {
  unitId: string;
  plans: SubscriptionPlan[];
  choice: PlanChoice;
}) {
  const { t, i18n } = useTranslation('listingAccount');
  const save = usePutPlanChoice(unitId);
  const offered = useMemo(() => monthlyPlans(plans), [plans]);
  const { form, onSubmit, canSave, formMessage, saving } = useSettingsForm({
    schema: planFormSchema,
    defaultValues: { planId: offered.some((plan) => plan.id === choice.planId) ? (choice.planId ?? '') : '' },
    fields: ['planId'],
    section: 'planChoice',
    save: ({ planId }) => {
      const extras = offered.find((plan) => plan.id === planId)?.extras ?? [];
      // Services of another plan do not carry over to this one.
      return save.mutateAsync({
        planId,
        services: choice.services.filter((service) => extras.includes(service)),
      });
    },
  });
  const price = (plan: SubscriptionPlan) =>
    formatMoney(plan.price.amount, plan.price.currency, i18n.language);
  return (
    <SettingsForm
      title={t('plan.title')}
      description={<Text c="dimmed">{t('plan.description')}</Text>}
      onSubmit={onSubmit}
      canSave={canSave}
      saving={saving}
      formMessage={formMessage}
    >
      {offered.length === 0 ? (
        <Alert color="yellow">{t('plan.none')}</Alert>
      ) : (
        <ChoiceCardsField
          control={form.control}
          name="planId"
          label={t('plan.planLabel')}
          options={offered.map((plan) => ({
            value: plan.id,
            title: plan.name,
            description: [
              t('plan.price', { price: price(plan), count: plan.period }),
              plan.services.includes('rankingBoost') ? t('plan.includesRankingBoost') : null,
              plan.extras.length > 0 ? t('plan.extrasCount', { count: plan.extras.length }) : null,
            ]
              .filter(Boolean)
              .join(' · '),
          }))}
        />
      )}
    </SettingsForm>
  );
}
