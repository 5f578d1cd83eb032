import { unitSections, type UnitSection } from '../../unit-sections.rules';
import { loadUnitSection } from './unit-section-modules';

function isUnitSection(section: string): section is UnitSection {
  return (unitSections as readonly string[]).includes(section);
}

/**
 * Asks for a unit section's chunk. Not awaited, and a failure is left to the section, which asks
 * again and shows its own error. The about section's address (its property) is not asked for
 * here: the address section asks for it once the description has painted (unit-about-page.tsx).
 */
export function preloadUnitSection(section: string): void {
  if (!isUnitSection(section)) return;
  void loadUnitSection(section).catch(() => undefined);
}
