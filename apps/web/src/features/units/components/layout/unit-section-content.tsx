import '@mantine/core/styles/Loader.css';
import { Center, Loader } from '@mantine/core';
import type { PropertyUnit } from '@hostdeck/contract/properties/property-unit.schemas';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { UnitSection } from '../../unit-sections.rules';

// Each section's form is its own chunk: the unit page shows one section at a time, and loading all
// eleven forms (their inputs, schemas and country data) to show one cost the first visit most of its
// download. Moving to another section loads that section's chunk then.
const UnitAboutPage = lazy(() =>
  import('../about/unit-about-page').then((m) => ({ default: m.UnitAboutPage })),
);
const PhotosPage = lazy(() => import('../photos/photos-page').then((m) => ({ default: m.PhotosPage })));
const AmenitiesPage = lazy(() =>
  import('../amenities/amenities-page').then((m) => ({ default: m.AmenitiesPage })),
);
const RoomsPage = lazy(() => import('../rooms/rooms-page').then((m) => ({ default: m.RoomsPage })));
const PricePage = lazy(() => import('../price/price-page').then((m) => ({ default: m.PricePage })));
const StayRulesPage = lazy(() =>
  import('../stay-rules/stay-rules-page').then((m) => ({ default: m.StayRulesPage })),
);
const BookingPoliciesForm = lazy(() =>
  import('../policies/booking-policies-form').then((m) => ({ default: m.BookingPoliciesForm })),
);
const TaxesAndLawsPage = lazy(() =>
  import('../taxes/taxes-and-laws-page').then((m) => ({ default: m.TaxesAndLawsPage })),
);
const PromotionsPage = lazy(() =>
  import('../promotions/promotions-page').then((m) => ({ default: m.PromotionsPage })),
);
const SubscriptionPage = lazy(() =>
  import('../subscription/subscription-page').then((m) => ({ default: m.SubscriptionPage })),
);
const BoostersPage = lazy(() =>
  import('../subscription/boosters-page').then((m) => ({ default: m.BoostersPage })),
);

export interface UnitSectionContentProps {
  section: UnitSection;
  unit: PropertyUnit;
  propertyId: string;
  showBookingType: boolean;
}

/** The form of one unit sub-page, loaded when shown. Keyed by unit so a switch of unit starts fresh forms. */
export function UnitSectionContent(props: UnitSectionContentProps) {
  const { t } = useTranslation();
  return (
    <Suspense
      fallback={
        <Center py="xl">
          <Loader aria-label={t('common:states.loading')} />
        </Center>
      }
    >
      <SectionPage {...props} />
    </Suspense>
  );
}

function SectionPage({ section, unit, propertyId, showBookingType }: UnitSectionContentProps) {
  const unitId = unit.propertyUnitPublicId;
  switch (section) {
    case 'about':
      return <UnitAboutPage unit={unit} />;
    case 'photos':
      return <PhotosPage unit={unit} />;
    case 'amenities':
      return <AmenitiesPage unit={unit} />;
    case 'rooms':
      return <RoomsPage unit={unit} />;
    case 'price-and-availability':
      return <PricePage unit={unit} />;
    case 'stay-rules':
      return <StayRulesPage unit={unit} />;
    case 'booking-policies':
      return <BookingPoliciesForm unit={unit} showBookingType={showBookingType} />;
    case 'taxes-and-laws':
      return <TaxesAndLawsPage unitId={unitId} propertyId={propertyId} />;
    case 'promotions':
      return <PromotionsPage unitId={unitId} />;
    case 'subscription-and-boosters':
      return <SubscriptionPage propertyId={propertyId} unitId={unitId} variant="overview" />;
    case 'boosters':
      return <BoostersPage />;
  }
}
