import { Alert, Anchor, Text } from '@mantine/core';
import type { BookingRequest } from '@hostdeck/contract/reservations/booking-request.schemas';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Link } from 'react-router';
import { paths } from '@/app/paths';
import { formatDate } from '@/shared/i18n/format';

/** Until when the host can answer, or what became of the request. */
export function RequestNotice({ request }: { request: BookingRequest }) {
  const { t, i18n } = useTranslation('reservationDetails');
  switch (request.status) {
    case 'REQUESTED':
      return (
        <Alert
          color="yellow"
          title={t('notes.deadline', {
            date: formatDate(request.expiresAt, i18n.language, { dateStyle: 'medium', timeStyle: 'short' }),
          })}
        >
          {t('notes.deadlineDescription')}
        </Alert>
      );
    case 'CONFIRMED':
      return (
        <Alert color="green">
          <Text size="sm">{t('notes.requestConfirmed')}</Text>
          {request.bookingId ? (
            <Anchor component={Link} to={paths.bookingDetails(request.bookingId)} size="sm">
              {t('notes.openBooking')}
            </Anchor>
          ) : null}
        </Alert>
      );
    case 'REJECTED':
      return (
        <Alert color="gray">
          <Text size="sm">{t('notes.requestRejected')}</Text>
          {request.rejectReason ? (
            <Text size="sm">
              {t('notes.rejectedBecause', { reason: t(`requestReasons.${request.rejectReason}`) })}
            </Text>
          ) : null}
        </Alert>
      );
    case 'EXPIRED':
      return <Alert color="gray">{t('notes.requestExpired')}</Alert>;
  }
}
