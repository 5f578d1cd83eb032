import { boolean, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type {
  AccountSource,
  AppFeatures,
  CommercialModel,
  CommercialModelVariant,
  OnboardingStatus,
  UserRole,
  UserType,
} from '@hostdeck/contract/user/user.schemas';
import type { AppLocale } from '@hostdeck/contract/i18n/locale.schemas';

/**
 * Users: hosts and staff. Hosts carry every field user info answers with; the embedded identity
 * server authenticates against `email` + `passwordHash` (scrypt, see identity/passwords.ts).
 */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Stored lower-cased; unique. */
    email: text('email').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    role: text('role').$type<UserRole>().notNull().default('host'),
    type: text('type').$type<UserType>().notNull().default('individual'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    companyName: text('company_name'),
    alias: text('alias'),
    locale: text('locale').$type<AppLocale>().notNull().default('en-US'),
    status: text('status').$type<'active' | 'expired'>().notNull().default('active'),
    onboardingStatus: text('onboarding_status').$type<OnboardingStatus>().notNull().default('in_progress'),
    accountSource: text('account_source').$type<AccountSource>().notNull().default('registration'),
    commercialModel: text('commercial_model').$type<CommercialModel>().notNull().default('commission'),
    commercialModelVariant: text('commercial_model_variant').$type<CommercialModelVariant>(),
    kycInitiated: boolean('kyc_initiated').notNull().default(false),
    isCoinSubscriptionEnabled: boolean('is_coin_subscription_enabled').notNull().default(false),
    appFeatures: jsonb('app_features').$type<AppFeatures>().notNull(),
    imageUrls: jsonb('image_urls').$type<string[]>().notNull().default([]),
    aboutHost: text('about_host'),
    hostLanguages: jsonb('host_languages').$type<string[]>().notNull().default([]),
    sendInquirySms: boolean('send_inquiry_sms').notNull().default(false),
    showPhoneNumberOnOffer: boolean('show_phone_number_on_offer').notNull().default(false),
    secondaryPhone: text('secondary_phone'),
    secondaryPhoneType: text('secondary_phone_type').$type<'mobile' | 'landline'>(),
    phoneForGuests: text('phone_for_guests'),
    phoneForSms: text('phone_for_sms'),
    marketingConsent: boolean('marketing_consent').notNull().default(false),
    phone: text('phone'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('users_role_idx').on(t.role)],
);

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
