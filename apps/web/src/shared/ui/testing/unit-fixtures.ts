import type { Property } from '@hostdeck/contract/properties/property.schemas';
import type { PropertiesConfiguration } from '@hostdeck/contract/properties/properties-configuration.schemas';
import type { PropertyUnit } from '@hostdeck/contract/properties/property-unit.schemas';

// Test data for the unit settings pages: complete objects, changed per test.

export function makeUnit(overrides: Partial<PropertyUnit> = {}): PropertyUnit {
  return {
    propertyUnitPublicId: 'u-1',
    propertyId: 'p-1',
    propertyType: 'single',
    title: 'Sea view flat',
    description: 'Bright flat by the sea.',
    thumbnail: null,
    image: null,
    images: [],
    state: 'PUBLISHED',
    // What the server offers a published unit: it must go offline before it can be deleted.
    availableActions: ['unpublish'],
    links: { preview: [{ label: 'Listing', url: 'https://example.test/u-1' }] },
    accommodationType: 'apartment',
    bedroomCount: 1,
    bathroomCount: 1,
    guests: 2,
    rooms: [{ id: 'r-1', type: 'bedroom', beds: [{ type: 'double', count: 1 }] }],
    amenities: ['wifi'],
    propertySize: 50,
    propertySizeMeasurementUnit: 'metric',
    calendarAvailability: { status: 'AVAILABLE' },
    cancellationPolicy: 'flexible',
    bookingType: 'onLine',
    price: {
      currency: 'EUR',
      nightly: 120,
      minimumStayNights: 2,
      minimumNoticeDays: 1,
      lengthOfStayDiscounts: [],
    },
    hasRegionalRequirements: false,
    registrationNumber: null,
    invalidFields: [],
    version: 1,
    ...overrides,
  };
}

export const configuration: PropertiesConfiguration = {
  propertyUnit: {
    photosConstraints: {
      mimeTypes: ['image/jpeg', 'image/png'],
      minWidth: 600,
      minHeight: 400,
      maxWidth: 8000,
      maxHeight: 8000,
    },
    room: { types: ['bedroom', 'living_room', 'bath_room', 'kitchen_room'], defaultType: 'bedroom' },
    amenities: [
      { key: 'wifi', label: 'Wi-Fi' },
      { key: 'pool', label: 'Swimming pool' },
    ],
  },
  priceAndAvailabilitySettings: { losDiscount: { enabled: false, options: [] } },
  property: {
    addressForm: {
      defaultFields: [
        { name: 'countryCode', required: true, maxLength: 2 },
        { name: 'city', required: true, maxLength: null },
        { name: 'street', required: true, maxLength: null },
        { name: 'houseNumberOrName', required: true, maxLength: null },
        { name: 'postalCode', required: false, maxLength: 20 },
      ],
      byCountry: {
        US: [
          { name: 'countryCode', required: true, maxLength: 2 },
          { name: 'stateOrProvince', required: true, maxLength: 3 },
          { name: 'city', required: true, maxLength: null },
          { name: 'street', required: true, maxLength: null },
          { name: 'houseNumberOrName', required: true, maxLength: null },
          { name: 'postalCode', required: true, maxLength: 10 },
        ],
      },
    },
  },
};

/** A JSON answer with any status (mockApi answers 200 only). */
export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** The body a mocked fetch was called with. */
export function sentBody(init: RequestInit | undefined): unknown {
  return JSON.parse(String(init?.body));
}

/** A complete address in Split, Croatia, for a property's `location`. */
export const splitLocation: NonNullable<Property['location']> = {
  countryCode: 'HR',
  countryName: 'Croatia',
  stateOrProvince: null,
  city: 'Split',
  street: 'Obala',
  houseNumberOrName: '1',
  postalCode: '21000',
  formattedAddress: null,
  googlePlaceId: null,
  latitude: null,
  longitude: null,
  components: [],
};

export function makeProperty(overrides: Partial<Property> = {}): Property {
  return {
    id: 'p-1',
    propertyType: 'single',
    title: 'Sea view flat',
    description: null,
    restaurantDescription: null,
    specialOfferDescription: null,
    unitIds: ['u-1'],
    firstFinishedUnitId: 'u-1',
    firstInProgressUnitId: null,
    state: 'ACTIVE',
    unitSummary: { total: 1, published: 1, inProgress: 0, actionNeeded: 0 },
    location: null,
    invalidFields: [],
    version: 1,
    ...overrides,
  };
}
