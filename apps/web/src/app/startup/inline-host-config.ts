import { HOST_CONFIG_ELEMENT_ID } from '@hostdeck/contract/constants';
import type { HostConfig } from '@hostdeck/contract/public/public.schemas';

// The server writes into the page it serves (web-app.plugin.ts) the same host config
// `/config/{hostname}.json` answers, so start-up need not wait one round trip for it before it can
// ask for anything else. A data block (`type="application/json"`) is never run, so the content
// security policy needs no exception for it.

/**
 * The host config the page came with, or null: a page without one (the dev server's), one that
 * does not parse, or one written for another hostname makes start-up fetch the file as before.
 */
export function readInlineHostConfig(hostname: string, doc: Document = document): HostConfig | null {
  const text = doc.getElementById(HOST_CONFIG_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const config = JSON.parse(text) as Partial<HostConfig> | null;
    const usable =
      config !== null &&
      typeof config === 'object' &&
      config.hostname === hostname &&
      typeof config.apiBaseUrl === 'string' &&
      typeof config.auth === 'object' &&
      config.auth !== null;
    return usable ? (config as HostConfig) : null;
  } catch {
    return null;
  }
}
