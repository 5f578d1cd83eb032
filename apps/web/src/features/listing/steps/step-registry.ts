import type { ListingPageName } from '@hostdeck/contract/listing/listing.schemas';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { ListingStepProps } from '../listing-step.types';

type StepPage = LazyExoticComponent<ComponentType<ListingStepProps>>;

/** Each page is its own chunk: a host downloads the forms of the steps they open, not all 27. */
function page<K extends string>(
  load: () => Promise<Record<K, ComponentType<ListingStepProps>>>,
  name: K,
): StepPage {
  return lazy(async () => ({ default: (await load())[name] }));
}

/** Every page of both flows, by its URL segment. */
export const stepPages: Record<ListingPageName, StepPage> = {
  property: page(() => import('./property-type-step'), 'PropertyTypeStep'),
  location: page(() => import('./location-search-step'), 'LocationSearchStep'),
  'location/address': page(() => import('./address-step'), 'AddressStep'),
  'property-title': page(() => import('./property-title-step'), 'PropertyTitleStep'),
  'start-unit': page(() => import('./start-unit-step'), 'StartUnitStep'),
  'unit-type': page(() => import('./unit-type-step'), 'UnitTypeStep'),
  'guests-and-rooms/info': page(() => import('./guests-info-step'), 'GuestsInfoStep'),
  'guests-and-rooms/beds': page(() => import('./beds-step'), 'BedsStep'),
  photos: page(() => import('./photos-step'), 'PhotosStep'),
  amenities: page(() => import('./amenities-step'), 'AmenitiesStep'),
  title: page(() => import('./title-step'), 'TitleStep'),
  'price-and-availability': page(() => import('./price-step'), 'PriceStep'),
  'price-and-availability/promotions': page(() => import('./promotions-step'), 'PromotionsStep'),
  'price-and-availability/seasons': page(() => import('./seasons-step'), 'SeasonsStep'),
  'calendar-availability': page(() => import('./calendar-availability-step'), 'CalendarAvailabilityStep'),
  'commission-model': page(() => import('./commission-model-step'), 'CommissionModelStep'),
  'verification/info': page(() => import('./verification-info-step'), 'VerificationInfoStep'),
  'commercial-model': page(() => import('./commercial-model-step'), 'CommercialModelStep'),
  'commercial-model/plan': page(() => import('./commercial-plan-step'), 'CommercialPlanStep'),
  'commercial-model/plan-services': page(() => import('./plan-services-step'), 'PlanServicesStep'),
  'booking-preference': page(() => import('./booking-preference-step'), 'BookingPreferenceStep'),
  'personal-details/info': page(() => import('./personal-details-step'), 'PersonalDetailsStep'),
  'personal-details/owner': page(() => import('./owner-details-step'), 'OwnerDetailsStep'),
  'subscription/plan': page(() => import('./subscription-plan-step'), 'SubscriptionPlanStep'),
  'subscription/boost': page(() => import('./boost-step'), 'BoostStep'),
  'regional-requirements': page(() => import('./regional-requirements-step'), 'RegionalRequirementsStep'),
  publish: page(() => import('./publish-step'), 'PublishStep'),
};
