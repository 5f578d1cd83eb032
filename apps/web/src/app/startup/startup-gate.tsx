import type { i18n as I18n } from 'i18next';
import { useEffect, useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '@/shared/i18n/create-i18n';
import { StartupContext, type StartupContextValue } from './startup-context';
import { runStartup, type StartupData } from './startup-sequence';
import { StartupSpinner } from './startup-spinner';
import { UnexpectedErrorScreen } from './unexpected-error-screen';
import { useStaleTabReload } from './stale-tab-reload';

type StartupState =
  { phase: 'loading' } | { phase: 'failed' } | { phase: 'ready'; value: StartupContextValue; i18n: I18n };

export type StartupRunner = (input: { signal: AbortSignal }) => Promise<StartupData>;

let earlyStartup: Promise<StartupData> | null = null;

/**
 * Sends the start-up calls before React renders anything (main.tsx calls it first thing), so they
 * are on the wire while the rest of the bundle evaluates. The gate picks up the same answers.
 */
export function beginStartup(): void {
  earlyStartup ??= runStartup({ hostname: window.location.hostname, browserLanguage: navigator.language });
  // The gate reports a failure when it reads the promise; until then it is not unhandled.
  earlyStartup.catch(() => undefined);
}

const browserStartup: StartupRunner = ({ signal }) =>
  earlyStartup ??
  runStartup({ hostname: window.location.hostname, browserLanguage: navigator.language, signal });

function ReadyApp({
  value,
  i18n,
  children,
}: {
  value: StartupContextValue;
  i18n: I18n;
  children: ReactNode;
}) {
  useStaleTabReload(value.openedAt);
  return (
    <StartupContext.Provider value={value}>
      <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
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
      .then(async (data) => {
        const i18n = await createI18n(data.locale, data.translations.resources);
        document.documentElement.lang = data.locale;
        if (!controller.signal.aborted) setState({ phase: 'ready', value: { ...data, openedAt }, i18n });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        // Always reported, even a 404: a missing config file is a broken deployment, not a normal answer.
        console.error('[hostdeck] start-up failed', error);
        setState({ phase: 'failed' });
      });
    return () => controller.abort();
  }, [run]);

  if (state.phase === 'loading') return <StartupSpinner />;
  if (state.phase === 'failed') return <UnexpectedErrorScreen />;
  return (
    <ReadyApp value={state.value} i18n={state.i18n}>
      {children}
    </ReadyApp>
  );
}
