import type { TFunction } from 'i18next';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { badgeContent } from '@/shared/ui/badge-count';
import { BuildingIcon, CalendarIcon, ChartIcon, HomeIcon, BookingsIcon } from '@/shared/ui/icons';
import {
  isNavItemActive,
  type MobileNavItemId,
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
  counts: Record<NavBadgeSource, number | undefined>;
}

/** The mobile footer navigation: overview (when enabled), calendar, statistics, reservations, properties. */
export function MobileFooterNav({ items, counts }: MobileFooterNavProps) {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  return (
    <nav aria-label={t('nav.label')} className={classes.nav}>
      <ul className={classes.list}>
        {items.map((item) => {
          const Icon = icons[item.id];
          const count = item.badge ? counts[item.badge] : undefined;
          // Above the badge limit the contract's rule gives a dot without a number.
          const content = badgeContent(count);
          const hasPending = content !== null;
          return (
            <li key={item.id} className={classes.item}>
              <Link
                to={item.to}
                className={classes.link}
                aria-current={isNavItemActive(item, pathname) ? 'page' : undefined}
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
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

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
