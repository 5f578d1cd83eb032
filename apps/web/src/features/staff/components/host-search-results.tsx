import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Pagination.css';
import '@mantine/core/styles/Skeleton.css';
import { Badge, Button, Card, Group, Pagination, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from '@/shared/i18n/use-translation';
import { ErrorState } from '@/shared/ui/error-state';
import { useSearchHosts } from '../api/search-hosts';
import { useStartImpersonation } from '../api/start-impersonation';

interface HostSearchResultsProps {
  search: string;
  page: number;
  onPageChange: (page: number) => void;
}

/** One page of matching hosts, each with "Act as this host". */
export function HostSearchResults({ search, page, onPageChange }: HostSearchResultsProps) {
  const { t } = useTranslation('staff');
  const hosts = useSearchHosts(search, page);
  const start = useStartImpersonation();

  if (hosts.isPending) {
    return (
      <Stack gap="sm" aria-busy="true" aria-label={t('results.loading')}>
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} height={64} radius="md" />
        ))}
      </Stack>
    );
  }
  if (hosts.isError) {
    return (
      <ErrorState
        description={t('results.error')}
        onRetry={() => void hosts.refetch()}
        retrying={hosts.isRefetching}
      />
    );
  }
  const { items, pagination } = hosts.data;
  if (items.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="lg">
        {search ? t('results.noMatch', { search }) : t('results.empty')}
      </Text>
    );
  }
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed" aria-live="polite">
        {t('results.count', { count: pagination.total })}
      </Text>
      <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-busy={hosts.isFetching}>
        {items.map((host) => (
          <Card key={host.userId} component="li" withBorder padding="sm" radius="md">
            <Group justify="space-between" wrap="nowrap">
              <div style={{ minWidth: 0 }}>
                <Group gap="xs">
                  <Text fw={600} truncate>
                    {host.displayName}
                  </Text>
                  <Badge variant="light" color="gray" size="sm">
                    {t(`hostType.${host.type}`)}
                  </Badge>
                </Group>
                <Text size="sm" c="dimmed" truncate>
                  {host.email}
                </Text>
              </div>
              <Button
                variant="light"
                onClick={() => start.mutate(host.userId)}
                loading={start.isPending && start.variables === host.userId}
                disabled={start.isPending && start.variables !== host.userId}
                aria-label={t('results.actAsLabel', { name: host.displayName })}
              >
                {t('results.actAs')}
              </Button>
            </Group>
          </Card>
        ))}
      </Stack>
      {pagination.pageCount > 1 ? (
        <Group justify="center">
          <Pagination
            total={pagination.pageCount}
            value={pagination.page}
            onChange={onPageChange}
            getControlProps={(control) => ({ 'aria-label': t(`pagination.${control}`) })}
            getItemProps={(item) => ({ 'aria-label': t('pagination.page', { page: item }) })}
          />
        </Group>
      ) : null}
    </Stack>
  );
}
