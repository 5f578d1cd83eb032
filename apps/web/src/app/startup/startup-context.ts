import type { AppLocale } from '@hostdeck/contract/i18n/locale.schemas';
import type { AppSettings, HostConfig, PublicSettings } from '@hostdeck/contract/public/public.schemas';
import { createContext, useContext } from 'react';
import type { StartupData } from './startup-sequence';

export interface StartupContextValue extends StartupData {
  /** When this page load started (ms since epoch); the 12-hour reload rule counts from here. */
  openedAt: number;
  /**
   * Shows the app in another language at once, without a reload: the loaded namespaces and the
   * settings that carry labels come again in it, and this device remembers it.
   */
  switchLocale: (locale: AppLocale) => Promise<void>;
}

export const StartupContext = createContext<StartupContextValue | null>(null);

function useStartup(): StartupContextValue {
  const value = useContext(StartupContext);
  if (!value)
    throw new Error('Start-up data is read inside <StartupGate> only (src/app/startup/startup-gate.tsx).');
  return value;
}

export function useHostConfig(): HostConfig {
  return useStartup().hostConfig;
}

export function useAppSettings(): AppSettings {
  return useStartup().appSettings;
}

export function usePublicSettings(): PublicSettings {
  return useStartup().publicSettings;
}

/** The language shown now and the way to change it (the account menu, the account's own locale). */
export function useLocaleSwitch(): Pick<StartupContextValue, 'locale' | 'switchLocale'> {
  const { locale, switchLocale } = useStartup();
  return { locale, switchLocale };
}
