import type { QueryClient } from '@tanstack/react-query';
import { getActiveLocale } from '@/shared/i18n/active-locale';
import { propertiesConfigurationQueryOptions } from '../../api/get-properties-configuration';
import { propertyQueryOptions } from '../../api/get-property-location';
import { unitSections, type UnitSection } from '../../unit-sections.rules';
import { loadUnitSection } from './unit-section-modules';

function isUnitSection(section: string): section is UnitSection {
  return (unitSections as readonly string[]).includes(section);
}

/**
 * Asks for a unit section's chunk, and for the about section (where a unit page opens) its
 * property and the address configuration, under the keys the section reads. Not awaited, and a
 * failure is left to the section, which asks again and shows its own error.
 */
export function preloadUnitSection(queryClient: QueryClient, section: string, propertyId: string): void {
  if (!isUnitSection(section)) return;
  void loadUnitSection(section).catch(() => undefined);
  if (section === 'about') {
    void queryClient.prefetchQuery(propertyQueryOptions(propertyId));
    void queryClient.prefetchQuery(propertiesConfigurationQueryOptions(getActiveLocale()));
  }
}
