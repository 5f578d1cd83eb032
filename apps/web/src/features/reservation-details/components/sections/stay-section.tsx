import { useTranslation } from '@/shared/i18n/use-translation';
import { formatDate, formatDateRange } from '@/shared/i18n/format';
import { nightsOfStay } from '../../reservation-details.rules';
import { DetailList } from './detail-list';
import { SectionCard } from './section-card';

/** Calendar dates carry no time: written in UTC so no time zone moves them a day. */
export const STAY_DATE_FORMAT: Intl.DateTimeFormatOptions = {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
};

/** The stay as one range ("Mon, Jun 1 – Fri, Jun 5, 2026"), for the sentences of the dialogs. */
export function formatStay(checkIn: string, checkOut: string, language: string): string {
  return formatDateRange(checkIn, checkOut, language, STAY_DATE_FORMAT);
}

export function StaySection({ checkIn, checkOut }: { checkIn: string; checkOut: string }) {
  const { t, i18n } = useTranslation('reservationDetails');
  const date = (value: string) => formatDate(value, i18n.language, STAY_DATE_FORMAT);
  return (
    <SectionCard title={t('stay.title')}>
      <DetailList
        items={[
          { label: t('stay.checkIn'), value: date(checkIn) },
          { label: t('stay.checkOut'), value: date(checkOut) },
          { label: t('stay.length'), value: t('stay.nights', { count: nightsOfStay(checkIn, checkOut) }) },
        ]}
      />
    </SectionCard>
  );
}
