import { Button, Group } from '@mantine/core';
import type { HelpContext } from '@hostdeck/contract/help/help.schemas';
import type { ReactNode } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Link } from 'react-router';
import { paths } from '@/app/paths';
import { BrandLogo } from '@/shared/ui/brand-logo';
import { HelpDropdown } from './help-dropdown';

interface ListingFrameProps {
  /** Steps show "Save and exit" and the help for their context; entry pages only the logo. */
  help?: { context: HelpContext | null };
  children: ReactNode;
}

/** The focused frame of every listing page: no dashboard navigation, just the way out. */
export function ListingFrame({ help, children }: ListingFrameProps) {
  const { t } = useTranslation('listing');
  return (
    <div style={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <Group
        component="header"
        justify="space-between"
        wrap="nowrap"
        px="md"
        h={64}
        style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
      >
        <BrandLogo to={paths.properties} compact />
        {help ? (
          <Group gap="xs" wrap="nowrap">
            <HelpDropdown context={help.context} />
            <Button component={Link} to={paths.properties} variant="default" size="sm">
              {t('layout.saveAndExit')}
            </Button>
          </Group>
        ) : null}
      </Group>
      <main
        id="main-content"
        tabIndex={-1}
        style={{ flex: 1, width: '100%', maxWidth: 880, margin: '0 auto' }}
      >
        <div style={{ padding: 'var(--mantine-spacing-md)' }}>{children}</div>
      </main>
    </div>
  );
}
