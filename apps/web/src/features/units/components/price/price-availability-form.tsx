import { LENGTH_OF_STAY_DISCOUNT_MAX_TIERS } from '@hostdeck/contract/properties/length-of-stay-discounts.rules';
import type { PropertiesConfiguration } from '@hostdeck/contract/properties/properties-configuration.schemas';
import type { PropertyUnit } from '@hostdeck/contract/properties/property-unit.schemas';
import { useMemo, type ReactNode } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from '@/shared/i18n/use-translation';
import { useUpdatePropertyUnit } from '../../api/update-property-unit';
import { NumberField } from '@/shared/forms/number-field';
import { SettingsForm } from '@/shared/forms/settings-form';
import { useSettingsForm } from '@/shared/forms/use-settings-form';
import { NoticeDaysField } from '../notice-days-field';
import { LengthOfStayDiscountsFields } from './length-of-stay-discounts-fields';
import { priceFormSchema, type PriceFormValues } from './price-form.schema';
import { StayLimitsHint } from './stay-limits-hint';

/** Server errors name a tier's field by its row (`lengthOfStayDiscounts.1.percent`); the list can carry one too. */
const DISCOUNT_FIELDS = [
  'lengthOfStayDiscounts',
  ...Array.from({ length: LENGTH_OF_STAY_DISCOUNT_MAX_TIERS }, (_, index) => [
    `lengthOfStayDiscounts.${index}.minimumNights`,
    `lengthOfStayDiscounts.${index}.percent`,
  ]).flat(),
];

export interface PriceAvailabilityFormProps {
  unit: PropertyUnit;
  /** Shown under the heading (the listing step explains the page; settings need no text). */
  description?: ReactNode;
  /** The configuration's length-of-stay discounts; their section shows only while it is enabled. */
  losDiscount?: PropertiesConfiguration['priceAndAvailabilitySettings']['losDiscount'];
  /**
   * Minimum stay and notice: edited here ('fields', the listing flow, which has no stay rules step)
   * or only pointed to ('link', the unit's price page: the unit's stay rules own them).
   */
  stayLimits?: 'fields' | 'link';
}

/** Nightly price, minimum stay and notice, and length-of-stay discounts when the configuration offers them. */
export function PriceAvailabilityForm({
  unit,
  description,
  losDiscount,
  stayLimits = 'fields',
}: PriceAvailabilityFormProps) {
  const { t } = useTranslation('units');
  const update = useUpdatePropertyUnit(unit.propertyUnitPublicId);
  const discountsShown = losDiscount?.enabled === true;
  const schema = useMemo(() => priceFormSchema(t), [t]);
  const { form, onSubmit, canSave, formMessage, saving, conflict } = useSettingsForm({
    schema,
    defaultValues: {
      nightly: unit.price.nightly ?? Number.NaN,
      minimumStayNights: unit.price.minimumStayNights ?? 1,
      minimumNoticeDays: unit.price.minimumNoticeDays,
      lengthOfStayDiscounts: unit.price.lengthOfStayDiscounts,
    },
    fields: ['nightly', 'minimumStayNights', 'minimumNoticeDays', ...DISCOUNT_FIELDS],
    section: 'price',
    // Notice stays as stored until the host picks one: null is "not set", not a value to send.
    // Discounts the host cannot see are not the host's to change: they are sent only when shown;
    // so are minimum stay and notice, which the stay rules page may have changed meanwhile.
    version: unit.version,
    save: ({ nightly, minimumStayNights, minimumNoticeDays, lengthOfStayDiscounts }, version) =>
      update.mutateAsync({
        body: {
          price: {
            nightly,
            ...(stayLimits === 'fields' ? { minimumStayNights } : {}),
            ...(stayLimits === 'fields' && minimumNoticeDays !== null ? { minimumNoticeDays } : {}),
            ...(discountsShown ? { lengthOfStayDiscounts } : {}),
          },
        },
        version,
      }),
  });
  return (
    <SettingsForm
      title={t('price.title')}
      description={description}
      onSubmit={onSubmit}
      canSave={canSave}
      saving={saving}
      formMessage={formMessage}
      conflict={conflict}
    >
      <NumberField
        control={form.control}
        name="nightly"
        label={t('price.nightly', { currency: unit.price.currency })}
        description={t('price.nightlyHelp')}
        required
        min={1}
        decimalScale={2}
        w={260}
      />
      {stayLimits === 'fields' ? (
        <>
          <NumberField
            control={form.control}
            name="minimumStayNights"
            label={t('price.minimumStay')}
            description={t('price.minimumStayHelp')}
            required
            min={1}
            allowDecimal={false}
            w={260}
          />
          <NoticeDaysField control={form.control} name="minimumNoticeDays" bookingType={unit.bookingType} />
        </>
      ) : (
        <StayLimitsHint unit={unit} />
      )}
      {discountsShown ? (
        <LengthOfStayDiscountsFields
          form={form as unknown as UseFormReturn<PriceFormValues>}
          currency={unit.price.currency}
          suggestions={losDiscount.options}
        />
      ) : null}
    </SettingsForm>
  );
}
