import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Menu.css';
import { Menu } from '@mantine/core';
import { useId, type ReactElement } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Link } from 'react-router';
import { isComingSoonPath } from '@/app/coming-soon';
import { useHostConfig } from '@/app/startup/startup-context';
import { ExternalLinkIcon } from '@/shared/ui/icons';
import { SoonBadge } from '@/shared/ui/soon-badge';
import { accountMenuTarget, type AccountMenuItemId } from '../navigation.rules';
import classes from './account-menu.module.css';

interface AccountMenuPopupProps {
  opened: boolean;
  onChange: (opened: boolean) => void;
  /** The avatar button the menu opens from. */
  target: ReactElement;
  displayName: string;
  items: AccountMenuItemId[];
  helpCenterUrl: string;
  /** "Language and region" opens the language chooser, in place. */
  onChooseLanguage: () => void;
}

/** The account menu's items around its avatar button; loaded after the first paint (see AccountMenu). */
export function AccountMenuPopup({
  opened,
  onChange,
  target,
  displayName,
  items,
  helpCenterUrl,
  onChooseLanguage,
}: AccountMenuPopupProps) {
  const { t } = useTranslation('shell');
  const accountPasswordUrl = useHostConfig().auth.accountPasswordUrl;
  const nameId = useId();
  return (
    // No focus placeholder: Mantine renders it as a role=presentation child, which a menu may not hold.
    <Menu
      opened={opened}
      onChange={onChange}
      position="bottom-end"
      width={260}
      shadow="md"
      withinPortal
      withInitialFocusPlaceholder={false}
    >
      <Menu.Target>{target}</Menu.Target>
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
            if (id === 'localization') {
              return (
                <Menu.Item key={id} onClick={onChooseLanguage}>
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
