import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { AuthProvider } from '@/app/auth/auth-provider';
import { StartupGate } from '@/app/startup/startup-gate';
import { createQueryClient } from '@/shared/api/query-client';
import { theme } from '@/shared/ui/theme';
import { usePageSettled } from '@/shared/ui/use-page-settled';
import { LocalisedTheme } from './localised-theme';
import { setUpStyleNonce } from './style-nonce';

// Once per page: the nonce does not change while the page lives.
const getStyleNonce = setUpStyleNonce();

// Toasts only ever follow something the host did, so their container (and its transitions) loads
// once the first page has settled. A toast shown before it mounts waits in the store and appears then.
const ToastHost = lazy(() => import('@/shared/ui/toast-host').then((m) => ({ default: m.ToastHost })));

function DeferredToastHost() {
  if (!usePageSettled()) return null;
  return (
    <Suspense fallback={null}>
      <ToastHost />
    </Suspense>
  );
}

/**
 * Order matters: Mantine first (the start-up screens use it), then start-up (config, settings,
 * translations), then server state and authentication, which both need the config.
 */
export function AppProviders({
  children,
  queryClient: given,
}: {
  children: ReactNode;
  /** main.tsx makes it before rendering, to preload the first page with the same route table. */
  queryClient?: QueryClient;
}) {
  const [queryClient] = useState(() => given ?? createQueryClient());
  return (
    <MantineProvider
      theme={theme}
      getStyleNonce={getStyleNonce}
      // The app is drawn in the light scheme only (the build drops the kit's dark rules), whatever
      // a stored preference says; and the provider writes all of the kit's variables itself, so the
      // stylesheet does not carry their defaults as well.
      forceColorScheme="light"
      deduplicateCssVariables={false}
    >
      <StartupGate>
        <LocalisedTheme>
          <QueryClientProvider client={queryClient}>
            <DeferredToastHost />
            <AuthProvider>{children}</AuthProvider>
          </QueryClientProvider>
        </LocalisedTheme>
      </StartupGate>
    </MantineProvider>
  );
}
