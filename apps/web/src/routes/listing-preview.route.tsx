import { Button, Container } from '@mantine/core';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Link, useParams } from 'react-router';
import { paths } from '@/app/paths';
import { isApiError } from '@/shared/api/api-error';
import { ErrorState } from '@/shared/ui/error-state';
import { ErrorPageLayout } from '@/features/errors/components/error-page-layout';
import { usePublicListing } from '@/features/properties/api/get-public-listing';
import { ListingPreview } from '@/features/properties/components/listing-preview';
import { PropertiesSkeleton } from '@/features/properties/components/properties-skeleton';

/**
 * /preview/:unitPublicId, an open page (no sign-in): the listing a preview link points to. Its
 * 404 is the plain not-found layout, not NotFoundPage: that one asks for the user info, which a
 * signed-out guest does not have.
 */
export function Component() {
  const { t } = useTranslation('propertiesPage');
  const { unitPublicId = '' } = useParams();
  const listing = usePublicListing(unitPublicId);
  if (listing.isPending) {
    return (
      <Container size="md" py="xl">
        <PropertiesSkeleton />
      </Container>
    );
  }
  if (listing.isError) {
    if (isApiError(listing.error) && listing.error.status === 404) {
      return (
        <ErrorPageLayout
          code="404"
          title={t('publicListing.notFoundTitle')}
          description={t('publicListing.notFoundDescription')}
          actions={
            <Button component={Link} to={paths.frontDoor} size="md">
              {t('publicListing.home')}
            </Button>
          }
        />
      );
    }
    return (
      <Container size="md" py="xl">
        <ErrorState
          title={t('publicListing.errorTitle')}
          description={t('publicListing.errorDescription')}
          onRetry={() => void listing.refetch()}
          retrying={listing.isFetching}
        />
      </Container>
    );
  }
  return <ListingPreview listing={listing.data} />;
}
