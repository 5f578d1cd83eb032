import { Button, Group, Stack, Text, Title } from '@mantine/core';
import {
  LENGTH_OF_STAY_DISCOUNT_MAX_NIGHTS,
  LENGTH_OF_STAY_DISCOUNT_MAX_TIERS,
  type LengthOfStayDiscountTier,
} from '@hostdeck/contract/properties/length-of-stay-discounts.rules';
import { useFieldArray, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from '@/shared/i18n/use-translation';
import { useHeadingOrder } from '@/shared/forms/form-frame';
import { LengthOfStayDiscountRow } from './length-of-stay-discount-row';
import type { PriceFormValues } from './price-form.schema';

/** A week more than the last tier when the suggestions run out: the next step hosts tend to take. */
const NIGHTS_AFTER_SUGGESTIONS = 7;

/**
 * The tier a new row starts with, valid after the ones listed: the first suggestion that starts
 * later than the last tier, else a week later; never a smaller discount than the last tier's.
 */
function nextTier(
  tiers: readonly LengthOfStayDiscountTier[],
  suggestions: readonly LengthOfStayDiscountTier[],
): LengthOfStayDiscountTier {
  const last = tiers.at(-1);
  if (!last) return suggestions[0] ?? { minimumNights: NIGHTS_AFTER_SUGGESTIONS, percent: 5 };
  const lastNights = Number.isFinite(last.minimumNights) ? last.minimumNights : 0;
  const lastPercent = Number.isFinite(last.percent) ? last.percent : 0;
  const suggestion = suggestions.find((item) => item.minimumNights > lastNights);
  return {
    minimumNights:
      suggestion?.minimumNights ??
      Math.min(lastNights + NIGHTS_AFTER_SUGGESTIONS, LENGTH_OF_STAY_DISCOUNT_MAX_NIGHTS),
    percent: Math.max(suggestion?.percent ?? lastPercent, lastPercent),
  };
}

export interface LengthOfStayDiscountsFieldsProps {
  form: UseFormReturn<PriceFormValues>;
  /** The unit's currency, to show what a tier means for a stay. */
  currency: string;
  /** The configuration's tiers, offered in order as the host adds rows. */
  suggestions: readonly LengthOfStayDiscountTier[];
}

/** The price form's length-of-stay discounts: tiers the host adds and removes, saved with the price. */
export function LengthOfStayDiscountsFields({
  form,
  currency,
  suggestions,
}: LengthOfStayDiscountsFieldsProps) {
  const { t } = useTranslation('units');
  const headings = useHeadingOrder();
  const rows = useFieldArray({ control: form.control, name: 'lengthOfStayDiscounts', keyName: 'key' });
  // A list-wide problem (too many tiers, from the server) has no row to sit on.
  const listErrors = form.formState.errors.lengthOfStayDiscounts;
  const listError = listErrors?.root?.message ?? listErrors?.message;
  const recheck = () => void form.trigger('lengthOfStayDiscounts');
  const full = rows.fields.length >= LENGTH_OF_STAY_DISCOUNT_MAX_TIERS;
  return (
    <Stack gap="sm" component="section" aria-labelledby="los-discounts-title">
      <Title order={headings.section} size="h4" id="los-discounts-title">
        {t('price.losDiscounts.title')}
      </Title>
      <Text c="dimmed" size="sm">
        {t('price.losDiscounts.description')}
      </Text>
      {rows.fields.length === 0 ? <Text>{t('price.losDiscounts.empty')}</Text> : null}
      <Stack
        component="ol"
        aria-label={t('price.losDiscounts.listLabel')}
        gap="sm"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
      >
        {rows.fields.map((row, index) => (
          <LengthOfStayDiscountRow
            key={row.key}
            form={form}
            index={index}
            currency={currency}
            onChange={recheck}
            onRemove={() => {
              rows.remove(index);
              recheck();
            }}
          />
        ))}
      </Stack>
      {listError ? (
        <Text c="var(--mantine-color-error)" size="sm" role="alert">
          {listError}
        </Text>
      ) : null}
      <Group>
        <Button
          variant="light"
          disabled={full}
          onClick={() =>
            rows.append(nextTier(form.getValues('lengthOfStayDiscounts'), suggestions), { shouldFocus: true })
          }
        >
          {t('price.losDiscounts.add')}
        </Button>
        {full ? (
          <Text size="sm">{t('price.losDiscounts.limit', { count: LENGTH_OF_STAY_DISCOUNT_MAX_TIERS })}</Text>
        ) : null}
      </Group>
    </Stack>
  );
}
