import type { QueryClient } from '@tanstack/react-query';
import { replace, type LoaderFunctionArgs, type Params } from 'react-router';
import { paths } from '@/app/paths';
import { userInfoQueryOptions } from '@/shared/api/use-user-info';
import { ensureUnitOfProperty } from '@/features/units/api/get-property-unit';
import { preloadUnitSection } from '@/features/units/components/layout/preload-unit-section';
import { unitSectionNamespaces } from '@/features/units/components/layout/unit-section-modules';
import { settingsInput, unitSections, visibleUnitSections } from '@/features/units/unit-sections.rules';

/**
 * The translation namespaces a unit page shows: the unit's texts, the welcome tour's (its last
 * steps are on this page), and those of the section its address names.
 */
export function namespaces(params: Params): readonly string[] {
  return ['units', 'tour', ...unitSectionNamespaces(params.section)];
}

/**
 * Loads the unit before the page renders; an unknown one is not found. The shown section's code is
 * asked for beside it (the first section's when the address names none), and an address
 * without a visible section is sent to the first one here, before anything renders.
 */
export async function loader({ params }: LoaderFunctionArgs, queryClient: QueryClient) {
  const propertyId = params.propertyId ?? '';
  const unitId = params.unitId ?? '';
  preloadUnitSection(params.section ?? unitSections[0]);
  const [unit, userInfo] = await Promise.all([
    ensureUnitOfProperty(queryClient, propertyId, unitId),
    queryClient.ensureQueryData(userInfoQueryOptions),
  ]);
  const sections = visibleUnitSections(settingsInput(userInfo, unit.hasRegionalRequirements));
  if (!sections.some((section) => section === params.section)) {
    throw replace(paths.unit(propertyId, unitId, sections[0] ?? unitSections[0]));
  }
  return null;
}
