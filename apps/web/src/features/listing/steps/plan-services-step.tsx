import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/CheckboxCard.css';
import '@mantine/core/styles/CheckboxIndicator.css';
import '@mantine/core/styles/Checkbox.css';
import { Alert, Button, Checkbox, Group, Stack, Text } from '@mantine/core';
import { planChoiceSchema, type PlanChoice } from '@hostdeck/contract/listing/plan-choice.schemas';
import {
  subscriptionExtraSchema,
  type SubscriptionPlan,
} from '@hostdeck/contract/subscriptions/subscription-plans.schemas';
import { monthlyPlans } from '@hostdeck/contract/subscriptions/subscriptions.rules';
import { useCallback } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from '@/shared/i18n/use-translation';
import { SettingsForm } from '@/shared/forms/settings-form';
import { useSettingsForm } from '@/shared/forms/use-settings-form';
import { QueryState } from '@/shared/ui/query-state';
import { FrameOverride } from '../account/frame-override';
import { usePutPlanChoice, useUnitPlanChoice } from '../api/plan-choice';
import { useSubscriptionPlans } from '../api/subscription-plans';
import type { ListingStepProps } from '../listing-step.types';

const servicesFormSchema = planChoiceSchema.pick({ services: true });

/**
 * Listing page commercial-model/plan-services: the chosen plan's extras. Saving completes
 * the commercial-model step; payment itself happens at checkout once billing exists (its own issue).
 */
export function PlanServicesStep({ unit, goTo, complete }: ListingStepProps) {
  const { t } = useTranslation('listingAccount');
  const plans = useSubscriptionPlans();
  const choice = useUnitPlanChoice(unit.propertyUnitPublicId);
  const onSaved = useCallback(() => complete(), [complete]);
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
  const plan = monthlyPlans(plans.data.plans).find((item) => item.id === choice.data.planId);
  if (!plan) {
    return (
      <Stack gap="md">
        <Alert color="yellow">{t('planServices.noPlan')}</Alert>
        <Group>
          <Button variant="light" onClick={() => goTo('commercial-model/plan')}>
            {t('planServices.choosePlan')}
          </Button>
        </Group>
      </Stack>
    );
  }
  return (
    <FrameOverride onSaved={onSaved}>
      <PlanServicesForm unitId={unit.propertyUnitPublicId} plan={plan} choice={choice.data} />
    </FrameOverride>
  );
}

function PlanServicesForm({
  unitId,
  plan,
  choice,
}: {
  unitId: string;
  plan: SubscriptionPlan;
  choice: PlanChoice;
}) {
  const { t } = useTranslation('listingAccount');
  const save = usePutPlanChoice(unitId);
  // Keep the spec's order of extras, whatever order the plan lists them in.
  const extras = subscriptionExtraSchema.options.filter((extra) => plan.extras.includes(extra));
  const { form, onSubmit, canSave, formMessage, saving } = useSettingsForm({
    schema: servicesFormSchema,
    defaultValues: { services: choice.services.filter((service) => extras.includes(service)) },
    fields: ['services'],
    section: 'planChoice',
    save: (values) =>
      save.mutateAsync({ services: extras.filter((extra) => values.services.includes(extra)) }),
  });
  return (
    <SettingsForm
      title={t('planServices.title')}
      description={<Text c="dimmed">{t('planServices.description', { plan: plan.name })}</Text>}
      onSubmit={onSubmit}
      canSave={canSave}
      saving={saving}
      formMessage={formMessage}
    >
      {extras.length === 0 ? (
        <Text>{t('planServices.noExtras')}</Text>
      ) : (
        <Controller
          control={form.control}
          name="services"
          render={({ field, fieldState }) => (
            <Checkbox.Group
              label={t('planServices.servicesLabel')}
              value={field.value}
              onChange={(next) => field.onChange(next.map((value) => subscriptionExtraSchema.parse(value)))}
              error={fieldState.error?.message}
            >
              <Stack gap="sm" mt="xs">
                {extras.map((extra) => (
                  <Checkbox.Card key={extra} value={extra} radius="md" p="md">
                    <Group wrap="nowrap" align="flex-start">
                      <Checkbox.Indicator />
                      <div>
                        <Text fw={600}>{t(`planServices.extras.${extra}.title`)}</Text>
                        <Text size="sm" c="dimmed">
                          {t(`planServices.extras.${extra}.description`)}
                        </Text>
                      </div>
                    </Group>
                  </Checkbox.Card>
                ))}
              </Stack>
            </Checkbox.Group>
          )}
        />
      )}
      <Alert color="blue">{t('planServices.payment')}</Alert>
    </SettingsForm>
  );
}
