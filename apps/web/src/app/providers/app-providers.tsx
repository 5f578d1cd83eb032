import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { AuthProvider } from '@/app/auth/auth-provider';
import { StartupGate } from '@/app/startup/startup-gate';
import { createQueryClient } from '@/shared/api/query-client';
import { theme } from '@/shared/ui/theme';
import { ToastHost } from '@/shared/ui/toast-host';
import { LocalisedTheme } from './localised-theme';

/**
 * Order matters: Mantine first (the start-up screens use it), then start-up (config, settings,
 * translations), then server state and authentication, which both need the config.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <MantineProvider theme={theme}>
      <StartupGate>
        <LocalisedTheme>
          <QueryClientProvider client={queryClient}>
            <ToastHost />
            <AuthProvider>{children}</AuthProvider>
          </QueryClientProvider>
        </LocalisedTheme>
      </StartupGate>
    </MantineProvider>
  );
}
