import { memo } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Link, useLocation } from 'react-router';
import { ExternalLinkIcon } from '@/shared/ui/icons';
import { SoonBadge } from '@/shared/ui/soon-badge';
import { isNavItemActive, isSameNavItem, type NavItem, type TopNavItemId } from '../navigation.rules';
import { NavCountBadge } from './nav-count-badge';
import classes from './top-navigation.module.css';
import row from './row.module.css';

interface TopNavigationProps {
  items: NavItem<TopNavItemId>[];
}

/**
 * The desktop main navigation: the links the host's features allow, with their badges. A link
 * renders again only when it changes (its target, whether it is the current page); a badge's
 * count re-renders that badge alone.
 */
export const TopNavigation = memo(function TopNavigation({ items }: TopNavigationProps) {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  return (
    <nav aria-label={t('nav.label')} className={classes.nav}>
      <ul className={`${row.row} ${row.gap4} ${classes.list}`}>
        {items.map((item) => (
          <li key={item.id}>
            <TopNavLink item={item} active={isNavItemActive(item, pathname)} />
          </li>
        ))}
      </ul>
    </nav>
  );
});

interface TopNavLinkProps {
  item: NavItem<TopNavItemId>;
  active: boolean;
}

const TopNavLink = memo(
  function TopNavLink({ item, active }: TopNavLinkProps) {
    const { t } = useTranslation('shell');
    if (item.external) {
      return (
        <a href={item.to} target="_blank" rel="noopener noreferrer" className={classes.link}>
          {t(`nav.${item.id}`)}
          <ExternalLinkIcon size={14} />
          <span className={classes.srOnly}>{t('nav.opensInNewTab')}</span>
        </a>
      );
    }
    return (
      <Link to={item.to} className={classes.link} aria-current={active ? 'page' : undefined}>
        {t(`nav.${item.id}`)}
        {item.comingSoon ? <SoonBadge comingSoon compact /> : null}
        {item.badge ? <NavCountBadge source={item.badge} /> : null}
      </Link>
    );
  },
  (before, after) => before.active === after.active && isSameNavItem(before.item, after.item),
);
