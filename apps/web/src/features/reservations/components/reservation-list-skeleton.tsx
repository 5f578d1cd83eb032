import { Skeleton, Stack } from '@mantine/core';
import { useTranslation } from '@/shared/i18n/use-translation';

/** The list's shape while it loads: rows on a wide screen, cards on a phone. */
export function ReservationListSkeleton({ asCards }: { asCards: boolean }) {
  const { t } = useTranslation('reservations');
  return (
    <Stack gap={asCards ? 'md' : 'xs'} aria-busy="true" aria-label={t('list.loading')} role="status">
      {[0, 1, 2, 3, 4].map((key) => (
        <Skeleton key={key} height={asCards ? 132 : 44} radius="md" />
      ))}
    </Stack>
  );
}
