import { PropertiesListPage } from '@/features/properties/components/properties-list-page';

/** /properties (spec §2): the host's properties with their units. */
export function Component() {
  return <PropertiesListPage />;
}
