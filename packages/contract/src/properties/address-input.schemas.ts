import { z } from 'zod';
import { ADDRESS_STATE_MAX_LENGTH } from '../constants';
import { addressProblems, isIsoCountryCode, type AddressProblem, type AddressRule } from './address.rules';

/** English, for logs; clients translate the rule's name. */
const addressProblemMessages: Record<AddressRule, string> = {
  unknownCountry: 'Expected an ISO 3166-1 alpha-2 country code.',
  requiredInCountry: 'This field is required for addresses in this country.',
  postalCodeFormat: 'This postal code does not have the format of its country.',
};

// Overwrites (trim, upper case, cut) keep the type, so the same schema also encodes responses.
/** An assigned ISO 3166-1 alpha-2 code, any case, stored upper case. */
export const countryCodeSchema = z
  .string()
  .trim()
  // Text that is no code at all gets one error, not a second for being no country.
  .regex(/^[A-Za-z]{2}$/, { message: 'Expected an ISO 3166-1 alpha-2 country code', abort: true })
  .refine(isIsoCountryCode, {
    params: { rule: 'unknownCountry' },
    message: 'Expected an ISO 3166-1 alpha-2 country code',
  })
  .toUpperCase();

/**
 * The address form: countryCode, city, street and houseNumberOrName are required; the
 * rest depends on the country. `country` is accepted as an alias of `countryCode`.
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

/** Onboarding field names where they differ from the property address's. */
const detailsFieldNames: Partial<Record<AddressProblem['field'], string>> = {
  countryCode: 'country',
  stateOrProvince: 'state',
};

/**
 * Onboarding address details: `state` is cut to 3 characters, province separate. The country's rules
 * are the property address's: the fields it requires and its postal-code format.
 */
export const addressDetailsSchema = z
  .object({
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
  })
  .superRefine((value, ctx) => {
    const problems = addressProblems({
      countryCode: value.country,
      stateOrProvince: value.state ?? value.province,
      city: value.city,
      street: value.street,
      houseNumberOrName: value.houseNumberOrName,
      postalCode: value.postalCode,
    });
    // An unknown country is already the country code's own error.
    for (const problem of problems.filter((p) => p.rule !== 'unknownCountry')) {
      ctx.addIssue({
        code: 'custom',
        path: [detailsFieldNames[problem.field] ?? problem.field],
        params: { rule: problem.rule },
        message: addressProblemMessages[problem.rule],
      });
    }
  });
export type AddressDetails = z.infer<typeof addressDetailsSchema>;

/** PUT /api/app/properties/{id}/location/{action}: the property's address as the host entered it. */
export const saveLocationBodySchema = z.object({ location: addressInputSchema }).strict();
export type SaveLocationBody = z.input<typeof saveLocationBodySchema>;
