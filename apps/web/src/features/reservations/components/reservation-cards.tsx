import { Anchor, Card, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Link } from 'react-router';
import { isComingSoonPath } from '@/app/coming-soon';
import { SoonBadge } from '@/shared/ui/soon-badge';
import { useRowText } from '../hooks/use-row-text';
import type { ReservationRow } from '../reservation-row';
import { ReservationStatusBadge } from './reservation-status-badge';

interface ReservationCardsProps {
  rows: ReservationRow[];
  label: string;
  busy: boolean;
}

/** The list on a phone: one card per reservation, read top to bottom without sideways scrolling. */
export function ReservationCards({ rows, label, busy }: ReservationCardsProps) {
  const text = useRowText();
  const { t } = useTranslation('reservations');
  return (
    <Stack
      component="ul"
      gap="sm"
      m={0}
      p={0}
      aria-label={label}
      aria-busy={busy}
      style={{ listStyle: 'none' }}
    >
      {rows.map((row) => {
        const price = text.price(row);
        return (
          <Card key={row.id} component="li" withBorder radius="md" padding="md">
            <Stack gap={6}>
              <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
                <Anchor component={Link} to={row.href} fw={600} style={{ minWidth: 0 }}>
                  <Group component="span" gap={6}>
                    {row.guestName}
                    <SoonBadge comingSoon={isComingSoonPath(row.href)} compact />
                  </Group>
                </Anchor>
                <ReservationStatusBadge row={row} />
              </Group>
              <Text size="sm">{text.unit(row)}</Text>
              <Text size="sm" fw={600}>
                {text.stay(row)}
              </Text>
              <Group justify="space-between" gap="xs">
                <Text size="sm" c="dimmed">
                  {text.guests(row)}
                </Text>
                {price ? (
                  <Text size="sm" fw={600}>
                    {price}
                  </Text>
                ) : null}
              </Group>
              <Text size="xs" c="dimmed">
                {t('row.received', { date: text.received(row) })}
              </Text>
            </Stack>
          </Card>
        );
      })}
    </Stack>
  );
}
