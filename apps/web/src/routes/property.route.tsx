import { Container } from '@mantine/core';
import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useLocation, useParams, type LoaderFunctionArgs } from 'react-router';
import { useTranslation } from '@/shared/i18n/use-translation';
import { ErrorState } from '@/shared/ui/error-state';
import { propertyQueryOptions, useProperty } from '@/features/properties/api/get-property';
import { PropertiesSkeleton } from '@/features/properties/components/properties-skeleton';
import { PropertyPage } from '@/features/properties/components/property-page';

/** Loads the property before the page renders; one the server does not know (404) is not found. */
export async function loader({ params }: LoaderFunctionArgs, queryClient: QueryClient) {
  await queryClient.ensureQueryData(propertyQueryOptions(params.propertyId ?? ''));
  return null;
}

/** /properties/:propertyId(/units|/about). */
export function Component() {
  return (
    <Container size="lg" py="xl">
      <PropertyRoute />
    </Container>
  );
}

function PropertyRoute(): ReactNode {
  const { t } = useTranslation('propertiesPage');
  const { propertyId = '' } = useParams();
  const { pathname } = useLocation();
  const property = useProperty(propertyId);
  if (property.isPending) return <PropertiesSkeleton />;
  if (property.isError) {
    // A later refetch failed (the first load's errors go to the route's error boundary).
    return (
      <ErrorState
        title={t('property.errorTitle')}
        description={t('property.errorDescription')}
        onRetry={() => void property.refetch()}
        retrying={property.isFetching}
      />
    );
  }
  const subPage = pathname.replace(/\/+$/, '').endsWith('/about') ? 'about' : 'units';
  return <PropertyPage property={property.data} subPage={subPage} />;
}
