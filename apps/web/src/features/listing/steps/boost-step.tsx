import { QueryState } from '@/shared/ui/query-state';
import type { ListingStepProps } from '../listing-step.types';
import { useUnitPlanChoice } from '../api/plan-choice';
import { BoostForm } from '../pricing/boost-form';

/** Step subscription/boost: boost the listing or not (the shell offers skip). */
export function BoostStep({ unit }: ListingStepProps) {
  const unitId = unit.propertyUnitPublicId;
  const choice = useUnitPlanChoice(unitId);
  if (!choice.data) return <QueryState isError={choice.isError} onRetry={() => void choice.refetch()} />;
  return <BoostForm unitId={unitId} choice={choice.data} />;
}
