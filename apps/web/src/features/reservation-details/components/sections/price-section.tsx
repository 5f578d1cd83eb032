import type { PaymentOption } from '@hostdeck/contract/properties/property-unit-options.schemas';
import type { PriceBreakdown } from '@hostdeck/contract/reservations/price-breakdown.schemas';
import type { Money } from '@hostdeck/contract/reservations/reservation-parts.schemas';
import { useTranslation } from '@/shared/i18n/use-translation';
import { formatMoney, formatPercent } from '@/shared/i18n/format';
import { DetailList, type DetailItem } from './detail-list';
import { SectionCard } from './section-card';

/** The share of the total each payment option takes online when the guest books. */
const SHARE_PAID_WHEN_BOOKING: Record<PaymentOption, number> = {
  online_100: 100,
  online_30_70_split: 30,
  online_50: 50,
  online_30: 30,
};

interface PriceSectionProps {
  total: Money;
  /** As the server stored it when the guest was charged; null when only a total is known. */
  breakdown: PriceBreakdown | null;
  /** Requests and bookings only: an inquiry has not been paid. */
  paymentOption?: PaymentOption | null;
}

/**
 * What the stay costs the guest and what reaches the host, line by line as the answer carries it:
 * nights × rate, cleaning fee, discount, the guest's total, the commission, the payout. Nothing is
 * worked out here, so the page never disagrees with what the guest was charged; a reservation
 * with a total only shows the total.
 */
export function PriceSection({ total, breakdown, paymentOption = null }: PriceSectionProps) {
  const { t, i18n } = useTranslation('reservationDetails');
  // Amounts taken off show with a minus sign; nothing taken is a plain 0, not "-0".
  const money = (value: Money, sign = 1) =>
    formatMoney(value.amount === 0 ? 0 : sign * value.amount, value.currency, i18n.language);
  const withPercent = (label: string, percent: number | null) =>
    percent === null
      ? label
      : t('price.withPercent', { label, percent: formatPercent(percent, i18n.language, 2) });

  const items: DetailItem[] = [];
  if (breakdown) {
    const { discount, hostFee } = breakdown;
    items.push({
      label: t('price.nightsTimesRate', { count: breakdown.nights, rate: money(breakdown.nightlyRate) }),
      value: money(breakdown.accommodation),
    });
    if (breakdown.cleaningFee)
      items.push({ label: t('price.cleaningFee'), value: money(breakdown.cleaningFee) });
    if (discount)
      items.push({
        label: withPercent(t(`price.discount.${discount.kind}`), discount.percent),
        value: money(discount.amount, -1),
      });
    items.push(
      { label: t('price.guestPays'), value: money(total) },
      {
        label:
          hostFee.kind === 'commission'
            ? withPercent(t('price.hostFee.commission'), hostFee.percent)
            : t('price.hostFee.subscription'),
        value: money(hostFee.amount, -1),
      },
      { label: t('price.payout'), value: money(breakdown.payout) },
    );
  } else {
    items.push({ label: t('price.total'), value: money(total) });
  }
  if (paymentOption) {
    const first = SHARE_PAID_WHEN_BOOKING[paymentOption];
    items.push({
      label: t('price.paymentOption'),
      value: t(`price.paymentOptions.${paymentOption}`, {
        first: formatPercent(first, i18n.language),
        rest: formatPercent(100 - first, i18n.language),
      }),
    });
  }
  return (
    <SectionCard title={t('price.title')}>
      <DetailList items={items} />
    </SectionCard>
  );
}
