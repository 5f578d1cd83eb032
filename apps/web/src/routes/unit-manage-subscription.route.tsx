import type { QueryClient } from '@tanstack/react-query';
import { Navigate, useParams, type LoaderFunctionArgs } from 'react-router';
import { paths } from '@/app/paths';
import { useUserInfo } from '@/shared/api/use-user-info';
import { ensureUnitOfProperty, usePropertyUnit } from '@/features/units/api/get-property-unit';
import { UnitLoadState } from '@/features/units/components/layout/unit-load-state';
import { SubscriptionPage } from '@/features/units/components/subscription/subscription-page';
import { isUnitSubPageVisible, settingsInput } from '@/features/units/unit-sections.rules';

/** Loads the unit before the page renders; an unknown one is not found. */
export async function loader({ params }: LoaderFunctionArgs, queryClient: QueryClient) {
  await ensureUnitOfProperty(queryClient, params.propertyId ?? '', params.unitId ?? '');
  return null;
}

/** /properties/:propertyId/units/:unitId/manage-subscription in the compact shell. */
export function Component() {
  const { propertyId = '', unitId = '' } = useParams();
  const unit = usePropertyUnit(unitId);
  const { data: userInfo } = useUserInfo();
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
