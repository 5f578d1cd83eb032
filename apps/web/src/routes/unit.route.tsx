import type { QueryClient } from '@tanstack/react-query';
import { useParams, type LoaderFunctionArgs } from 'react-router';
import { useUserInfo } from '@/shared/api/use-user-info';
import { ensureUnitOfProperty, usePropertyUnit } from '@/features/units/api/get-property-unit';
import { UnitLoadState } from '@/features/units/components/layout/unit-load-state';
import { UnitSettingsPage } from '@/features/units/components/layout/unit-settings-page';

/** Loads the unit before the page renders; an unknown one is not found. */
export async function loader({ params }: LoaderFunctionArgs, queryClient: QueryClient) {
  await ensureUnitOfProperty(queryClient, params.propertyId ?? '', params.unitId ?? '');
  return null;
}

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
