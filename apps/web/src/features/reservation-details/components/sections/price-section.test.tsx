import { buildPriceBreakdown } from '@hostdeck/contract/reservations/price-breakdown.rules';
import { describe, expect, it } from 'vitest';
import { renderUi } from '@/shared/ui/testing/render-ui';
import { PriceSection } from './price-section';

/** The section's lines as [label, value] pairs, in order. */
function lines(container: HTMLElement): [string, string][] {
  return [...container.querySelectorAll('dt')].map((term) => [
    term.textContent ?? '',
    term.nextElementSibling?.textContent ?? '',
  ]);
}

describe('price section (issue 13: price breakdown and payment option)', () => {
  it('shows nights × rate, cleaning fee, discount, the guest’s total, the commission and the payout', async () => {
    const { breakdown, total } = buildPriceBreakdown({
      nights: 7,
      nightlyRate: 123.45,
      currency: 'EUR',
      cleaningFee: 35,
      discount: { kind: 'length_of_stay', percent: 10 },
      hostFee: { kind: 'commission', percent: 14.5 },
    });
    const { container } = await renderUi(
      <PriceSection total={total} breakdown={breakdown} paymentOption="online_30_70_split" />,
    );
    expect(lines(container)).toEqual([
      ['7 nights × €123.45', '€864.15'],
      ['Cleaning fee', '€35'],
      ['Length-of-stay discount (10%)', '-€86.42'],
      ['Total the guest pays', '€812.73'],
      ['Commission (14.5%)', '-€117.85'],
      ['Your payout', '€694.88'],
      ['Payment', '30% online when booking, 70% online later'],
    ]);
  });

  it('says one night, leaves out a missing cleaning fee and discount, and takes nothing on a subscription', async () => {
    const { breakdown, total } = buildPriceBreakdown({
      nights: 1,
      nightlyRate: 80,
      currency: 'EUR',
      cleaningFee: null,
      discount: null,
      hostFee: { kind: 'subscription' },
    });
    const { container } = await renderUi(
      <PriceSection total={total} breakdown={breakdown} paymentOption="online_100" />,
    );
    expect(lines(container)).toEqual([
      ['1 night × €80', '€80'],
      ['Total the guest pays', '€80'],
      ['Commission (none with your subscription)', '€0'],
      ['Your payout', '€80'],
      ['Payment', 'Paid online in full when booking'],
    ]);
  });

  it('names a promotion and a part payment', async () => {
    const { breakdown, total } = buildPriceBreakdown({
      nights: 2,
      nightlyRate: 100,
      currency: 'EUR',
      cleaningFee: null,
      discount: { kind: 'promotion', percent: 15 },
      hostFee: { kind: 'commission', percent: 15 },
    });
    const { container } = await renderUi(
      <PriceSection total={total} breakdown={breakdown} paymentOption="online_50" />,
    );
    expect(lines(container)).toContainEqual(['Promotion discount (15%)', '-€30']);
    expect(lines(container)).toContainEqual(['Payment', '50% paid online when booking']);
  });

  it('shows the total alone when the reservation came with a total only', async () => {
    const { container } = await renderUi(
      <PriceSection total={{ amount: 520.5, currency: 'EUR' }} breakdown={null} />,
    );
    expect(lines(container)).toEqual([['Total for the stay', '€520.50']]);
  });

  it('shows the payment option beside a bare total', async () => {
    const { container } = await renderUi(
      <PriceSection total={{ amount: 300, currency: 'EUR' }} breakdown={null} paymentOption="online_30" />,
    );
    expect(lines(container)).toEqual([
      ['Total for the stay', '€300'],
      ['Payment', '30% paid online when booking'],
    ]);
  });
});
