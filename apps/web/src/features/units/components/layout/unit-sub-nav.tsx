import { useTranslation } from '@/shared/i18n/use-translation';
import { Link } from 'react-router';
import { paths } from '@/app/paths';
import type { UnitSection } from '../../unit-sections.rules';
import classes from './unit-sub-nav.module.css';

export interface UnitSubNavProps {
  propertyId: string;
  unitId: string;
  sections: readonly UnitSection[];
  active: string;
}

/**
 * The unit's side navigation: plain links, so Tab and Enter reach every section. In the kit's
 * NavLink look (unit-sub-nav.module.css); `mantine-focus-auto` is the kit's focus ring.
 */
export function UnitSubNav({ propertyId, unitId, sections, active }: UnitSubNavProps) {
  const { t } = useTranslation('units');
  return (
    <nav aria-label={t('navigationLabel')}>
      {sections.map((section) => (
        <Link
          key={section}
          to={paths.unit(propertyId, unitId, section)}
          className={`mantine-focus-auto ${classes.link}`}
          aria-current={section === active ? 'page' : undefined}
        >
          <span className={classes.body}>
            <span className={classes.label}>{t(`sections.${section}`)}</span>
          </span>
        </Link>
      ))}
    </nav>
  );
}
