import { QueryState } from '@/shared/ui/query-state';
import type { ListingStepProps } from '../listing-step.types';
import { useUnitPlanChoice } from '../api/plan-choice';
import { useSubscriptionPlans } from '../api/subscription-plans';
import { SubscriptionPlanForm } from '../pricing/subscription-plan-form';

/** Step subscription/plan: choose a plan (kept on the unit; billing is a later issue). */
export function SubscriptionPlanStep({ unit }: ListingStepProps) {
  const unitId = unit.propertyUnitPublicId;
  const plans = useSubscriptionPlans();
  const choice = useUnitPlanChoice(unitId);
  if (!plans.data || !choice.data) {
    return (
      <QueryState
        isError={plans.isError || choice.isError}
        onRetry={() => {
          void plans.refetch();
          void choice.refetch();
        }}
      />
    );
  }
  return <SubscriptionPlanForm unitId={unitId} plans={plans.data.plans} choice={choice.data} />;
}
