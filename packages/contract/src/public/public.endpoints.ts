import { z } from 'zod';
import { defineEndpoint } from '../http/endpoint';
import {
  appSettingsSchema,
  cookieConsentSettingsSchema,
  hlQuerySchema,
  uiTranslationsQuerySchema,
  hostConfigSchema,
  publicSettingsSchema,
  uiTranslationsSchema,
} from './public.schemas';

export const getHostConfig = defineEndpoint({
  method: 'GET',
  path: '/config/:hostname.json',
  access: 'public',
  shape: 'designed',
  summary: 'Per-host configuration: API origin, identity server, feature flags, third-party switches.',
  params: z.object({ hostname: z.string().min(1).max(253) }),
  response: hostConfigSchema,
});

export const getAppSettings = defineEndpoint({
  method: 'GET',
  path: '/api/public/app-settings',
  access: 'public',
  shape: 'spec',
  summary: 'Currency, measurement units and help-centre address for a locale.',
  query: hlQuerySchema,
  response: appSettingsSchema,
});

export const getPublicSettings = defineEndpoint({
  method: 'GET',
  path: '/api/public/settings',
  access: 'public',
  shape: 'designed',
  summary: 'Platform settings: maintenance window, mobile overview switch, supported locales.',
  response: publicSettingsSchema,
});

export const getUiTranslations = defineEndpoint({
  method: 'GET',
  path: '/api/public/ui-translations',
  access: 'public',
  shape: 'designed',
  summary:
    'UI strings for a locale, all namespaces or the ones asked for (unsupported locales fall back to en-US).',
  query: uiTranslationsQuerySchema,
  response: uiTranslationsSchema,
});

export const getCookieConsentSettings = defineEndpoint({
  method: 'GET',
  path: '/api/public/cookie-consent-settings',
  access: 'public',
  shape: 'designed',
  summary: 'Cookie categories and the cookies in each, translated.',
  query: hlQuerySchema,
  response: cookieConsentSettingsSchema,
});
