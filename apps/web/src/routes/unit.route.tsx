import type { QueryClient } from '@tanstack/react-query';
import { useParams, type LoaderFunctionArgs } from 'react-router';
import { notFoundError } from '@/shared/api/api-error';
import { useUserInfo } from '@/shared/api/use-user-info';
import { propertyUnitQueryOptions, usePropertyUnit } from '@/features/units/api/get-property-unit';
import { UnitLoadState } from '@/features/units/components/layout/unit-load-state';
import { UnitSettingsPage } from '@/features/units/components/layout/unit-settings-page';

/**
 * Loads the unit before the page renders. A unit that does not exist, is another host's (both 404
 * from the server), belongs to another property or was deleted is not found.
 */
export async function loader({ params }: LoaderFunctionArgs, queryClient: QueryClient) {
  const unit = await queryClient.ensureQueryData(propertyUnitQueryOptions(params.unitId ?? ''));
  if (unit.propertyId !== params.propertyId || unit.state === 'DELETED') throw notFoundError();
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
