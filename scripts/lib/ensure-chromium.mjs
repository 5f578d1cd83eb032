// Browser tests drive Debian's Chromium (Playwright's own download does not work on these machines).
import { existsSync } from 'node:fs';
import { aptInstall, isMain } from './process.mjs';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Headless, and quiet: the closed network refuses the browser's own background calls. */
export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export async function ensureChromium() {
  if (existsSync(chromiumPath)) return chromiumPath;
  console.info(`[chromium] ${chromiumPath} is missing: apt-get install -y chromium`);
  await aptInstall(['chromium'], `Chromium is needed for the browser tests and ${chromiumPath} is missing.`);
  if (!existsSync(chromiumPath))
    throw new Error(`chromium was installed but ${chromiumPath} is still missing`);
  return chromiumPath;
}

if (isMain(import.meta.url)) {
  ensureChromium().catch((error) => {
    console.error(`[chromium] ${error.message}`);
    process.exit(1);
  });
}
