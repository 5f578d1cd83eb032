import '@mantine/core/styles/Pagination.css';
import { Alert, Button, Card, Group, Loader, Pagination, Stack, Text, Title } from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { formatDateRange } from '@/shared/i18n/format';
import { useInquiryOverlaps } from '../../api/get-inquiry-overlaps';
import { STAY_DATE_FORMAT } from './stay-section';

/**
 * What already holds some of the inquiry's nights on its unit (bookings, blocks, other channels):
 * what the host weighs before saying yes. A page at a time; the inquiry's own booking is never listed.
 */
export function OverlappingUnavailabilities({ inquiryId }: { inquiryId: string }) {
  const { t, i18n } = useTranslation('reservationDetails');
  const headingId = useId();
  const [page, setPage] = useState(1);
  const overlaps = useInquiryOverlaps(inquiryId, page);
  const body = () => {
    if (overlaps.isPending) return <Loader size="sm" aria-label={t('overlaps.loading')} />;
    if (overlaps.isError) {
      return (
        <Alert color="red" role="alert" title={t('overlaps.error')}>
          <Button
            size="xs"
            variant="white"
            color="red"
            onClick={() => void overlaps.refetch()}
            loading={overlaps.isFetching}
          >
            {t('overlaps.retry')}
          </Button>
        </Alert>
      );
    }
    const { items, pagination } = overlaps.data;
    if (items.length === 0) return <Text c="dimmed">{t('overlaps.none')}</Text>;
    return (
      <Stack gap="sm">
        <Stack
          component="ul"
          gap="xs"
          m={0}
          p={0}
          style={{ listStyle: 'none' }}
          aria-busy={overlaps.isPlaceholderData}
        >
          {items.map((item) => (
            <Group
              component="li"
              key={`${item.dateFrom}-${item.dateTo}-${item.source}`}
              justify="space-between"
              gap="xs"
              wrap="wrap"
            >
              <Text fw={500}>
                {formatDateRange(item.dateFrom, item.dateTo, i18n.language, STAY_DATE_FORMAT)}
              </Text>
              <Text size="sm" c="dimmed">
                {t(`overlaps.sources.${item.source}`)}
              </Text>
            </Group>
          ))}
        </Stack>
        {pagination.pageCount > 1 ? (
          <nav aria-label={t('overlaps.pagination.label')}>
            <Pagination
              total={pagination.pageCount}
              value={pagination.page}
              onChange={setPage}
              size="sm"
              getControlProps={(control) => ({ 'aria-label': t(`overlaps.pagination.${control}`) })}
              getItemProps={(item) => ({ 'aria-label': t('overlaps.pagination.page', { page: item }) })}
            />
          </nav>
        ) : null}
      </Stack>
    );
  };
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={headingId}>
      <Title order={2} size="h4" id={headingId}>
        {t('overlaps.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t('overlaps.description')}
      </Text>
      {body()}
    </Card>
  );
}
