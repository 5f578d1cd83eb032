import type { Money } from '@hostdeck/contract/reservations/reservation-parts.schemas';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/shared/i18n/format';
import { DetailList } from './detail-list';
import { SectionCard } from './section-card';

/**
 * What the stay costs the guest. Our answers carry the total only (no nightly rate, fees or payout
 * yet), and a breakdown made up here could disagree with what the guest was charged.
 */
export function PriceSection({ total }: { total: Money }) {
  const { t, i18n } = useTranslation('reservationDetails');
  return (
    <SectionCard title={t('price.title')}>
      <DetailList
        items={[{ label: t('price.total'), value: formatMoney(total.amount, total.currency, i18n.language) }]}
      />
    </SectionCard>
  );
}
