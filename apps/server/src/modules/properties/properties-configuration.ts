import {
  ADDRESS_STATE_MAX_LENGTH,
  DEFAULT_ROOM_TYPE,
  PHOTO_MAX_HEIGHT_PX,
  PHOTO_MAX_WIDTH_PX,
  PHOTO_MIME_TYPES,
  PHOTO_MIN_HEIGHT_PX,
  PHOTO_MIN_WIDTH_PX,
} from '@hostdeck/contract/constants';
import {
  amenityKeys,
  type AddressFormField,
  type PropertiesConfiguration,
} from '@hostdeck/contract/properties/properties-configuration.schemas';
import { roomTypeSchema } from '@hostdeck/contract/properties/rooms.schemas';
import { translate } from '@hostdeck/translations/catalog';

// spec §3 "Properties configuration"; the numbers live in the contract constants.

const field = (name: AddressFormField['name'], required: boolean, maxLength: number | null = null) => ({
  name,
  required,
  maxLength,
});

/** spec §5: countryCode, city, street and houseNumberOrName are always required; state ≤ 3 characters. */
const DEFAULT_ADDRESS_FIELDS: AddressFormField[] = [
  field('countryCode', true, 2),
  field('street', true, 200),
  field('houseNumberOrName', true, 100),
  field('postalCode', false, 20),
  field('city', true, 100),
];

const WITH_POSTAL_CODE: AddressFormField[] = DEFAULT_ADDRESS_FIELDS.map((entry) =>
  entry.name === 'postalCode' ? { ...entry, required: true } : entry,
);

/** Countries whose addresses need a state or province code, or always carry a postal code. */
const ADDRESS_FIELDS_BY_COUNTRY: Record<string, AddressFormField[]> = {
  US: [...WITH_POSTAL_CODE, field('stateOrProvince', true, ADDRESS_STATE_MAX_LENGTH)],
  CA: [...WITH_POSTAL_CODE, field('stateOrProvince', true, ADDRESS_STATE_MAX_LENGTH)],
  AU: [...WITH_POSTAL_CODE, field('stateOrProvince', true, ADDRESS_STATE_MAX_LENGTH)],
  IT: [...WITH_POSTAL_CODE, field('stateOrProvince', false, ADDRESS_STATE_MAX_LENGTH)],
  ES: [...WITH_POSTAL_CODE, field('stateOrProvince', false, ADDRESS_STATE_MAX_LENGTH)],
  HR: WITH_POSTAL_CODE,
  FR: WITH_POSTAL_CODE,
  PT: WITH_POSTAL_CODE,
  DE: WITH_POSTAL_CODE,
};

/** GET /api/app/properties-configuration?hl=: amenity labels in the caller's language. */
export function propertiesConfiguration(hl: string | undefined): PropertiesConfiguration {
  return {
    propertyUnit: {
      photosConstraints: {
        mimeTypes: [...PHOTO_MIME_TYPES],
        minWidth: PHOTO_MIN_WIDTH_PX,
        minHeight: PHOTO_MIN_HEIGHT_PX,
        maxWidth: PHOTO_MAX_WIDTH_PX,
        maxHeight: PHOTO_MAX_HEIGHT_PX,
      },
      room: { types: [...roomTypeSchema.options], defaultType: DEFAULT_ROOM_TYPE },
      amenities: amenityKeys.map((key) => ({ key, label: translate(hl, `properties:amenities.${key}`) })),
    },
    priceAndAvailabilitySettings: {
      // Ours (the spec names losDiscount only): weekly and monthly stays, capped percentages.
      losDiscount: {
        enabled: true,
        options: [
          { minNights: 7, maxPercent: 30 },
          { minNights: 28, maxPercent: 50 },
        ],
      },
    },
    property: {
      addressForm: { defaultFields: DEFAULT_ADDRESS_FIELDS, byCountry: ADDRESS_FIELDS_BY_COUNTRY },
    },
  };
}
