import { lazy, memo, Suspense, useEffect, useState } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { ChevronDownIcon } from '@/shared/ui/icons';
import { PlainAvatar } from '@/shared/ui/plain/plain-avatar';
import { useOpenedOnce } from '@/shared/ui/use-opened-once';
import { whenPageSettled } from '@/shared/ui/use-page-settled';
import type { AccountMenuItemId } from '../navigation.rules';
import classes from './account-menu.module.css';
import row from './row.module.css';
import { PlainUnstyledButton } from '@/shared/ui/plain/plain-unstyled-button';

// The menu itself (positioning, portal, focus handling, its items) is not needed to paint the page:
// the avatar button renders alone, the menu's code is fetched once the page has settled, and the
// menu mounts at the first click, kept in `opened`, opening as soon as it is there.
const loadPopup = () => import('./account-menu-popup');
const AccountMenuPopup = lazy(() => loadPopup().then((m) => ({ default: m.AccountMenuPopup })));
const LanguageModal = lazy(() => import('./language-modal').then((m) => ({ default: m.LanguageModal })));

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
 * Memoised: the shell renders again on every change of address, this part only when its own props change.
 */
export const AccountMenu = memo(function AccountMenu({
  displayName,
  avatarUrl,
  items,
  helpCenterUrl,
  compact = false,
}: AccountMenuProps) {
  const { t } = useTranslation('shell');
  const [opened, setOpened] = useState(false);
  const [languageOpened, setLanguageOpened] = useState(false);
  useEffect(() => whenPageSettled(() => void loadPopup()), []);
  const loadMenu = useOpenedOnce(opened);
  // Once loaded, Mantine's menu target toggles the menu itself; the button's own click only stands
  // in for it while the menu's code is still on its way.
  const target = (onClick?: () => void) => (
    <PlainUnstyledButton
      className={compact ? classes.avatarOnly : classes.panel}
      aria-label={t('account.open', { name: displayName })}
      aria-haspopup="menu"
      aria-expanded={opened}
      title={displayName}
      onClick={onClick}
    >
      <span className={`${row.row} ${row.gap8}`}>
        <PlainAvatar src={avatarUrl} alt="" radius="xl" size={32} color="deck">
          {initials(displayName)}
        </PlainAvatar>
        {compact ? null : (
          <>
            {/* Mantine's visibleFrom="md", as its global class. */}
            <span className={`${classes.name} mantine-visible-from-md`}>{displayName}</span>
            <ChevronDownIcon size={16} />
          </>
        )}
      </span>
    </PlainUnstyledButton>
  );
  const standIn = target(() => setOpened((value) => !value));
  if (!loadMenu) return standIn;
  return (
    <>
      <Suspense fallback={standIn}>
        <AccountMenuPopup
          opened={opened}
          onChange={setOpened}
          target={target()}
          displayName={displayName}
          items={items}
          helpCenterUrl={helpCenterUrl}
          onChooseLanguage={() => setLanguageOpened(true)}
        />
      </Suspense>
      {languageOpened ? (
        <Suspense fallback={null}>
          <LanguageModal opened onClose={() => setLanguageOpened(false)} />
        </Suspense>
      ) : null}
    </>
  );
});

function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return parts
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('');
}
