import { Center, Loader } from '@mantine/core';
import type { ListingStepName } from '@hostdeck/contract/listing/listing.schemas';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Navigate } from 'react-router';
import { isApiError } from '@/shared/api/api-error';
import { useUserInfo } from '@/shared/api/use-user-info';
import { FailedToLoadPage } from '@/features/errors/components/failed-to-load-page';
import { NotFoundPage } from '@/features/errors/components/not-found-page';
import { useProperty } from '@/features/properties/api/get-property';
import { usePropertyUnit } from '@/features/units/api/get-property-unit';
import { listingProgressQueryOptions } from '../api/listing-progress';
import { unitEntryTarget } from '../listing-entry.rules';
import { listingStateOf } from '../use-listing-unit';

export function EntrySpinner() {
  const { t } = useTranslation('common');
  return (
    <Center mih="60vh">
      <Loader aria-label={t('states.loading')} />
    </Center>
  );
}

interface UnitEntryProps {
  propertyId: string;
  unitId: string;
  step: ListingStepName | null;
}

/** Resumes one unit: its next (or the asked) step, or its settings when it is no longer in progress. */
export function UnitEntry({ propertyId, unitId, step }: UnitEntryProps) {
  const property = useProperty(propertyId);
  const unit = usePropertyUnit(unitId);
  const user = useUserInfo();
  const inProgress = unit.data?.state === 'IN_PROGRESS';
  const progress = useQuery({ ...listingProgressQueryOptions(unitId), enabled: inProgress });
  const queries = [property, unit, user, progress];
  if (queries.some((query) => isApiError(query.error) && query.error.isNotFound)) return <NotFoundPage />;
  if (unit.data && unit.data.propertyId !== propertyId) return <NotFoundPage />;
  if (queries.some((query) => query.isError)) {
    return <FailedToLoadPage onRetry={() => queries.forEach((query) => void query.refetch())} />;
  }
  if (!property.data || !unit.data || !user.data || (inProgress && !progress.data)) return <EntrySpinner />;
  const listing = listingStateOf(property.data, unit.data, user.data, progress.data?.completedSteps ?? []);
  const target = unitEntryTarget({ propertyId, unitId, unitState: unit.data.state, listing, step });
  return <Navigate to={target} replace />;
}
