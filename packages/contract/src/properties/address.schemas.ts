import { z } from 'zod';
import { ADDRESS_STATE_MAX_LENGTH } from '../constants';
import { addressProblems, isIsoCountryCode, type AddressRule } from './address.rules';

/** English, for logs; clients translate the rule's name. */
const addressProblemMessages: Record<AddressRule, string> = {
  unknownCountry: 'Expected an ISO 3166-1 alpha-2 country code.',
  requiredInCountry: 'This field is required for addresses in this country.',
  postalCodeFormat: 'This postal code does not have the format of its country.',
};

// spec §3 "Address"
export const addressComponentSchema = z.object({
  longName: z.string(),
  shortName: z.string(),
  types: z.array(z.string()),
});
export type AddressComponent = z.infer<typeof addressComponentSchema>;

// Overwrites (trim, upper case, cut) keep the type, so the same schema also encodes responses.
const countryCodeSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{2}$/, 'Expected an ISO 3166-1 alpha-2 country code')
  .refine(isIsoCountryCode, {
    params: { rule: 'unknownCountry' },
    message: 'Expected an ISO 3166-1 alpha-2 country code',
  })
  .toUpperCase();

/** A stored address (property location). */
export const addressSchema = z.object({
  countryCode: z.string().length(2),
  countryName: z.string().nullable(),
  stateOrProvince: z.string().nullable(),
  city: z.string(),
  street: z.string(),
  houseNumberOrName: z.string(),
  postalCode: z.string().nullable(),
  formattedAddress: z.string().nullable(),
  googlePlaceId: z.string().nullable(),
  latitude: z.number().min(-90).max(90).nullable(),
  longitude: z.number().min(-180).max(180).nullable(),
  components: z.array(addressComponentSchema),
});
export type Address = z.infer<typeof addressSchema>;

/**
 * The address form (spec §5): countryCode, city, street and houseNumberOrName are required; the
 * rest depends on the country. `country` is accepted as an alias of `countryCode` (spec §3).
 */
export const addressInputSchema = z
  .object({
    countryCode: countryCodeSchema.optional(),
    country: countryCodeSchema.optional(),
    stateOrProvince: z.string().trim().max(100).nullish(),
    city: z.string().trim().min(1).max(100),
    street: z.string().trim().min(1).max(200),
    houseNumberOrName: z.string().trim().min(1).max(100),
    postalCode: z.string().trim().max(20).nullish(),
    formattedAddress: z.string().trim().max(400).nullish(),
    googlePlaceId: z.string().trim().max(200).nullish(),
    latitude: z.number().min(-90).max(90).nullish(),
    longitude: z.number().min(-180).max(180).nullish(),
  })
  .refine((value) => value.countryCode !== undefined || value.country !== undefined, {
    path: ['countryCode'],
    message: 'countryCode is required',
  })
  // The country's own rules: an assigned ISO code, the fields it requires, its postal-code format.
  .superRefine((value, ctx) => {
    const countryCode = value.countryCode ?? value.country;
    if (countryCode === undefined) return;
    // An unknown country is already the country code's own error.
    for (const problem of addressProblems({ ...value, countryCode }).filter(
      (p) => p.rule !== 'unknownCountry',
    )) {
      ctx.addIssue({
        code: 'custom',
        path: [problem.field],
        params: { rule: problem.rule },
        message: addressProblemMessages[problem.rule],
      });
    }
  });
export type AddressInput = z.input<typeof addressInputSchema>;

/** Onboarding address details (spec §3): `state` is cut to 3 characters (spec §5), province separate. */
export const addressDetailsSchema = z.object({
  country: countryCodeSchema,
  city: z.string().trim().min(1).max(100),
  street: z.string().trim().min(1).max(200),
  houseNumberOrName: z.string().trim().min(1).max(100),
  postalCode: z.string().trim().max(20),
  state: z
    .string()
    .trim()
    .overwrite((state) => state.slice(0, ADDRESS_STATE_MAX_LENGTH))
    .nullish(),
  province: z.string().trim().max(100).nullish(),
});
export type AddressDetails = z.infer<typeof addressDetailsSchema>;
