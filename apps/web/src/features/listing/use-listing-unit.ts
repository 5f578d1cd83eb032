import { hostListingState, type HostListingState } from '@hostdeck/contract/listing/listing-host.rules';
import type { ListingStepName } from '@hostdeck/contract/listing/listing.schemas';
import type { Property } from '@hostdeck/contract/properties/property.schemas';
import type { PropertyUnit } from '@hostdeck/contract/properties/property-unit.schemas';
import type { UserInfo } from '@hostdeck/contract/user/user.schemas';
import { isApiError } from '@/shared/api/api-error';
import { useUserInfo } from '@/shared/api/use-user-info';
import { useProperty } from '@/features/properties/api/get-property';
import { usePropertyUnit } from '@/features/units/api/get-property-unit';
import { useListingProgress } from './api/listing-progress';

export interface ListingUnitData {
  unitId: string;
  property: Property;
  unit: PropertyUnit;
  user: UserInfo;
  completedSteps: ListingStepName[];
  state: HostListingState;
}

export type ListingUnitLoad =
  | { status: 'loading' }
  | { status: 'notFound' }
  /** Published, in review, ...: the listing flow is over, its settings page takes over. */
  | { status: 'notInProgress' }
  | { status: 'error'; retry: () => void }
  | ({ status: 'ready' } & ListingUnitData);

/** The inputs of hostListingState for one unit, as the listing pages see them. */
export function listingStateOf(
  property: Property,
  unit: PropertyUnit,
  user: UserInfo,
  completed: ListingStepName[],
) {
  return hostListingState({
    propertyType: property.propertyType,
    propertyHasFinishedUnit: property.firstFinishedUnitId !== null,
    onboardingFinished: user.onboardingStatus === 'finished',
    userType: user.type,
    appFeatures: user.appFeatures,
    hasRegionalRequirements: unit.hasRegionalRequirements,
    completedSteps: completed,
  });
}

/** Property, unit, user and progress of a listing, and the state computed from them. */
export function useListingUnit(propertyId: string, unitId: string): ListingUnitLoad {
  const property = useProperty(propertyId);
  const unit = usePropertyUnit(unitId);
  const user = useUserInfo();
  const progress = useListingProgress(unitId);
  const queries = [property, unit, user, progress];
  const notFound =
    queries.some((query) => isApiError(query.error) && query.error.isNotFound) ||
    (unit.data !== undefined && (unit.data.propertyId !== propertyId || unit.data.state === 'DELETED'));
  if (notFound) return { status: 'notFound' };
  if (unit.data && unit.data.state !== 'IN_PROGRESS') return { status: 'notInProgress' };
  if (queries.some((query) => query.isError)) {
    return {
      status: 'error',
      retry: () => queries.filter((query) => query.isError).forEach((query) => void query.refetch()),
    };
  }
  if (!property.data || !unit.data || !user.data || !progress.data) return { status: 'loading' };
  const completedSteps = progress.data.completedSteps;
  return {
    status: 'ready',
    unitId,
    property: property.data,
    unit: unit.data,
    user: user.data,
    completedSteps,
    state: listingStateOf(property.data, unit.data, user.data, completedSteps),
  };
}
