import { MantineThemeProvider, type MantineThemeOverride } from '@mantine/core';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';

/**
 * Theme defaults that need words: Mantine's close buttons (modals, drawers, toasts) are icons with
 * no accessible name unless one is given, which screen readers announce as "button" and axe flags
 * as critical. Set once here, after start-up has loaded the translations, instead of on every
 * modal and every `notifications.show` call. Inherits the app theme from the outer MantineProvider.
 */
export function LocalisedTheme({ children }: { children: ReactNode }) {
  const { t } = useTranslation('common');
  const close = t('actions.close');
  const theme = useMemo<MantineThemeOverride>(() => {
    const closeButtonProps = { 'aria-label': close };
    return {
      components: {
        Modal: { defaultProps: { closeButtonProps } },
        Drawer: { defaultProps: { closeButtonProps } },
        Notification: { defaultProps: { closeButtonProps } },
      },
    };
  }, [close]);
  return <MantineThemeProvider theme={theme}>{children}</MantineThemeProvider>;
}
