import '@mantine/core/styles/Fieldset.css';
import { Button, Fieldset, Group, Text } from '@mantine/core';
import {
  LENGTH_OF_STAY_DISCOUNT_MAX_NIGHTS,
  LENGTH_OF_STAY_DISCOUNT_MAX_PERCENT,
  LENGTH_OF_STAY_DISCOUNT_MIN_NIGHTS,
  LENGTH_OF_STAY_DISCOUNT_MIN_PERCENT,
  lengthOfStayDiscountFor,
  lengthOfStayDiscountIssues,
} from '@hostdeck/contract/properties/length-of-stay-discounts.rules';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from '@/shared/i18n/use-translation';
import { NumberField } from '@/shared/forms/number-field';
import { formatMoney } from '@/shared/i18n/format';
import type { PriceFormValues } from './price-form.schema';

export interface LengthOfStayDiscountRowProps {
  form: UseFormReturn<PriceFormValues>;
  index: number;
  currency: string;
  /** A tier's numbers can break or mend its neighbours' rules: the list re-checks after each change. */
  onChange: () => void;
  onRemove: () => void;
}

/** One tier: from how many nights on, and how much off the nightly price. */
export function LengthOfStayDiscountRow({
  form,
  index,
  currency,
  onChange,
  onRemove,
}: LengthOfStayDiscountRowProps) {
  const { t, i18n } = useTranslation('units');
  const number = index + 1;
  const tiers = useWatch({ control: form.control, name: 'lengthOfStayDiscounts' });
  const nightly = useWatch({ control: form.control, name: 'nightly' });
  const tier = tiers[index];
  // From the form's state, not the field's: a re-check of the whole list does not reach a field's own.
  const errors = form.formState.errors.lengthOfStayDiscounts?.[index];
  const messageOf = (field: 'minimumNights' | 'percent') => {
    const error = errors?.[field];
    // The contract words its list rules in English for the server's logs; which rule broke is the
    // same contract rule's answer, and that names the host's text.
    if (error?.type === 'custom') {
      const issue = lengthOfStayDiscountIssues(tiers).find(
        (item) => item.index === index && item.field === field,
      );
      if (issue) return t(`validation.rules.${issue.rule}`);
    }
    return error?.message;
  };
  // What the tier means to a guest, priced by the same rule a stay is, once price and list are valid.
  const valid = !form.formState.errors.nightly && !form.formState.errors.lengthOfStayDiscounts;
  // Whole amounts without cents, a discounted price with them (€105.60).
  const money = (amount: number) => formatMoney(amount, currency, i18n.language);
  const example =
    valid && tier && [nightly, tier.minimumNights, tier.percent].every(Number.isFinite)
      ? t('price.losDiscounts.example', {
          nights: tier.minimumNights,
          price: money((nightly * (100 - lengthOfStayDiscountFor(tier.minimumNights, tiers))) / 100),
          full: money(nightly),
        })
      : null;
  const fieldInput = (field: 'minimumNights' | 'percent') => {
    const nights = field === 'minimumNights';
    const min = nights ? LENGTH_OF_STAY_DISCOUNT_MIN_NIGHTS : LENGTH_OF_STAY_DISCOUNT_MIN_PERCENT;
    const max = nights ? LENGTH_OF_STAY_DISCOUNT_MAX_NIGHTS : LENGTH_OF_STAY_DISCOUNT_MAX_PERCENT;
    return (
      <NumberField
        control={form.control}
        name={`lengthOfStayDiscounts.${index}.${field}`}
        label={t(`price.losDiscounts.${field}`)}
        description={t(`price.losDiscounts.${field}Help`, { min, max })}
        required
        min={min}
        max={max}
        allowDecimal={false}
        onValueChange={onChange}
        errorText={() => messageOf(field)}
        w={220}
      />
    );
  };
  return (
    <li>
      <Fieldset legend={t('price.losDiscounts.rowLabel', { number })}>
        <Group align="flex-start" gap="md">
          {fieldInput('minimumNights')}
          {fieldInput('percent')}
        </Group>
        {example ? (
          <Text size="sm" c="dimmed" mt="xs">
            {example}
          </Text>
        ) : null}
        <Group justify="flex-end" mt="sm">
          <Button variant="subtle" color="red" onClick={onRemove}>
            {t('price.losDiscounts.remove', { number })}
          </Button>
        </Group>
      </Fieldset>
    </li>
  );
}
