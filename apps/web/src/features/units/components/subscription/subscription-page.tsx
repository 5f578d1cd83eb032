import { Alert, Button, Stack, Title } from '@mantine/core';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Link } from 'react-router';
import { paths } from '@/app/paths';
import { useUserSubscription } from '@/shared/api/get-user-subscription';
import { QueryState } from '@/shared/ui/query-state';
import { SubscriptionSummary } from './subscription-summary';

export interface SubscriptionPageProps {
  propertyId: string;
  unitId: string;
  /** manage-subscription shows the same model in the compact shell, without the link to itself. */
  variant: 'overview' | 'manage';
}

/** subscription-and-boosters and manage-subscription: the minimal model; billing is a later issue. */
export function SubscriptionPage({ propertyId, unitId, variant }: SubscriptionPageProps) {
  const { t } = useTranslation('units');
  const subscription = useUserSubscription();
  return (
    <Stack gap="lg">
      <Title order={variant === 'manage' ? 1 : 2} size="h3">
        {t(variant === 'manage' ? 'subscription.manage' : 'subscription.title')}
      </Title>
      {subscription.data ? (
        <SubscriptionSummary subscription={subscription.data} now={new Date()} />
      ) : (
        <QueryState isError={subscription.isError} onRetry={() => void subscription.refetch()} />
      )}
      <Alert color="blue">{t('subscription.billingLater')}</Alert>
      {variant === 'overview' ? (
        <Button
          component={Link}
          to={paths.unit(propertyId, unitId, 'manage-subscription')}
          variant="light"
          w="fit-content"
        >
          {t('subscription.manage')}
        </Button>
      ) : null}
    </Stack>
  );
}
