import { DEFAULT_LOCALE } from '@hostdeck/contract/constants';
import { Navigate, useParams } from 'react-router';
import { legacyListingTarget } from '@/app/guards/access.rules';
import { isApiError } from '@/shared/api/api-error';
import { FailedToLoadPage } from '@/features/errors/components/failed-to-load-page';
import { NotFoundPage } from '@/features/errors/components/not-found-page';
import { useProperty } from '@/features/properties/api/get-property';
import { usePropertyUnit } from '@/features/units/api/get-property-unit';
import { useUserInfo } from '@/shared/api/use-user-info';
import { ListingCompleted } from '@/features/listing/components/listing-completed';
import { StepSkeleton } from '@/features/listing/components/step-skeleton';
import { ListingFrame } from '@/features/listing/components/listing-top-bar';

/** /listing/:propertyId/:unitId/completed (spec §2). */
export function Component() {
  const { propertyId = '', unitId = '' } = useParams();
  const property = useProperty(propertyId);
  const unit = usePropertyUnit(unitId);
  const user = useUserInfo();
  const missing = [property.error, unit.error].some((error) => isApiError(error) && error.isNotFound);
  if (missing || (unit.data && unit.data.propertyId !== propertyId)) return <NotFoundPage />;
  if (property.isError || unit.isError) {
    return <FailedToLoadPage onRetry={() => void Promise.all([property.refetch(), unit.refetch()])} />;
  }
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
