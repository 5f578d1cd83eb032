import { z } from 'zod';
import { appLocaleSchema } from '../i18n/locale.schemas';
import {
  canonicalLanguageCode,
  isKnownLanguageCode,
  unknownLanguageIssue,
} from '../validation/language.rules';
import { duplicateItemsIssue, hasDuplicates } from '../validation/list.rules';
import { isPlausiblePhoneNumber, phoneNumberIssue } from '../validation/phone.rules';
import { normalisePhoneNumber } from './user.rules';

// User info
export const userTypeSchema = z.enum(['company', 'individual', 'private']);
export type UserType = z.infer<typeof userTypeSchema>;

export const userRoleSchema = z.enum(['host', 'staff']);
export type UserRole = z.infer<typeof userRoleSchema>;

export const userStatusSchema = z.enum(['active', 'expired']);
export const onboardingStatusSchema = z.enum(['in_progress', 'finished']);
export type OnboardingStatus = z.infer<typeof onboardingStatusSchema>;

/** How the account came to us; `migrated` accounts see the welcome tour. */
export const accountSourceSchema = z.enum(['registration', 'migrated', 'staff_created']);
export type AccountSource = z.infer<typeof accountSourceSchema>;

export const commercialModelSchema = z.enum(['subscription', 'commission', 'hybrid']);
export type CommercialModel = z.infer<typeof commercialModelSchema>;
export const DEFAULT_COMMERCIAL_MODEL: CommercialModel = 'commission';

export const commercialModelVariantSchema = z.enum([
  'split',
  'host_only',
  'subscription',
  'subscription_2',
  'host_only_14_5',
  'hybrid_3',
  'hybrid_7',
  'hybrid_13',
  'hybrid_19',
]);
export type CommercialModelVariant = z.infer<typeof commercialModelVariantSchema>;

export const verificationTierSchema = z.enum(['Business', 'Individual']);

export const phoneTypeSchema = z.enum(['mobile', 'landline']);

export const appFeaturesSchema = z.object({
  bookingsAvailable: z.boolean(),
  bookingsViewAvailable: z.boolean(),
  commissionApplicable: z.boolean(),
  inquiriesAvailable: z.boolean(),
  inquiriesViewAvailable: z.boolean(),
  subscriptionApplicable: z.boolean(),
  isSubscriptionCheckoutAvailable: z.boolean(),
  isB2B: z.boolean(),
});
export type AppFeatures = z.infer<typeof appFeaturesSchema>;

const phoneSchema = z.string().trim().max(32).nullable();

/** The host fields a host may edit; PATCH /api/app/user/info. */
export const editableUserFieldsSchema = z.object({
  aboutHost: z.string().trim().max(2000).nullable(),
  hostLanguages: z.array(z.string().trim().min(2).max(8)).max(20),
  sendInquirySms: z.boolean(),
  showPhoneNumberOnOffer: z.boolean(),
  secondaryPhone: phoneSchema,
  secondaryPhoneType: phoneTypeSchema.nullable(),
  phoneForGuests: phoneSchema,
  phoneForSms: phoneSchema,
  marketingConsent: z.boolean(),
  phone: phoneSchema,
});
export type EditableUserFields = z.infer<typeof editableUserFieldsSchema>;

export const userInfoSchema = editableUserFieldsSchema.extend({
  userId: z.string(),
  role: userRoleSchema,
  type: userTypeSchema,
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  companyName: z.string().nullable(),
  alias: z.string().nullable(),
  email: z.string(),
  locale: appLocaleSchema,
  status: userStatusSchema,
  onboardingStatus: onboardingStatusSchema,
  accountSource: accountSourceSchema,
  sessionId: z.string().nullable(),
  commercialModel: commercialModelSchema,
  commercialModelVariant: commercialModelVariantSchema.nullable(),
  isImpersonating: z.boolean(),
  kycInitiated: z.boolean(),
  imageUrls: z.array(z.string()),
  isCoinSubscriptionEnabled: z.boolean(),
  appFeatures: appFeaturesSchema,
});
export type UserInfo = z.infer<typeof userInfoSchema>;

/**
 * PATCH /api/app/user/info body: any subset of the editable fields, plus the locale.
 * Phones without a digit become null (the inquiry customer rule, applied to every phone we store);
 * any other text must read as a phone number.
 */
const phoneInputSchema = phoneSchema
  .transform(normalisePhoneNumber)
  .pipe(z.string().refine(isPlausiblePhoneNumber, phoneNumberIssue).nullable());

/** Languages the host speaks: known language codes, each once (`EN` and `en` are the same one). */
const hostLanguagesInputSchema = z
  .array(z.string().trim().overwrite(canonicalLanguageCode).refine(isKnownLanguageCode, unknownLanguageIssue))
  .max(20)
  .refine((codes) => !hasDuplicates(codes), duplicateItemsIssue);

export const updateUserInfoBodySchema = editableUserFieldsSchema
  .extend({
    locale: appLocaleSchema,
    hostLanguages: hostLanguagesInputSchema,
    secondaryPhone: phoneInputSchema,
    phoneForGuests: phoneInputSchema,
    phoneForSms: phoneInputSchema,
    phone: phoneInputSchema,
  })
  .partial()
  .strict();
export type UpdateUserInfoBody = z.infer<typeof updateUserInfoBodySchema>;

// User interactions
export const userInteractionTypeSchema = z.enum([
  'welcome_tour_seen',
  'preview_info_dismissed',
  'maintenance_banner_dismissed',
  'guest_profile_intro_seen',
  'bulk_switch_modal_seen',
  /** The listing's verification/info step: the host read what verification asks and when. */
  'verification_info_acknowledged',
]);
export type UserInteractionType = z.infer<typeof userInteractionTypeSchema>;

export const userInteractionSchema = z.object({
  interactionType: userInteractionTypeSchema,
  createdAt: z.string(),
  interacted: z.boolean(),
});
export type UserInteraction = z.infer<typeof userInteractionSchema>;

/** Each type once per call: two answers for one type would leave which one counts to chance. */
export const putUserInteractionBodySchema = z
  .object({
    interactions: z
      .array(z.object({ interactionType: userInteractionTypeSchema, interacted: z.boolean() }).strict())
      .min(1)
      .max(20)
      .refine((items) => !hasDuplicates(items, (item) => item.interactionType), duplicateItemsIssue),
  })
  .strict();
export type PutUserInteractionBody = z.infer<typeof putUserInteractionBodySchema>;
