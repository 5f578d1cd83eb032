import type { PropertyUnit } from '@hostdeck/contract/properties/property-unit.schemas';
import { UnitAboutPage } from '../about/unit-about-page';
import { AmenitiesPage } from '../amenities/amenities-page';
import { PhotosPage } from '../photos/photos-page';
import { BookingPoliciesForm } from '../policies/booking-policies-form';
import { PricePage } from '../price/price-page';
import { PromotionsPage } from '../promotions/promotions-page';
import { RoomsPage } from '../rooms/rooms-page';
import { BoostersPage } from '../subscription/boosters-page';
import { SubscriptionPage } from '../subscription/subscription-page';
import { TaxesAndLawsPage } from '../taxes/taxes-and-laws-page';
import type { UnitSection } from '../../unit-sections.rules';

export interface UnitSectionContentProps {
  section: UnitSection;
  unit: PropertyUnit;
  propertyId: string;
  showBookingType: boolean;
}

/** The form of one unit sub-page. Keyed by unit so a switch of unit starts fresh forms. */
export function UnitSectionContent({ section, unit, propertyId, showBookingType }: UnitSectionContentProps) {
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
