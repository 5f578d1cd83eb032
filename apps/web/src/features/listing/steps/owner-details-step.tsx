import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '@/shared/i18n/use-translation';
import { useHeadingOrder } from '@/shared/forms/form-frame';
import { QueryState } from '@/shared/ui/query-state';
import { OwnerDetailsForm } from '../account/owner-details-form';
import { useBusinessDetails } from '../api/onboarding';
import type { ListingStepProps } from '../listing-step.types';

/** Listing step personal-details/owner (companies only): the owner or legal representative. */
export function OwnerDetailsStep({ goTo }: ListingStepProps) {
  const { t } = useTranslation('listingAccount');
  const headings = useHeadingOrder();
  const business = useBusinessDetails();
  if (business.isError) return <QueryState isError onRetry={() => void business.refetch()} />;
  if (business.data === undefined) return <QueryState isError={false} onRetry={() => {}} />;
  if (business.data === null) {
    // The owner is stored inside the company details, which need their required fields first.
    return (
      <Stack gap="md">
        <Title order={headings.page} size="h3">
          {t('owner.title')}
        </Title>
        <Text c="dimmed">{t('owner.description')}</Text>
        <Alert color="yellow">{t('owner.needsCompany')}</Alert>
        <div>
          <Button onClick={() => goTo('personal-details/info')}>{t('owner.goToCompany')}</Button>
        </div>
      </Stack>
    );
  }
  return <OwnerDetailsForm stored={business.data} />;
}
