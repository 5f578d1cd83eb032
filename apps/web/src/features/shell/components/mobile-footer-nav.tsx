import type { TFunction } from '@/shared/i18n/translate';
import { memo, type ComponentType } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Link, useLocation } from 'react-router';
import { badgeContent } from '@/shared/ui/badge-count';
import { BuildingIcon, CalendarIcon, ChartIcon, HomeIcon, BookingsIcon } from '@/shared/ui/icons';
import { useNavBadgeCount } from '../hooks/use-nav-badge-count';
import {
  isNavItemActive,
  type MobileNavItemId,
  isSameNavItem,
  type NavBadgeSource,
  type NavItem,
} from '../navigation.rules';
import classes from './mobile-footer-nav.module.css';

const icons: Record<MobileNavItemId, ComponentType<{ size?: number }>> = {
  overview: HomeIcon,
  calendar: CalendarIcon,
  statistics: ChartIcon,
  reservations: BookingsIcon,
  properties: BuildingIcon,
};

interface MobileFooterNavProps {
  items: NavItem<MobileNavItemId>[];
}

/**
 * The mobile footer navigation: overview (when enabled), calendar, statistics, reservations,
 * properties. Renders again only when its items or the address change; a link with a count reads
 * it itself, so the count re-renders that link alone.
 */
export const MobileFooterNav = memo(function MobileFooterNav({ items }: MobileFooterNavProps) {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  return (
    <nav aria-label={t('nav.label')} className={classes.nav}>
      <ul className={classes.list}>
        {items.map((item) => {
          const active = isNavItemActive(item, pathname);
          return (
            <li key={item.id} className={classes.item}>
              {item.badge ? (
                <CountedFooterLink item={item} source={item.badge} active={active} />
              ) : (
                <FooterLink item={item} count={undefined} active={active} />
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
});

interface FooterLinkProps {
  item: NavItem<MobileNavItemId>;
  count: number | undefined;
  active: boolean;
}

type CountedFooterLinkProps = Omit<FooterLinkProps, 'count'> & { source: NavBadgeSource };

// A link renders again only when it changes (its target, whether it is the current page, its count).
const CountedFooterLink = memo(
  function CountedFooterLink({ source, ...props }: CountedFooterLinkProps) {
    return <FooterLink {...props} count={useNavBadgeCount(source)} />;
  },
  (before, after) =>
    before.source === after.source &&
    before.active === after.active &&
    isSameNavItem(before.item, after.item),
);

const FooterLink = memo(
  function FooterLink({ item, count, active }: FooterLinkProps) {
    const { t } = useTranslation('shell');
    const Icon = icons[item.id];
    // Above the badge limit the contract's rule gives a dot without a number.
    const content = badgeContent(count);
    const hasPending = content !== null;
    return (
      <Link
        to={item.to}
        className={classes.link}
        aria-current={active ? 'page' : undefined}
        aria-label={footerLinkLabel(t, item, count, hasPending)}
      >
        <span className={classes.iconWrap}>
          <Icon size={22} />
          {hasPending ? (
            <span className={classes.badge} aria-hidden="true" data-testid="footer-badge">
              {content}
            </span>
          ) : null}
        </span>
        <span className={classes.label}>{t(`nav.${item.id}`)}</span>
        {item.comingSoon ? (
          <span className={classes.soon} aria-hidden="true" data-testid="soon-badge">
            {t('common:soon.badge')}
          </span>
        ) : null}
      </Link>
    );
  },
  (before, after) =>
    before.count === after.count && before.active === after.active && isSameNavItem(before.item, after.item),
);

/** The icon link's name: its label, then pending counts and "coming soon" when they apply. */
function footerLinkLabel(
  t: TFunction<'shell'>,
  item: NavItem<MobileNavItemId>,
  count: number | undefined,
  hasPending: boolean,
): string | undefined {
  const parts = [t(`nav.${item.id}`)];
  if (hasPending && item.badge) parts.push(t(`badges.${item.badge}`, { count }));
  if (item.comingSoon) parts.push(t('common:soon.description'));
  return parts.length > 1 ? parts.join(', ') : undefined;
}
