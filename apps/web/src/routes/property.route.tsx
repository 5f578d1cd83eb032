import { Container } from '@mantine/core';
import type { ReactNode } from 'react';
import { useLocation, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/shared/api/api-error';
import { ErrorState } from '@/shared/ui/error-state';
import { NotFoundPage } from '@/features/errors/components/not-found-page';
import { useProperty } from '@/features/properties/api/get-property';
import { PropertiesSkeleton } from '@/features/properties/components/properties-skeleton';
import { PropertyPage } from '@/features/properties/components/property-page';

/** /properties/:propertyId(/units|/about); a property the server does not know is a 404 (spec §8). */
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
    if (isApiError(property.error) && property.error.status === 404) return <NotFoundPage />;
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
