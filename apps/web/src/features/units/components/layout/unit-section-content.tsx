import type { PropertyUnit } from '@hostdeck/contract/properties/property-unit.schemas';
import { lazy, Suspense } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import type { UnitSection } from '../../unit-sections.rules';
import { lazyUnitSection } from './unit-section-modules';
import { PlainCenter } from '@/shared/ui/plain/plain-center';
import { PlainLoader } from '@/shared/ui/plain/plain-loader';

// Each section's form is its own chunk, loaded when shown, or rendered at once when the route's
// loader has already brought it (unit-section-modules.ts).
const UnitAboutPage = lazy(lazyUnitSection('about'));
const PhotosPage = lazy(lazyUnitSection('photos'));
const AmenitiesPage = lazy(lazyUnitSection('amenities'));
const RoomsPage = lazy(lazyUnitSection('rooms'));
const PricePage = lazy(lazyUnitSection('price-and-availability'));
const StayRulesPage = lazy(lazyUnitSection('stay-rules'));
const BookingPoliciesForm = lazy(lazyUnitSection('booking-policies'));
const TaxesAndLawsPage = lazy(lazyUnitSection('taxes-and-laws'));
const PromotionsPage = lazy(lazyUnitSection('promotions'));
const SubscriptionPage = lazy(lazyUnitSection('subscription-and-boosters'));
const BoostersPage = lazy(lazyUnitSection('boosters'));

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
        <PlainCenter py="xl">
          <PlainLoader aria-label={t('common:states.loading')} />
        </PlainCenter>
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
