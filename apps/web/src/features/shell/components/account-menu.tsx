import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Avatar.css';
import '@mantine/core/styles/Menu.css';
import { Avatar, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isComingSoonPath } from '@/app/coming-soon';
import { useHostConfig } from '@/app/startup/startup-context';
import { ChevronDownIcon, ExternalLinkIcon } from '@/shared/ui/icons';
import { SoonBadge } from '@/shared/ui/soon-badge';
import { accountMenuTarget, type AccountMenuItemId } from '../navigation.rules';
import classes from './account-menu.module.css';

interface AccountMenuProps {
  displayName: string;
  avatarUrl: string | null;
  items: AccountMenuItemId[];
  helpCenterUrl: string;
  /** Phone header: the avatar alone opens the menu (the name would not fit). */
  compact?: boolean;
}

/**
 * The host panel: avatar (and, on wider screens, the name) opening the account menu with the
 * account pages, language, help, password and log out, on every width.
 */
export function AccountMenu({
  displayName,
  avatarUrl,
  items,
  helpCenterUrl,
  compact = false,
}: AccountMenuProps) {
  const { t } = useTranslation('shell');
  const accountPasswordUrl = useHostConfig().auth.accountPasswordUrl;
  const nameId = useId();
  return (
    // No focus placeholder: Mantine renders it as a role=presentation child, which a menu may not hold.
    <Menu position="bottom-end" width={260} shadow="md" withinPortal withInitialFocusPlaceholder={false}>
      <Menu.Target>
        <UnstyledButton
          className={compact ? classes.avatarOnly : classes.panel}
          aria-label={t('account.open', { name: displayName })}
          title={displayName}
        >
          <Group gap={8} wrap="nowrap">
            <Avatar src={avatarUrl} alt="" radius="xl" size={32} color="deck">
              {initials(displayName)}
            </Avatar>
            {compact ? null : (
              <>
                <Text size="sm" fw={600} className={classes.name} visibleFrom="md">
                  {displayName}
                </Text>
                <ChevronDownIcon size={16} />
              </>
            )}
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        {/* A menu may hold only items and groups: the name labels a group around the items. */}
        <div role="group" aria-labelledby={nameId}>
          <Menu.Label id={nameId} className={classes.menuName}>
            {displayName}
          </Menu.Label>
          {items.map((id) => {
            const to = accountMenuTarget(id, { helpCenterUrl, accountPasswordUrl });
            if (id === 'helpCenter') {
              return (
                <Menu.Item
                  key={id}
                  component="a"
                  href={to}
                  target="_blank"
                  rel="noopener noreferrer"
                  rightSection={<ExternalLinkIcon size={14} />}
                >
                  {t(`account.items.${id}`)}
                </Menu.Item>
              );
            }
            if (id === 'password') {
              // A page of the identity server, not of the SPA: a full navigation, not a router link.
              return (
                <Menu.Item key={id} component="a" href={to}>
                  {t(`account.items.${id}`)}
                </Menu.Item>
              );
            }
            const item = (
              <Menu.Item
                key={id}
                component={Link}
                to={to}
                color={id === 'logout' ? 'red.9' : undefined}
                rightSection={<SoonBadge comingSoon={isComingSoonPath(to)} compact />}
              >
                {t(`account.items.${id}`)}
              </Menu.Item>
            );
            return id === 'logout' ? [<Menu.Divider key="divider" />, item] : item;
          })}
        </div>
      </Menu.Dropdown>
    </Menu>
  );
}

function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return parts
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('');
}
