import { useParams } from 'react-router';
import { useUserInfo } from '@/shared/api/use-user-info';
import { usePropertyUnit } from '@/features/units/api/get-property-unit';
import { UnitLoadState } from '@/features/units/components/layout/unit-load-state';
import { UnitSettingsPage } from '@/features/units/components/layout/unit-settings-page';

// The loader lives apart, so the router can start it before this page's code is in (router.tsx).
export { loader } from './unit.loader';

/** /properties/:propertyId/units/:unitId/:section? */
export function Component() {
  const { propertyId = '', unitId = '', section } = useParams();
  const unit = usePropertyUnit(unitId);
  const { data: userInfo } = useUserInfo();
  if (!unit.data || !userInfo) {
    return <UnitLoadState isError={unit.isError} onRetry={() => void unit.refetch()} />;
  }
  return <UnitSettingsPage propertyId={propertyId} unit={unit.data} userInfo={userInfo} section={section} />;
}
