import '@mantine/core/styles/List.css';
import { Badge, Card, Group, List, Stack, Text } from '@mantine/core';
import {
  expiryFlags,
  leadsFlags,
  unitPublishFlags,
} from '@hostdeck/contract/subscriptions/subscriptions.rules';
import type { UserSubscription } from '@hostdeck/contract/subscriptions/user-subscription.schemas';
import { useTranslation } from '@/shared/i18n/use-translation';
import { formatDate } from '@/shared/i18n/format';

/** Plan, expiry (expired, about to expire), leads, unit publications and coin credits of the host. */
export function SubscriptionSummary({ subscription, now }: { subscription: UserSubscription; now: Date }) {
  const { t, i18n } = useTranslation('units');
  const expiry = subscription.subscription?.expirationDate ?? null;
  const flags = expiryFlags(expiry, now);
  const leads = leadsFlags(subscription.leads);
  const publish = unitPublishFlags(subscription.unitPublish);
  const credits = subscription.coinCredits;
  if (!subscription.subscription) return <Text>{t('subscription.noSubscription')}</Text>;
  return (
    <Stack gap="md">
      <Card withBorder>
        <Group justify="space-between">
          <Stack gap={2}>
            <Text fw={600}>{t('subscription.plan')}</Text>
            <Text size="sm">
              {expiry
                ? t('subscription.expires', { date: formatDate(expiry, i18n.language) })
                : t('subscription.noExpiry')}
            </Text>
          </Stack>
          {flags.isExpired ? <Badge color="red">{t('subscription.expired')}</Badge> : null}
          {flags.isAboutToExpire ? <Badge color="orange">{t('subscription.aboutToExpire')}</Badge> : null}
        </Group>
      </Card>
      {subscription.leads.enabled ? (
        <Card withBorder>
          <Group justify="space-between">
            <Text fw={600}>{t('subscription.leads')}</Text>
            <Text>
              {t('subscription.leadsRemaining', {
                remaining: leads.remaining,
                total: subscription.leads.total,
              })}
            </Text>
            {leads.isEmpty ? (
              <Badge color="red">{t('subscription.leadsEmpty')}</Badge>
            ) : leads.isLow ? (
              <Badge color="orange">{t('subscription.leadsLow')}</Badge>
            ) : null}
          </Group>
        </Card>
      ) : null}
      <Card withBorder>
        <Group justify="space-between">
          <Text fw={600}>{t('subscription.unitPublish')}</Text>
          <Text>{t('subscription.unitPublishRemaining', { count: publish.remaining })}</Text>
        </Group>
      </Card>
      {credits.unitPublish.enabled || credits.boost.enabled ? (
        <Card withBorder>
          <Text fw={600}>{t('subscription.credits')}</Text>
          <List>
            {(['unitPublish', 'boost'] as const)
              .filter((kind) => credits[kind].enabled)
              .map((kind) => (
                <List.Item key={kind}>
                  {t('subscription.creditsLine', {
                    label: t(
                      kind === 'boost' ? 'subscription.creditsBoost' : 'subscription.creditsUnitPublish',
                    ),
                    remaining: credits[kind].remaining,
                    quota: credits[kind].quota,
                  })}
                </List.Item>
              ))}
          </List>
        </Card>
      ) : null}
    </Stack>
  );
}
