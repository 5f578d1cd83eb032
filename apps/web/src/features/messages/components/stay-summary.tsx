import { Anchor, Group, Skeleton, Text } from '@mantine/core';
import type { ChatChannel } from '@hostdeck/contract/messaging/messaging.schemas';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Link } from 'react-router';
import { formatDateRange } from '@/shared/i18n/format';
import { useStaySummary } from '../api/stay-summary';
import { reservationPathOf } from '../messages.rules';

/** The stay a conversation is about (dates, unit, guests) and a link to its reservation page. */
export function StaySummary({ subject }: { subject: NonNullable<ChatChannel['subject']> }) {
  const { t, i18n } = useTranslation('messages');
  const stay = useStaySummary(subject);
  const guests = stay.data
    ? stay.data.guests.adults + stay.data.guests.children + stay.data.guests.infants
    : 0;
  return (
    <Group gap="xs" wrap="wrap" aria-label={t('conversation.stay')} role="group">
      {stay.isPending ? <Skeleton height={16} width={220} /> : null}
      {stay.isError ? (
        <Text size="sm" c="dimmed">
          {t('conversation.stayError')}
        </Text>
      ) : null}
      {stay.data ? (
        <Text size="sm">
          {[
            formatDateRange(stay.data.checkIn, stay.data.checkOut, i18n.language),
            stay.data.unit.title,
            t('conversation.guests', { count: guests }),
          ]
            .filter(Boolean)
            .join(' · ')}
        </Text>
      ) : null}
      <Anchor component={Link} to={reservationPathOf(subject)} size="sm">
        {t(`conversation.openReservation.${subject.kind}`)}
      </Anchor>
    </Group>
  );
}
