import { QueryState } from '@/shared/ui/query-state';
import type { ListingStepProps } from '../listing-step.types';
import { useUnitSeasons } from '@/features/units/api/seasons';
import { SeasonsForm } from '@/features/units/components/price/seasons-form';

/** Page price-and-availability/seasons: the unit's seasonal prices, saved as one list. */
export function SeasonsStep({ unit }: ListingStepProps) {
  const seasons = useUnitSeasons(unit.propertyUnitPublicId);
  if (!seasons.data) return <QueryState isError={seasons.isError} onRetry={() => void seasons.refetch()} />;
  return <SeasonsForm unit={unit} seasons={seasons.data.items} />;
}
