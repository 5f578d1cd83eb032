import { Container } from '@mantine/core';
import { PropertiesListPage } from '@/features/properties/components/properties-list-page';

/** /properties: the host's properties with their units. */
export function Component() {
  return (
    <Container size="lg" py="xl">
      <PropertiesListPage />
    </Container>
  );
}
