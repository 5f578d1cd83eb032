import { MantineProvider } from '@mantine/core';
import { en } from '@hostdeck/translations/en/index';
import type { TranslationTree } from '@hostdeck/contract/public/public.schemas';
import type { UserInfo } from '@hostdeck/contract/user/user.schemas';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nProvider } from '@/shared/i18n/i18n-provider';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { StartupContext, type StartupContextValue } from '@/app/startup/startup-context';
import { createI18n } from '@/shared/i18n/create-i18n';
import { UnsavedChangesGuard } from '@/shared/forms/use-unsaved-changes-guard';
import { theme } from '../theme';
import { appSettings, makeHostConfig, makePublicSettings } from './fixtures';
import { queryKeys } from '@/shared/api/query-keys';

export interface RenderUiOptions {
  path?: string;
  /** Extra routes beside the element's own (for navigation targets). */
  routes?: RouteObject[];
  /**
   * Child routes: the element becomes a layout route rendering them through `<Outlet/>`. A function
   * gets the test's query client, for routes whose loaders fill it.
   */
  children?: RouteObject[] | ((queryClient: QueryClient) => RouteObject[]);
  startup?: Partial<StartupContextValue>;
  userInfo?: UserInfo;
}

/**
 * Renders a component the way the app does: Mantine with our theme, English translations, a
 * fresh query client (no retries) and a memory router. Test-only.
 */
export async function renderUi(element: ReactElement, options: RenderUiOptions = {}) {
  const i18n = createI18n('en-US', en as unknown as Record<string, TranslationTree>);
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  if (options.userInfo) queryClient.setQueryData(queryKeys.user.info(), options.userInfo);
  const startup: StartupContextValue = {
    hostConfig: makeHostConfig(),
    appSettings,
    publicSettings: makePublicSettings(),
    translations: { locale: 'en-US', resources: {} },
    cookieConsentSettings: { locale: 'en-US', categories: [] },
    locale: 'en-US',
    openedAt: Date.now(),
    switchLocale: () => Promise.resolve(),
    ...options.startup,
  };
  const path = options.path ?? '/';
  const children = typeof options.children === 'function' ? options.children(queryClient) : options.children;
  // Forms report unsaved changes to the one guard the app mounts at its root.
  const guarded = <UnsavedChangesGuard>{element}</UnsavedChangesGuard>;
  const router = createMemoryRouter(
    [
      children
        ? { element: guarded, children }
        : { path: new URL(path, 'http://localhost').pathname, element: guarded },
      ...(options.routes ?? []),
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: [path] },
  );
  const result = render(
    <MantineProvider theme={theme} env="test">
      <StartupContext.Provider value={startup}>
        <I18nProvider i18n={i18n}>
          <QueryClientProvider client={queryClient}>
            <RouterProvider router={router} />
          </QueryClientProvider>
        </I18nProvider>
      </StartupContext.Provider>
    </MantineProvider>,
  );
  return { ...result, router, queryClient };
}
