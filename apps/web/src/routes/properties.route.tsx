import { Container } from '@mantine/core';
import { PropertiesListPage } from '@/features/properties/components/properties-list-page';

// The loader lives apart, so the router can start it before this page's code is in (router.tsx).
export { loader } from './properties.loader';

/** /properties: the host's properties with their units. */
export function Component() {
  return (
    <Container size="lg" py="xl">
      <PropertiesListPage />
    </Container>
  );
}
