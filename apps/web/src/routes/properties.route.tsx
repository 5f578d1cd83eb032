import { PropertiesListPage } from '@/features/properties/components/properties-list-page';
import { PlainContainer } from '@/shared/ui/plain/plain-container';

// The loader lives apart, so the router can start it before this page's code is in (router.tsx).
export { loader } from './properties.loader';

/** /properties: the host's properties with their units. */
export function Component() {
  return (
    <PlainContainer size="lg" py="xl">
      <PropertiesListPage />
    </PlainContainer>
  );
}
