import type { FastifyInstance } from 'fastify';
import {
  getAppSettings,
  getCookieConsentSettings,
  getHostConfig,
  getPublicSettings,
  getUiTranslations,
} from '@hostdeck/contract/public/public.endpoints';
import type { AppConfig } from '../../app/config';
import { registerEndpoint } from '../../app/register-endpoint';
import {
  buildAppSettings,
  buildCookieConsentSettings,
  buildHostConfig,
  buildPublicSettings,
  buildUiTranslations,
} from './public.service';

export function registerPublicRoutes(app: FastifyInstance, { config }: { config: AppConfig }): void {
  registerEndpoint(app, getHostConfig, async ({ params }) => buildHostConfig(config, params.hostname));
  registerEndpoint(app, getAppSettings, async ({ query }) => buildAppSettings(config, query.hl));
  registerEndpoint(app, getPublicSettings, async () => buildPublicSettings(config));
  registerEndpoint(app, getUiTranslations, async ({ query }) =>
    buildUiTranslations(query.hl, query.ns?.split(',')),
  );
  registerEndpoint(app, getCookieConsentSettings, async ({ query }) => buildCookieConsentSettings(query.hl));
}
