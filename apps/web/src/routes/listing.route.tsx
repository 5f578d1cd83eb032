import { useQuery } from '@tanstack/react-query';
import { Navigate, useSearchParams } from 'react-router';
import { useUserInfo } from '@/shared/api/use-user-info';
import { FailedToLoadPage } from '@/features/errors/components/failed-to-load-page';
import { propertyListQueryOptions } from '@/features/properties/api/get-property-list';
import { EntrySpinner, UnitEntry } from '@/features/listing/components/listing-entry';
import { decideListingEntry, readListingEntryQuery } from '@/features/listing/listing-entry.rules';

/** /listing: resume a listing in progress or start one; honours ?propertyId&unitId&step. */
export function Component() {
  const [search] = useSearchParams();
  const query = readListingEntryQuery(search);
  const named = query.propertyId !== null && query.unitId !== null;
  const user = useUserInfo();
  const list = useQuery({ ...propertyListQueryOptions('', 1), enabled: !named });
  if (user.isError || list.isError) {
    return <FailedToLoadPage onRetry={() => void Promise.all([user.refetch(), list.refetch()])} />;
  }
  if (!user.data || (!named && !list.data)) return <EntrySpinner />;
  const items = list.data?.items ?? [];
  const inProgress = items
    .flatMap((property) =>
      property.units.map((unit) => ({ propertyId: property.id, unitId: unit.id, state: unit.state })),
    )
    .find((unit) => unit.state === 'IN_PROGRESS');
  const decision = decideListingEntry({
    query,
    inProgress: inProgress ? { propertyId: inProgress.propertyId, unitId: inProgress.unitId } : null,
    hasProperties: items.length > 0,
    onboardingFinished: user.data.onboardingStatus === 'finished',
  });
  if (decision.kind === 'navigate') return <Navigate to={decision.to} replace />;
  return <UnitEntry propertyId={decision.propertyId} unitId={decision.unitId} step={query.step} />;
}
