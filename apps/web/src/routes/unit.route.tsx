import { useParams } from 'react-router';
import { isApiError } from '@/shared/api/api-error';
import { useUserInfo } from '@/shared/api/use-user-info';
import { NotFoundPage } from '@/features/errors/components/not-found-page';
import { usePropertyUnit } from '@/features/units/api/get-property-unit';
import { UnitLoadState } from '@/features/units/components/layout/unit-load-state';
import { UnitSettingsPage } from '@/features/units/components/layout/unit-settings-page';

/**
 * /properties/:propertyId/units/:unitId/:section? (spec §2). A unit that does not exist, is
 * another host's, or belongs to another property shows the not-found page (spec §8).
 */
export function Component() {
  const { propertyId = '', unitId = '', section } = useParams();
  const unit = usePropertyUnit(unitId);
  const { data: userInfo } = useUserInfo();
  const notFound =
    (isApiError(unit.error) && unit.error.isNotFound) ||
    (unit.data !== undefined && (unit.data.propertyId !== propertyId || unit.data.state === 'DELETED'));
  if (notFound) return <NotFoundPage />;
  if (!unit.data || !userInfo) {
    return <UnitLoadState isError={unit.isError} onRetry={() => void unit.refetch()} />;
  }
  return <UnitSettingsPage propertyId={propertyId} unit={unit.data} userInfo={userInfo} section={section} />;
}
