import '@mantine/core/styles/Grid.css';
import { PlainStack } from '@/shared/ui/plain/plain-stack';
import type { PropertyUnit } from '@hostdeck/contract/properties/property-unit.schemas';
import type { UserInfo } from '@hostdeck/contract/user/user.schemas';
import { Navigate } from 'react-router';
import { paths } from '@/app/paths';
import {
  settingsInput,
  showsBookingPreference,
  visibleUnitSections,
  type UnitSection,
} from '../../unit-sections.rules';
import { UnitHeader } from './unit-header';
import { UnitInvalidFields } from './unit-invalid-fields';
import { UnitSectionContent } from './unit-section-content';
import { UnitSectionSelect } from './unit-section-select';
import { UnitSubNav } from './unit-sub-nav';
import classes from './unit-settings-page.module.css';

export interface UnitSettingsPageProps {
  propertyId: string;
  unit: PropertyUnit;
  userInfo: UserInfo;
  /** The `:section` of the address; absent, unknown or hidden → the first visible section. */
  section: string | undefined;
}

/**
 * /properties/:propertyId/units/:unitId/:section: header, side navigation and the section's form.
 * Drawn with plain elements in the kit's look (the grid's columns as the kit's Grid draws them, from
 * unit-settings-page.module.css), so the page and its about form paint without the kit's code.
 */
export function UnitSettingsPage({ propertyId, unit, userInfo, section }: UnitSettingsPageProps) {
  const input = settingsInput(userInfo, unit.hasRegionalRequirements);
  const sections = visibleUnitSections(input);
  const unitId = unit.propertyUnitPublicId;
  const current = sections.find((item) => item === section) as UnitSection | undefined;
  if (!current) {
    const first = sections[0] ?? 'about';
    return <Navigate to={paths.unit(propertyId, unitId, first)} replace />;
  }
  return (
    <PlainStack gap="lg" p="md">
      <UnitHeader unit={unit} />
      {current === 'taxes-and-laws' ? null : <UnitInvalidFields unit={unit} />}
      <div className={`m_410352e9 mantine-Grid-root ${classes.grid}`}>
        <div className="m_dee7bd2f mantine-Grid-inner">
          <div className={`m_96bdd299 mantine-Grid-col ${classes.navigation}`}>
            {/* The kit's breakpoint classes (its provider writes them): a select on a phone, links beside. */}
            <div className="mantine-hidden-from-md">
              <UnitSectionSelect
                propertyId={propertyId}
                unitId={unitId}
                sections={sections}
                active={current}
              />
            </div>
            <div className="mantine-visible-from-md">
              <UnitSubNav propertyId={propertyId} unitId={unitId} sections={sections} active={current} />
            </div>
          </div>
          <section className={`m_96bdd299 mantine-Grid-col ${classes.content}`}>
            <UnitSectionContent
              key={`${unitId}-${current}`}
              section={current}
              unit={unit}
              propertyId={propertyId}
              showBookingType={showsBookingPreference(input)}
            />
          </section>
        </div>
      </div>
    </PlainStack>
  );
}
