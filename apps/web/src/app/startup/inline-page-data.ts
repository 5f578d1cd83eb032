import { HOST_CONFIG_ELEMENT_ID, STARTUP_SETTINGS_ELEMENT_ID } from '@hostdeck/contract/constants';
import type { HostConfig, StartupSettings } from '@hostdeck/contract/public/public.schemas';

// The server writes into the page it serves (web-app.plugin.ts) the same host config
// `/config/{hostname}.json` answers, and the public start-up answers (app settings, settings,
// cookie consent, the start-up namespaces' translations) in the browser's language, so start-up
// need not wait for those calls before the first paint. A data block (`type="application/json"`) is never run, so the content security
// policy needs no exception for it. Neither is checked against its schema here (zod is not part of
// the first screen's code): a block that lacks what start-up reads is ignored, and start-up calls.

function readDataBlock(id: string, doc: Document): unknown {
  const text = doc.getElementById(id)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/**
 * The host config the page came with, or null: a page without one (the dev server's), one that
 * does not parse, or one written for another hostname makes start-up fetch the file as before.
 */
export function readInlineHostConfig(hostname: string, doc: Document = document): HostConfig | null {
  const config = readDataBlock(HOST_CONFIG_ELEMENT_ID, doc);
  const usable =
    isObject(config) &&
    config.hostname === hostname &&
    typeof config.apiBaseUrl === 'string' &&
    isObject(config.auth);
  return usable ? (config as unknown as HostConfig) : null;
}

/**
 * The public start-up answers the page came with, or null (the dev server's page has none; one
 * that does not parse or lacks a part is ignored, and start-up makes those calls).
 */
export function readInlineStartupSettings(doc: Document = document): StartupSettings | null {
  const settings = readDataBlock(STARTUP_SETTINGS_ELEMENT_ID, doc);
  const usable =
    isObject(settings) &&
    typeof settings.locale === 'string' &&
    isObject(settings.appSettings) &&
    isObject(settings.publicSettings) &&
    Array.isArray(settings.publicSettings.supportedLocales) &&
    isObject(settings.cookieConsentSettings) &&
    Array.isArray(settings.cookieConsentSettings.categories) &&
    isObject(settings.translations) &&
    settings.translations.locale === settings.locale &&
    isObject(settings.translations.resources);
  return usable ? (settings as unknown as StartupSettings) : null;
}
