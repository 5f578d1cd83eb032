import { Group, Stack, Text, Title } from '@mantine/core';
import type { UpcomingStay } from '@hostdeck/contract/home/home.schemas';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isComingSoonPath } from '@/app/coming-soon';
import { paths } from '@/app/paths';
import { formatDateRange } from '@/shared/i18n/format';
import { PlainCard } from '@/shared/ui/plain/plain-card';
import { PlainEmptyState } from '@/shared/ui/plain/plain-empty-state';
import { SoonBadge } from '@/shared/ui/soon-badge';
import { CalendarIcon } from '@/shared/ui/icons';
import classes from './upcoming-stays-card.module.css';

interface UpcomingStaysCardProps {
  stays: UpcomingStay[];
  total: number;
}

/** The next few stays, soonest first (the server sends at most five). */
export function UpcomingStaysCard({ stays, total }: UpcomingStaysCardProps) {
  const { t, i18n } = useTranslation('home');
  const dates = (start: string, end: string) =>
    formatDateRange(start, end, i18n.language, { day: 'numeric', month: 'short', timeZone: 'UTC' });
  return (
    <PlainCard withBorder radius="lg" padding="lg" component="section" aria-labelledby="home-upcoming-title">
      <Group justify="space-between" mb="md">
        <Title order={2} size="h4" id="home-upcoming-title">
          {t('upcomingStays.title')}
        </Title>
        {total > stays.length ? (
          <Text size="sm" c="dimmed">
            {t('upcomingStays.showing', { shown: stays.length, total })}
          </Text>
        ) : null}
      </Group>
      {stays.length === 0 ? (
        <PlainEmptyState
          icon={<CalendarIcon size={22} />}
          title={t('upcomingStays.emptyTitle')}
          description={t('upcomingStays.emptyDescription')}
        />
      ) : (
        <Stack gap={0} component="ul" className={classes.list}>
          {stays.map((stay) => (
            <li key={stay.bookingId}>
              <Link to={paths.bookingDetails(stay.bookingId)} className={classes.row}>
                <div className={classes.dates}>
                  <Text size="sm" fw={700}>
                    {dates(stay.checkIn, stay.checkOut)}
                  </Text>
                </div>
                <div className={classes.main}>
                  <Text fw={600} truncate>
                    {stay.guestName}
                  </Text>
                  <Text size="sm" c="dimmed" truncate>
                    {stay.unitTitle ?? t('untitledUnit')}
                  </Text>
                </div>
                <Text size="sm" c="dimmed" className={classes.guests}>
                  {t('upcomingStays.guests', { count: stay.guests })}
                </Text>
                <SoonBadge comingSoon={isComingSoonPath(paths.bookingDetails(stay.bookingId))} compact />
              </Link>
            </li>
          ))}
        </Stack>
      )}
    </PlainCard>
  );
}
