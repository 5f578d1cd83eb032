import type { UnitSection } from '../../unit-sections.rules';

// Each section's form is its own chunk: the unit page shows one section at a time, and loading all
// eleven forms (their inputs, schemas and country data) to show one cost the first visit most of its
// download. One table of importers serves the page (React.lazy) and the route's loader, which asks
// for the shown section's chunk beside the unit, so the form does not wait for the page to render first.
export const unitSectionModules = {
  about: () => import('../about/unit-about-page').then((m) => ({ default: m.UnitAboutPage })),
  photos: () => import('../photos/photos-page').then((m) => ({ default: m.PhotosPage })),
  amenities: () => import('../amenities/amenities-page').then((m) => ({ default: m.AmenitiesPage })),
  rooms: () => import('../rooms/rooms-page').then((m) => ({ default: m.RoomsPage })),
  'price-and-availability': () => import('../price/price-page').then((m) => ({ default: m.PricePage })),
  'stay-rules': () => import('../stay-rules/stay-rules-page').then((m) => ({ default: m.StayRulesPage })),
  'booking-policies': () =>
    import('../policies/booking-policies-form').then((m) => ({ default: m.BookingPoliciesForm })),
  'taxes-and-laws': () =>
    import('../taxes/taxes-and-laws-page').then((m) => ({ default: m.TaxesAndLawsPage })),
  promotions: () => import('../promotions/promotions-page').then((m) => ({ default: m.PromotionsPage })),
  'subscription-and-boosters': () =>
    import('../subscription/subscription-page').then((m) => ({ default: m.SubscriptionPage })),
  boosters: () => import('../subscription/boosters-page').then((m) => ({ default: m.BoostersPage })),
} satisfies Record<UnitSection, unknown>;
