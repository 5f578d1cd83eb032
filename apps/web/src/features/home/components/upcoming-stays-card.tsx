import type { UpcomingStay } from '@hostdeck/contract/home/home.schemas';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Link } from 'react-router';
import { isComingSoonPath } from '@/app/coming-soon';
import { paths } from '@/app/paths';
import { formatDateRange } from '@/shared/i18n/format';
import { PlainCard } from '@/shared/ui/plain/plain-card';
import { PlainEmptyState } from '@/shared/ui/plain/plain-empty-state';
import { SoonBadge } from '@/shared/ui/soon-badge';
import { CalendarIcon } from '@/shared/ui/icons';
import classes from './upcoming-stays-card.module.css';
import { PlainTitle } from '@/shared/ui/plain/plain-title';
import { PlainText } from '@/shared/ui/plain/plain-text';
import { PlainStack } from '@/shared/ui/plain/plain-stack';
import { PlainGroup } from '@/shared/ui/plain/plain-group';

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
      <PlainGroup justify="space-between" mb="md">
        <PlainTitle order={2} size="h4" id="home-upcoming-title">
          {t('upcomingStays.title')}
        </PlainTitle>
        {total > stays.length ? (
          <PlainText size="sm" c="dimmed">
            {t('upcomingStays.showing', { shown: stays.length, total })}
          </PlainText>
        ) : null}
      </PlainGroup>
      {stays.length === 0 ? (
        <PlainEmptyState
          icon={<CalendarIcon size={22} />}
          title={t('upcomingStays.emptyTitle')}
          description={t('upcomingStays.emptyDescription')}
        />
      ) : (
        <PlainStack gap={0} component="ul" className={classes.list}>
          {stays.map((stay) => (
            <li key={stay.bookingId}>
              <Link to={paths.bookingDetails(stay.bookingId)} className={classes.row}>
                <div className={classes.dates}>
                  <PlainText size="sm" fw={700}>
                    {dates(stay.checkIn, stay.checkOut)}
                  </PlainText>
                </div>
                <div className={classes.main}>
                  <PlainText fw={600} truncate>
                    {stay.guestName}
                  </PlainText>
                  <PlainText size="sm" c="dimmed" truncate>
                    {stay.unitTitle ?? t('untitledUnit')}
                  </PlainText>
                </div>
                <PlainText size="sm" c="dimmed" className={classes.guests}>
                  {t('upcomingStays.guests', { count: stay.guests })}
                </PlainText>
                <SoonBadge comingSoon={isComingSoonPath(paths.bookingDetails(stay.bookingId))} compact />
              </Link>
            </li>
          ))}
        </PlainStack>
      )}
    </PlainCard>
  );
}
