import { z } from 'zod';
import { isoDateSchema } from '../http/query.schemas';
import { addressDetailsSchema, countryCodeSchema } from '../properties/address-input.schemas';
import { duplicateItemsIssue, hasDuplicates } from '../validation/list.rules';
import { isPlausiblePhoneNumber, phoneNumberIssue } from '../validation/phone.rules';
import { isEuMemberState, isPlausibleBirthDate } from './details.rules';
import { verificationStatusSchema } from '../verification/verification.schemas';
import { verificationTierSchema } from '../user/user.schemas';

// Onboarding: individual details, business (company) details, bank accounts, documents, configuration.
const name = z.string().trim().min(1).max(100);
const email = z.string().trim().email().max(254);
const phone = z.string().trim().min(3).max(32).refine(isPlausiblePhoneNumber, phoneNumberIssue);

export const individualDetailsSchema = z.object({
  firstName: name,
  lastName: name,
  email,
  phoneNumber: phone.nullish(),
  dateOfBirth: isoDateSchema
    .refine((date) => isPlausibleBirthDate(date), {
      params: { rule: 'dateOfBirth' },
      message: 'Expected a date of birth in the past, after 1900.',
    })
    .nullish(),
  nationality: countryCodeSchema.nullish(),
  address: addressDetailsSchema.nullish(),
});
export type IndividualDetails = z.infer<typeof individualDetailsSchema>;

export const taxIdentificationSchema = z.object({
  id: z.string().trim().min(1).max(64),
  countryIsoCode: countryCodeSchema,
});
export type TaxIdentification = z.infer<typeof taxIdentificationSchema>;

export const companyPersonSchema = z.object({ firstName: name, lastName: name, email: email.nullish() });
export type CompanyPerson = z.infer<typeof companyPersonSchema>;

/** Company details. principalAddress may be replaced by sameAddress; company phone type is mobile. */
export const businessDetailsSchema = z
  .object({
    legalBusinessName: z.string().trim().min(1).max(200),
    accountEmail: email,
    phoneNumber: phone,
    phoneType: z.literal('mobile').default('mobile'),
    address: addressDetailsSchema,
    sameAddress: z.boolean().default(false),
    principalAddress: addressDetailsSchema.nullish(),
    // One tax identification per country of tax residence.
    taxIdentifications: z
      .array(taxIdentificationSchema)
      .max(10)
      .refine((ids) => !hasDuplicates(ids, (id) => id.countryIsoCode), {
        params: { rule: 'taxCountryRepeated' },
        message: 'Give one tax identification per country.',
      }),
    countryWithoutTaxId: countryCodeSchema.nullish(),
    vatId: z.string().trim().max(32).nullish(),
    userWithoutVatId: z.boolean().default(false),
    shareholders: z.array(companyPersonSchema).max(20),
    signatories: z.array(companyPersonSchema).max(20),
    euMemberStates: z
      .array(
        countryCodeSchema.refine(isEuMemberState, {
          params: { rule: 'notEuMemberState' },
          message: 'Expected the country code of an EU member state.',
        }),
      )
      .max(30)
      .refine((codes) => !hasDuplicates(codes), duplicateItemsIssue),
    euPermanentEstablishment: z.boolean(),
  })
  .refine((value) => value.sameAddress || value.principalAddress != null, {
    path: ['principalAddress'],
    message: 'principalAddress is required unless sameAddress',
  })
  .refine((value) => value.userWithoutVatId || (value.vatId ?? '') !== '', {
    path: ['vatId'],
    message: 'vatId is required unless userWithoutVatId',
  });
export type BusinessDetails = z.infer<typeof businessDetailsSchema>;

export const bankAccountSchema = z.object({
  id: z.string().optional(),
  holderName: z.string().trim().min(1).max(140),
  iban: z
    .string()
    .transform((value) => value.replace(/\s+/g, '').toUpperCase())
    .pipe(z.string().regex(/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/, 'Not an IBAN')),
  bic: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9]{8}([A-Za-z0-9]{3})?$/)
    .nullish(),
  currency: z.string().length(3),
});
export type BankAccount = z.infer<typeof bankAccountSchema>;
export const bankAccountsSchema = z.object({ bankAccounts: z.array(bankAccountSchema).max(5) });
export type BankAccounts = z.infer<typeof bankAccountsSchema>;

export const onboardingDocumentTypeSchema = z.enum([
  'id_front',
  'id_back',
  'passport',
  'company_registration',
  'proof_of_address',
  'bank_statement',
]);
export type OnboardingDocumentType = z.infer<typeof onboardingDocumentTypeSchema>;

export const onboardingDocumentSchema = z.object({
  id: z.string(),
  type: onboardingDocumentTypeSchema,
  fileName: z.string(),
  uploadedAt: z.string(),
});
export type OnboardingDocument = z.infer<typeof onboardingDocumentSchema>;

/** The non-file fields of documentUpload; files arrive as `documents[0][file]` parts (indexed arrays). */
export const documentUploadFieldsSchema = z.object({
  documents: z
    .array(z.object({ type: onboardingDocumentTypeSchema }))
    .min(1)
    .max(10),
});

export const onboardingConfigurationSchema = z.object({
  verificationTier: verificationTierSchema,
  verificationStatus: verificationStatusSchema,
  countries: z.array(z.string().length(2)),
  documentTypes: z.array(onboardingDocumentTypeSchema),
  maxDocumentBytes: z.number().int().min(1),
  documents: z.array(onboardingDocumentSchema),
});
export type OnboardingConfiguration = z.infer<typeof onboardingConfigurationSchema>;
