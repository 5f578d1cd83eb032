import '@mantine/core/styles/Grid.css';
import { Box, Grid, Stack } from '@mantine/core';
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

export interface UnitSettingsPageProps {
  propertyId: string;
  unit: PropertyUnit;
  userInfo: UserInfo;
  /** The `:section` of the address; absent, unknown or hidden → the first visible section. */
  section: string | undefined;
}

/** /properties/:propertyId/units/:unitId/:section: header, side navigation and the section's form. */
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
    <Stack gap="lg" p="md">
      <UnitHeader unit={unit} />
      {current === 'taxes-and-laws' ? null : <UnitInvalidFields unit={unit} />}
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 3 }}>
          <Box hiddenFrom="md">
            <UnitSectionSelect propertyId={propertyId} unitId={unitId} sections={sections} active={current} />
          </Box>
          <Box visibleFrom="md">
            <UnitSubNav propertyId={propertyId} unitId={unitId} sections={sections} active={current} />
          </Box>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 9 }} component="section">
          <UnitSectionContent
            key={`${unitId}-${current}`}
            section={current}
            unit={unit}
            propertyId={propertyId}
            showBookingType={showsBookingPreference(input)}
          />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
