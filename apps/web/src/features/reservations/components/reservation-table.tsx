import '@mantine/core/styles/Table.css';
import { Anchor, Group, Table, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Link } from 'react-router';
import { isComingSoonPath } from '@/app/coming-soon';
import { SoonBadge } from '@/shared/ui/soon-badge';
import { useRowText } from '../hooks/use-row-text';
import type { ReservationRow } from '../reservation-row';
import { ReservationStatusBadge } from './reservation-status-badge';

interface ReservationTableProps {
  rows: ReservationRow[];
  /** The table's name, e.g. "Requests: reservations". */
  label: string;
  busy: boolean;
}

/** The list on a wide screen: one row per reservation, the guest's name opening it. */
export function ReservationTable({ rows, label, busy }: ReservationTableProps) {
  const { t } = useTranslation('reservations');
  const text = useRowText();
  return (
    <Table.ScrollContainer minWidth={720} type="native">
      <Table aria-label={label} aria-busy={busy} verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('columns.guest')}</Table.Th>
            <Table.Th scope="col">{t('columns.unit')}</Table.Th>
            <Table.Th scope="col">{t('columns.stay')}</Table.Th>
            <Table.Th scope="col">{t('columns.guests')}</Table.Th>
            <Table.Th scope="col" ta="right">
              {t('columns.price')}
            </Table.Th>
            <Table.Th scope="col">{t('columns.status')}</Table.Th>
            <Table.Th scope="col">{t('columns.booked')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => {
            const price = text.price(row);
            return (
              <Table.Tr key={row.id}>
                <Table.Th scope="row" fw={400}>
                  <Anchor component={Link} to={row.href} fw={600}>
                    <Group component="span" gap={6} wrap="nowrap">
                      {row.guestName}
                      <SoonBadge comingSoon={isComingSoonPath(row.href)} compact />
                    </Group>
                  </Anchor>
                </Table.Th>
                <Table.Td>{text.unit(row)}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{text.stay(row)}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{text.guests(row)}</Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {price ?? (
                    <>
                      <Text span c="dimmed" aria-hidden="true">
                        –
                      </Text>
                      <VisuallyHidden>{t('row.noPrice')}</VisuallyHidden>
                    </>
                  )}
                </Table.Td>
                <Table.Td>
                  <ReservationStatusBadge row={row} />
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{text.received(row)}</Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
