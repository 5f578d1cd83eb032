import { DEFAULT_LOCALE } from '@hostdeck/contract/constants';
import type { QueryClient } from '@tanstack/react-query';
import { Navigate, useParams, type LoaderFunctionArgs } from 'react-router';
import { legacyListingTarget } from '@/app/guards/access.rules';
import { useUserInfo } from '@/shared/api/use-user-info';
import { propertyQueryOptions, useProperty } from '@/features/properties/api/get-property';
import { ensureUnitOfProperty, usePropertyUnit } from '@/features/units/api/get-property-unit';
import { ListingCompleted } from '@/features/listing/components/listing-completed';
import { StepSkeleton } from '@/features/listing/components/step-skeleton';
import { ListingFrame } from '@/features/listing/components/listing-top-bar';

/** The property and the unit, both in the cache before the page renders; unknown ones are not found. */
export async function loader({ params }: LoaderFunctionArgs, queryClient: QueryClient) {
  const propertyId = params.propertyId ?? '';
  await Promise.all([
    queryClient.ensureQueryData(propertyQueryOptions(propertyId)),
    ensureUnitOfProperty(queryClient, propertyId, params.unitId ?? ''),
  ]);
  return null;
}

/** /listing/:propertyId/:unitId/completed: the page a host sees after publishing. */
export function Component() {
  const { propertyId = '', unitId = '' } = useParams();
  const property = useProperty(propertyId);
  const unit = usePropertyUnit(unitId);
  const user = useUserInfo();
  // Not published yet: the listing goes on where it stopped.
  if (unit.data?.state === 'IN_PROGRESS')
    return <Navigate to={legacyListingTarget(propertyId, unitId)} replace />;
  return (
    <ListingFrame>
      {property.data && unit.data ? (
        <ListingCompleted
          property={property.data}
          unit={unit.data}
          unitId={unitId}
          locale={user.data?.locale ?? DEFAULT_LOCALE}
        />
      ) : (
        <StepSkeleton />
      )}
    </ListingFrame>
  );
}
