import type { AppLocale } from '@hostdeck/contract/i18n/locale.schemas';
import type { HostConfig } from '@hostdeck/contract/public/public.schemas';
import type { I18n } from '@/shared/i18n/create-i18n';
import { startTransition, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { I18nProvider } from '@/shared/i18n/i18n-provider';
import { setActiveLocale } from '@/shared/i18n/active-locale';
import { createI18n } from '@/shared/i18n/create-i18n';
import { initialLocale, rememberLocale } from '@/shared/i18n/locale-preference';
import { setApiBaseUrl } from '@/shared/api/api-client';
import { startAuthEarly } from '@/app/auth/auth-provider';
import { readInlineHostConfig, readInlineStartupSettings } from './inline-page-data';
import { StartupContext } from './startup-context';
import {
  loadLocaleSettings,
  loadNamespaces,
  pickLocale,
  runStartup,
  type StartupData,
} from './startup-sequence';
import { StartupSpinner } from './startup-spinner';
import { UnexpectedErrorScreen } from './unexpected-error-screen';
import { useStaleTabReload } from './stale-tab-reload';

type ReadyData = StartupData & { openedAt: number };
type StartupState =
  { phase: 'loading' } | { phase: 'failed' } | { phase: 'ready'; data: ReadyData; i18n: I18n };

export type StartupRunner = (input: { signal: AbortSignal }) => Promise<StartupData>;

let earlyStartup: Promise<StartupData> | null = null;

/** What the page knows at once, before start-up has answered (see {@link beginStartup}). */
export interface EarlyStart {
  /** The config the server wrote into the page; null when start-up has to fetch it. */
  hostConfig: HostConfig | null;
  /** The language the early calls speak; start-up may settle on another (the platform decides). */
  locale: AppLocale;
  startup: Promise<StartupData>;
}

/**
 * Sends the start-up calls before React renders anything (main.tsx, through the router's
 * `startFirstPage`), so they are on the wire while the rest of the bundle evaluates; the first
 * page's namespaces come in the same translations call. With the config in the page, the API
 * origin is known at once, so the first page's own calls can go out beside these. The gate picks
 * up the same answers.
 */
export function beginStartup(pageNamespaces: readonly string[] = []): EarlyStart {
  const hostname = window.location.hostname;
  const hostConfig = readInlineHostConfig(hostname);
  const preferredLocale = initialLocale();
  const locale = pickLocale(preferredLocale);
  if (hostConfig) {
    setApiBaseUrl(hostConfig.apiBaseUrl);
    startAuthEarly(hostConfig);
  }
  // Calls made before start-up has answered ask for the language start-up asks for.
  setActiveLocale(locale);
  earlyStartup ??= runStartup({
    hostname,
    preferredLocale,
    hostConfig,
    startupSettings: readInlineStartupSettings(),
    pageNamespaces,
  });
  // The gate reports a failure when it reads the promise; until then it is not unhandled.
  earlyStartup.catch(() => undefined);
  return { hostConfig, locale, startup: earlyStartup };
}

const browserStartup: StartupRunner = ({ signal }) =>
  earlyStartup ??
  runStartup({
    hostname: window.location.hostname,
    preferredLocale: initialLocale(),
    hostConfig: readInlineHostConfig(window.location.hostname),
    startupSettings: readInlineStartupSettings(),
    signal,
  });

function ReadyApp({
  data,
  i18n,
  onSettings,
  children,
}: {
  data: ReadyData;
  i18n: I18n;
  onSettings: (next: Pick<ReadyData, 'locale' | 'appSettings' | 'cookieConsentSettings'>) => void;
  children: ReactNode;
}) {
  useStaleTabReload(data.openedAt);
  const switchLocale = useCallback(
    async (locale: AppLocale) => {
      if (locale === i18n.language) return;
      // The new language's texts and labelled settings first; only when they are in does the page
      // change language (and the API's Accept-Language with it). A failure is logged and leaves
      // the page as it was, in a language the host can read, and the caller says so.
      const [settings] = await Promise.all([loadLocaleSettings(locale), i18n.loadLanguages(locale)]);
      const loaded = i18n.namespaces.every((ns) => i18n.hasResourceBundle(locale, ns));
      if (!loaded) {
        console.error(`[i18n] the ${locale} texts could not be loaded`);
        throw new Error(`the ${locale} texts could not be loaded`);
      }
      setActiveLocale(locale);
      rememberLocale(locale);
      await i18n.changeLanguage(locale);
      onSettings({ locale, ...settings });
    },
    [i18n, onSettings],
  );
  const value = useMemo(() => ({ ...data, switchLocale }), [data, switchLocale]);
  return (
    <StartupContext.Provider value={value}>
      <I18nProvider i18n={i18n}>{children}</I18nProvider>
    </StartupContext.Provider>
  );
}

/**
 * App start: loading, then ready or failed. Children render only once the host config,
 * settings, translations and cookie-consent settings are in, so every page can read them.
 */
export function StartupGate({
  children,
  run = browserStartup,
}: {
  children: ReactNode;
  run?: StartupRunner;
}) {
  const [state, setState] = useState<StartupState>({ phase: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    const openedAt = Date.now();
    run({ signal: controller.signal })
      .then((data) => {
        const i18n = createI18n(data.locale, data.translations.resources, loadNamespaces);
        setActiveLocale(data.locale);
        // The app's first render (the shell and the first page, some 180 components) as a
        // transition: React renders it in slices of a few milliseconds between which the
        // browser can run other work, instead of in one long task.
        if (!controller.signal.aborted)
          startTransition(() => setState({ phase: 'ready', data: { ...data, openedAt }, i18n }));
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        // Always reported, even a 404: a missing config file is a broken deployment, not a normal answer.
        console.error('[hostdeck] start-up failed', error);
        setState({ phase: 'failed' });
      });
    return () => controller.abort();
  }, [run]);

  const onSettings = useCallback(
    (next: Pick<ReadyData, 'locale' | 'appSettings' | 'cookieConsentSettings'>) =>
      setState((current) =>
        current.phase === 'ready' ? { ...current, data: { ...current.data, ...next } } : current,
      ),
    [],
  );

  if (state.phase === 'loading') return <StartupSpinner />;
  if (state.phase === 'failed') return <UnexpectedErrorScreen />;
  return (
    <ReadyApp data={state.data} i18n={state.i18n} onSettings={onSettings}>
      {children}
    </ReadyApp>
  );
}
