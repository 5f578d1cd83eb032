import { Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { CountBadge } from '@/shared/ui/count-badge';
import { ExternalLinkIcon } from '@/shared/ui/icons';
import { SoonBadge } from '@/shared/ui/soon-badge';
import { isNavItemActive, type NavBadgeSource, type NavItem, type TopNavItemId } from '../navigation.rules';
import classes from './top-navigation.module.css';

interface TopNavigationProps {
  items: NavItem<TopNavItemId>[];
  counts: Record<NavBadgeSource, number | undefined>;
}

/** The desktop main navigation: the links the host's features allow, with their badges. */
export function TopNavigation({ items, counts }: TopNavigationProps) {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  return (
    <nav aria-label={t('nav.label')} className={classes.nav}>
      <Group gap={4} wrap="nowrap" component="ul" className={classes.list}>
        {items.map((item) => (
          <li key={item.id}>
            {item.external ? (
              <a href={item.to} target="_blank" rel="noopener noreferrer" className={classes.link}>
                {t(`nav.${item.id}`)}
                <ExternalLinkIcon size={14} />
                <span className={classes.srOnly}>{t('nav.opensInNewTab')}</span>
              </a>
            ) : (
              <Link
                to={item.to}
                className={classes.link}
                aria-current={isNavItemActive(item, pathname) ? 'page' : undefined}
              >
                {t(`nav.${item.id}`)}
                <SoonBadge comingSoon={item.comingSoon} compact />
                {item.badge ? (
                  <CountBadge
                    count={counts[item.badge]}
                    label={t(`badges.${item.badge}`, { count: counts[item.badge] ?? 0 })}
                  />
                ) : null}
              </Link>
            )}
          </li>
        ))}
      </Group>
    </nav>
  );
}
