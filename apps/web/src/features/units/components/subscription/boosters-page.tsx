import '@mantine/core/styles/List.css';
import { Alert, Card, List, Stack, Text, Title } from '@mantine/core';
import { boostFlags } from '@hostdeck/contract/subscriptions/subscriptions.rules';
import { useTranslation } from '@/shared/i18n/use-translation';
import { useUserSubscription } from '@/shared/api/get-user-subscription';
import { formatDate } from '@/shared/i18n/format';
import { QueryState } from '@/shared/ui/query-state';

/** Boosters: remaining boosts and the scheduled periods; buying boosts comes with billing. */
export function BoostersPage() {
  const { t, i18n } = useTranslation('units');
  const subscription = useUserSubscription();
  const date = (value: string) => formatDate(value, i18n.language);
  if (!subscription.data) {
    return <QueryState isError={subscription.isError} onRetry={() => void subscription.refetch()} />;
  }
  const boost = subscription.data.boost;
  const flags = boostFlags(boost);
  return (
    <Stack gap="lg">
      <Title order={2} size="h3">
        {t('subscription.boostersTitle')}
      </Title>
      <Card withBorder>
        <Text>
          {flags.isEmpty
            ? t('subscription.boostsEmpty')
            : t('subscription.boostsRemaining', { count: flags.remaining })}
        </Text>
      </Card>
      <Stack gap="xs">
        <Text fw={600}>{t('subscription.scheduled')}</Text>
        {boost.scheduledPeriods.length === 0 ? (
          <Text c="dimmed">{t('subscription.noScheduled')}</Text>
        ) : (
          <List>
            {boost.scheduledPeriods.map((period) => (
              <List.Item key={`${period.startDate}-${period.endDate}`}>
                {t('subscription.scheduledPeriod', {
                  start: date(period.startDate),
                  end: date(period.endDate),
                })}
              </List.Item>
            ))}
          </List>
        )}
      </Stack>
      <Alert color="blue">{t('subscription.billingLater')}</Alert>
    </Stack>
  );
}
