import '@mantine/core/styles/Input.css';
import { NativeSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '@/app/paths';
import type { UnitSection } from '../../unit-sections.rules';
import type { UnitSubNavProps } from './unit-sub-nav';

/**
 * The unit's sections on a phone: one select above the form, so the form starts near the top of
 * the screen instead of below a list of every section.
 */
export function UnitSectionSelect({ propertyId, unitId, sections, active }: UnitSubNavProps) {
  const { t } = useTranslation('units');
  const navigate = useNavigate();
  return (
    <NativeSelect
      label={t('navigationLabel')}
      value={active}
      data={sections.map((section) => ({ value: section, label: t(`sections.${section}`) }))}
      onChange={(event) =>
        void navigate(paths.unit(propertyId, unitId, event.currentTarget.value as UnitSection))
      }
    />
  );
}
