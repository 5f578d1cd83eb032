import type { UnitSection } from '../../unit-sections.rules';
import { settledModule } from '@/shared/ui/settled-module';

// Each section's form is its own chunk: the unit page shows one section at a time, and loading all
// eleven forms (their inputs, schemas and country data) to show one cost the first visit most of its
// download. One table of importers serves the page (React.lazy) and the route's loader, which asks
// for the shown section's chunk beside the unit, so the form does not wait for the page to render first.
const importers = {
  about: () => import('../about/unit-about-page').then((m) => m.UnitAboutPage),
  photos: () => import('../photos/photos-page').then((m) => m.PhotosPage),
  amenities: () => import('../amenities/amenities-page').then((m) => m.AmenitiesPage),
  rooms: () => import('../rooms/rooms-page').then((m) => m.RoomsPage),
  'price-and-availability': () => import('../price/price-page').then((m) => m.PricePage),
  'stay-rules': () => import('../stay-rules/stay-rules-page').then((m) => m.StayRulesPage),
  'booking-policies': () => import('../policies/booking-policies-form').then((m) => m.BookingPoliciesForm),
  'taxes-and-laws': () => import('../taxes/taxes-and-laws-page').then((m) => m.TaxesAndLawsPage),
  promotions: () => import('../promotions/promotions-page').then((m) => m.PromotionsPage),
  'subscription-and-boosters': () =>
    import('../subscription/subscription-page').then((m) => m.SubscriptionPage),
  boosters: () => import('../subscription/boosters-page').then((m) => m.BoostersPage),
};

type Importers = typeof importers;
// Every section has its importer. A check apart from the table: as the table's own `satisfies` it
// would type each importer's answer as `unknown`, and the sections' props would be lost.
type EverySection = Importers extends Record<UnitSection, () => Promise<unknown>> ? true : never;
const everySection: EverySection = true;
void everySection;
export type UnitSectionComponent<S extends UnitSection> = Awaited<ReturnType<Importers[S]>>;

/**
 * The translation namespaces a section shows beyond the unit page's own (`units`), which the
 * route loads with the section's code: the about section, the one a unit page opens on, needs none,
 * so a unit page's first paint waits for no texts of the others.
 */
const sectionNamespaces: Partial<Record<UnitSection, readonly string[]>> = {
  'price-and-availability': ['listingPricing'],
  'stay-rules': ['stayRules'],
};

/** The namespaces of the section an address names (none: the first, the about section). */
export function unitSectionNamespaces(section: string | undefined): readonly string[] {
  return Object.hasOwn(sectionNamespaces, section ?? '')
    ? (sectionNamespaces[section as UnitSection] ?? [])
    : [];
}

const loaded = new Map<UnitSection, unknown>();

/** Loads a section's chunk, and remembers its component for {@link loadedUnitSection}. */
export function loadUnitSection<S extends UnitSection>(section: S): Promise<UnitSectionComponent<S>> {
  const load = importers[section] as () => Promise<UnitSectionComponent<S>>;
  return load().then((component) => {
    loaded.set(section, component);
    return component;
  });
}

/** The section's component when its chunk has arrived, else undefined. */
export function loadedUnitSection<S extends UnitSection>(section: S): UnitSectionComponent<S> | undefined {
  return loaded.get(section) as UnitSectionComponent<S> | undefined;
}

/**
 * A section's importer as `React.lazy` takes it. When the chunk is already in (the route's loader
 * asked for it beside the unit), it answers with a thenable that settles at once: React then renders
 * the section in the same commit as the page's header instead of suspending. A suspended section
 * would show its fallback, and React reveals suspended content no sooner than about 300 ms after a
 * fallback showed: the unit's description, the page's largest paint, waited for that.
 */
export function lazyUnitSection<S extends UnitSection>(section: S) {
  return (): Promise<{ default: UnitSectionComponent<S> }> => {
    const component = loadedUnitSection(section);
    if (component === undefined)
      return loadUnitSection(section).then((loadedComponent) => ({ default: loadedComponent }));
    return settledModule(component);
  };
}
