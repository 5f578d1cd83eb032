import { Alert, Anchor, Badge, Group, Text } from '@mantine/core';
import type { UnitCalendarResponse } from '@hostdeck/contract/calendar/calendar.schemas';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Link } from 'react-router';
import { formatPercent } from '@/shared/i18n/format';

interface CalendarNoticesProps {
  calendar: UnitCalendarResponse;
  /** The first and the day after the last night the month view shows. */
  visible: { dateFrom: string; dateTo: string };
  /** The unit's price page, when known: where a unit without a price gets one. */
  pricePage: string | null;
}

/** What a host should know before reading the month: a double booking, no price yet, seasons and promotions. */
export function CalendarNotices({ calendar, visible, pricePage }: CalendarNoticesProps) {
  const { t, i18n } = useTranslation('calendar');
  const conflict = calendar.entries.some(
    (entry) => entry.conflict && entry.dateFrom < visible.dateTo && entry.dateTo > visible.dateFrom,
  );
  const noPrice = calendar.days.length > 0 && calendar.days.every((day) => day.nightly === null);
  const seasons = calendar.seasons.filter(
    (season) => season.startDate < visible.dateTo && season.endDate >= visible.dateFrom,
  );
  return (
    <>
      {conflict ? (
        <Alert color="red" title={t('entry.conflict')} role="alert">
          <Text size="sm">{t('entry.conflictHelp')}</Text>
        </Alert>
      ) : null}
      {noPrice ? (
        <Alert color="yellow" variant="light">
          <Text size="sm">{t('states.noPrice')}</Text>
          {pricePage ? (
            <Anchor component={Link} to={pricePage} size="sm" fw={600}>
              {t('states.setPrice')}
            </Anchor>
          ) : null}
        </Alert>
      ) : null}
      {seasons.length > 0 || calendar.promotions.length > 0 ? (
        <Group gap="xs">
          {seasons.map((season) => (
            <Badge key={season.id} color="teal" variant="light">
              {season.name}
            </Badge>
          ))}
          {calendar.promotions.map((promotion) => (
            <Badge key={promotion.type} color="green" variant="filled">
              {t('promotions.active', { percent: formatPercent(promotion.discountPercent, i18n.language) })}
            </Badge>
          ))}
        </Group>
      ) : null}
    </>
  );
}
