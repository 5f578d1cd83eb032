import { z } from 'zod';
import { appLocaleSchema } from '../i18n/locale.schemas';

/** GET /config/{hostname}.json: per-host configuration read first at start-up. */
export const hostConfigSchema = z.object({
  hostname: z.string(),
  productTitle: z.string(),
  /** Origin of the API; '' means same origin. */
  apiBaseUrl: z.string(),
  auth: z.object({
    /** OpenID Connect issuer (authority) URL. */
    authority: z.string(),
    clientId: z.string(),
    scope: z.string(),
    /** The API's audience, sent as the resource indicator. */
    audience: z.string(),
    usePkce: z.boolean(),
    redirectPath: z.string(),
    silentRedirectPath: z.string(),
    postLogoutRedirectPath: z.string(),
    /** Where to register and change the password; login goes through the authorization endpoint. */
    registerUrl: z.string(),
    accountPasswordUrl: z.string(),
  }),
  features: z.object({
    helpCenterLink: z.boolean(),
    overviewPage: z.boolean(),
    earningDetails: z.boolean(),
    onRequestWarning: z.boolean(),
    opportunitiesTab: z.boolean(),
    messaging: z.boolean(),
  }),
  /** Third-party scripts; off by default, loaded only when named here and consent allows. */
  thirdParty: z.object({
    tagManagerId: z.string().nullable(),
    fraudDetectionKey: z.string().nullable(),
    sessionRecordingKey: z.string().nullable(),
    referralWidgetProductId: z.string().nullable(),
    videoPlayer: z.boolean(),
  }),
});
export type HostConfig = z.infer<typeof hostConfigSchema>;

export const measurementUnitSchema = z.enum(['metric', 'imperial']);
export type MeasurementUnit = z.infer<typeof measurementUnitSchema>;

/** GET /api/public/app-settings?hl=: currency, measurement units, help-centre and landing links. */
export const appSettingsSchema = z.object({
  defaultCurrency: z.string().length(3),
  measurementUnits: z.array(measurementUnitSchema),
  helpCenterUrls: z.object({ helpCenter: z.string() }),
  landingUrl: z.string(),
  whatsappNumber: z.string().nullable(),
});
export type AppSettings = z.infer<typeof appSettingsSchema>;

export const maintenanceWindowSchema = z.object({
  id: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
});
export type MaintenanceWindow = z.infer<typeof maintenanceWindowSchema>;

/** GET /api/public/settings: platform switches that are not per host. */
export const publicSettingsSchema = z.object({
  maintenance: maintenanceWindowSchema.nullable(),
  mobileOverviewEnabled: z.boolean(),
  supportedLocales: z.array(appLocaleSchema),
});
export type PublicSettings = z.infer<typeof publicSettingsSchema>;

/** A nested dictionary of translation strings. */
export type TranslationTree = { [key: string]: string | TranslationTree };
export const translationTreeSchema: z.ZodType<TranslationTree> = z.lazy(() =>
  z.record(z.string(), z.union([z.string(), translationTreeSchema])),
);

export const uiTranslationsSchema = z.object({
  locale: appLocaleSchema,
  /** One tree per namespace (a namespace per feature, STYLE.md). */
  resources: z.record(z.string(), translationTreeSchema),
});
export type UiTranslations = z.infer<typeof uiTranslationsSchema>;

export const cookieStorageTypeSchema = z.enum(['cookie', 'local_storage', 'session_storage']);
export const cookieCategoryIdSchema = z.enum(['functional', 'analytics', 'marketing']);

export const cookieConsentSettingsSchema = z.object({
  locale: appLocaleSchema,
  categories: z.array(
    z.object({
      id: cookieCategoryIdSchema,
      title: z.string(),
      description: z.string(),
      /** Functional cookies are fixed: always on, not a choice. */
      required: z.boolean(),
      cookies: z.array(
        z.object({
          name: z.string(),
          title: z.string(),
          description: z.string(),
          ttlSeconds: z.number().int().nullable(),
          storageType: cookieStorageTypeSchema,
        }),
      ),
    }),
  ),
});
export type CookieConsentSettings = z.infer<typeof cookieConsentSettingsSchema>;

/**
 * What the server writes into the app's page beside the host config: the public start-up answers
 * (the same the app settings, settings and cookie-consent calls give) in the language the page
 * request asked for, so the app's first paint waits for none of those calls.
 */
export const startupSettingsSchema = z.object({
  /** The language the app settings, the cookie-consent texts and the translations are in. */
  locale: appLocaleSchema,
  appSettings: appSettingsSchema,
  publicSettings: publicSettingsSchema,
  cookieConsentSettings: cookieConsentSettingsSchema,
  /** The start-up namespaces (i18n/startup-namespaces.ts), as the translations call answers them. */
  translations: uiTranslationsSchema,
});
export type StartupSettings = z.infer<typeof startupSettingsSchema>;

export const hlQuerySchema = z.object({ hl: z.string().max(10).optional() });

/**
 * GET /api/public/ui-translations query: the locale, and optionally which namespaces
 * (comma-separated, e.g. `common,shell`): a page loads the ones it shows, not all of them.
 * Names the server does not know are left out of the answer.
 */
export const uiTranslationsQuerySchema = hlQuerySchema.extend({
  ns: z
    .string()
    .max(400)
    .regex(/^[A-Za-z]+(,[A-Za-z]+)*$/, 'Namespaces are names separated by commas.')
    .optional(),
});
