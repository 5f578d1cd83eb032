import {
  DEFAULT_ROOM_TYPE,
  PHOTO_MAX_HEIGHT_PX,
  PHOTO_MAX_WIDTH_PX,
  PHOTO_MIME_TYPES,
  PHOTO_MIN_HEIGHT_PX,
  PHOTO_MIN_WIDTH_PX,
} from '@hostdeck/contract/constants';
import {
  amenityKeys,
  type PropertiesConfiguration,
} from '@hostdeck/contract/properties/properties-configuration.schemas';
import {
  ADDRESS_FIELDS_BY_COUNTRY,
  DEFAULT_ADDRESS_FIELDS,
} from '@hostdeck/contract/properties/address.rules';
import { roomTypeSchema } from '@hostdeck/contract/properties/rooms.schemas';
import { translate } from '@hostdeck/translations/catalog';

// What the host's forms are built from; the numbers live in the contract constants.

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
      // Weekly and monthly stays are the discounts hosts know; the limits are the contract's rule.
      losDiscount: {
        enabled: true,
        options: [
          { minimumNights: 7, percent: 10 },
          { minimumNights: 28, percent: 20 },
        ],
      },
    },
    property: {
      addressForm: { defaultFields: DEFAULT_ADDRESS_FIELDS, byCountry: ADDRESS_FIELDS_BY_COUNTRY },
    },
  };
}
