import type {
  AmenityKey,
  AmenityOption,
} from '@hostdeck/contract/properties/properties-configuration.schemas';

// The configuration lists amenities flat (key and localised label); the page shows them in groups
// so a host scans a short list per topic. Keys the grouping does not know go to "other".
const groupOf: Partial<Record<AmenityKey, AmenityGroup>> = {
  wifi: 'essentials',
  tv: 'essentials',
  hair_dryer: 'essentials',
  iron: 'essentials',
  bed_linen: 'essentials',
  towels: 'essentials',
  crib: 'essentials',
  kitchen: 'kitchen',
  coffee_machine: 'kitchen',
  dishwasher: 'kitchen',
  washing_machine: 'kitchen',
  air_conditioning: 'comfort',
  heating: 'comfort',
  pets_allowed: 'comfort',
  pool: 'outdoor',
  garden: 'outdoor',
  bbq: 'outdoor',
  balcony: 'outdoor',
  terrace: 'outdoor',
  sea_view: 'outdoor',
  beach_nearby: 'outdoor',
  parking: 'building',
  elevator: 'building',
};

export const amenityGroupOrder = [
  'essentials',
  'kitchen',
  'comfort',
  'outdoor',
  'building',
  'other',
] as const;
export type AmenityGroup = (typeof amenityGroupOrder)[number];

export function groupAmenities(
  options: readonly AmenityOption[],
): { group: AmenityGroup; items: AmenityOption[] }[] {
  return amenityGroupOrder
    .map((group) => ({
      group,
      items: options.filter((option) => (groupOf[option.key] ?? 'other') === group),
    }))
    .filter((entry) => entry.items.length > 0);
}
