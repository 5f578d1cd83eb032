import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Avatar.css';
import '@mantine/core/styles/Menu.css';
import { Avatar, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useHostConfig } from '@/app/startup/startup-context';
import { ChevronDownIcon, ExternalLinkIcon } from '@/shared/ui/icons';
import { accountMenuTarget, type AccountMenuItemId } from '../navigation.rules';
import classes from './account-menu.module.css';

interface AccountMenuProps {
  displayName: string;
  avatarUrl: string | null;
  items: AccountMenuItemId[];
  helpCenterUrl: string;
}

/** The host panel: name and avatar opening the desktop account dropdown (spec §2 "Account"). */
export function AccountMenu({ displayName, avatarUrl, items, helpCenterUrl }: AccountMenuProps) {
  const { t } = useTranslation('shell');
  const accountPasswordUrl = useHostConfig().auth.accountPasswordUrl;
  return (
    <Menu position="bottom-end" width={260} shadow="md" withinPortal>
      <Menu.Target>
        <UnstyledButton className={classes.panel} aria-label={t('account.open', { name: displayName })}>
          <Group gap={8} wrap="nowrap">
            <Avatar src={avatarUrl} alt="" radius="xl" size={32} color="deck">
              {initials(displayName)}
            </Avatar>
            <Text size="sm" fw={600} className={classes.name} visibleFrom="md">
              {displayName}
            </Text>
            <ChevronDownIcon size={16} />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{displayName}</Menu.Label>
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
            <Menu.Item key={id} component={Link} to={to} color={id === 'logout' ? 'red' : undefined}>
              {t(`account.items.${id}`)}
            </Menu.Item>
          );
          return id === 'logout' ? [<Menu.Divider key="divider" />, item] : item;
        })}
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
