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

// spec §3 "Properties configuration"; the numbers live in the contract constants.

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
