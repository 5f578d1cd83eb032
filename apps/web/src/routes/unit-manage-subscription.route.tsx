import { Navigate, useParams } from 'react-router';
import { paths } from '@/app/paths';
import { isApiError } from '@/shared/api/api-error';
import { useUserInfo } from '@/shared/api/use-user-info';
import { NotFoundPage } from '@/features/errors/components/not-found-page';
import { usePropertyUnit } from '@/features/units/api/get-property-unit';
import { UnitLoadState } from '@/features/units/components/layout/unit-load-state';
import { SubscriptionPage } from '@/features/units/components/subscription/subscription-page';
import { isUnitSubPageVisible, settingsInput } from '@/features/units/unit-sections.rules';

/** /properties/:propertyId/units/:unitId/manage-subscription in the compact shell (spec §2). */
export function Component() {
  const { propertyId = '', unitId = '' } = useParams();
  const unit = usePropertyUnit(unitId);
  const { data: userInfo } = useUserInfo();
  if (
    (isApiError(unit.error) && unit.error.isNotFound) ||
    (unit.data && unit.data.propertyId !== propertyId)
  ) {
    return <NotFoundPage />;
  }
  if (!unit.data || !userInfo) {
    return <UnitLoadState isError={unit.isError} onRetry={() => void unit.refetch()} />;
  }
  // Hidden sections send the host to the unit's first section (the unit page picks it).
  if (
    !isUnitSubPageVisible('manage-subscription', settingsInput(userInfo, unit.data.hasRegionalRequirements))
  ) {
    return <Navigate to={paths.unit(propertyId, unitId)} replace />;
  }
  return (
    <div style={{ padding: 'var(--mantine-spacing-md)', maxWidth: 720, margin: '0 auto' }}>
      <SubscriptionPage propertyId={propertyId} unitId={unitId} variant="manage" />
    </div>
  );
}
