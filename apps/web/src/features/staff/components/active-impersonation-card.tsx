import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Skeleton.css';
import { Button, Card, Group, Skeleton, Text } from '@mantine/core';
import { useTranslation } from '@/shared/i18n/use-translation';
import { ErrorState } from '@/shared/ui/error-state';
import { useImpersonation } from '../api/get-impersonation';
import { useStopImpersonation } from '../api/stop-impersonation';

/** The impersonation in progress, if any, with its stop button. */
export function ActiveImpersonationCard() {
  const { t } = useTranslation('staff');
  const impersonation = useImpersonation();
  const stop = useStopImpersonation();

  if (impersonation.isPending) return <Skeleton height={72} radius="md" />;
  if (impersonation.isError) {
    return <ErrorState description={t('active.error')} onRetry={() => void impersonation.refetch()} />;
  }
  const { active, host } = impersonation.data;
  if (!active || !host) {
    return (
      <Text size="sm" c="dimmed">
        {t('active.none')}
      </Text>
    );
  }
  return (
    <Card withBorder padding="md" radius="md" bg="red.0">
      <Group justify="space-between" wrap="wrap">
        <div>
          <Text fw={600}>{t('active.title', { name: host.displayName })}</Text>
          <Text size="sm" c="dimmed">
            {host.email}
          </Text>
        </div>
        <Button color="red" onClick={() => stop.mutate()} loading={stop.isPending}>
          {t('active.stop')}
        </Button>
      </Group>
    </Card>
  );
}
