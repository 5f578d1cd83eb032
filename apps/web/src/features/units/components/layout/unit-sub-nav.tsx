import '@mantine/core/styles/NavLink.css';
import { NavLink } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/app/paths';
import type { UnitSection } from '../../unit-sections.rules';

export interface UnitSubNavProps {
  propertyId: string;
  unitId: string;
  sections: readonly UnitSection[];
  active: string;
}

/** The unit's side navigation: plain links, so Tab and Enter reach every section. */
export function UnitSubNav({ propertyId, unitId, sections, active }: UnitSubNavProps) {
  const { t } = useTranslation('units');
  return (
    <nav aria-label={t('navigationLabel')}>
      {sections.map((section) => (
        <NavLink
          key={section}
          component={Link}
          to={paths.unit(propertyId, unitId, section)}
          label={t(`sections.${section}`)}
          active={section === active}
          aria-current={section === active ? 'page' : undefined}
        />
      ))}
    </nav>
  );
}
