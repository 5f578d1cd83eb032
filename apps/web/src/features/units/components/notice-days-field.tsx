import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import { Select } from '@mantine/core';
import { noticeDayOptions } from '@hostdeck/contract/properties/notice-days.rules';
import type {
  BookingType,
  MinimumNoticeDays,
} from '@hostdeck/contract/properties/property-unit-options.schemas';
import { Controller, type FieldPath, type FieldValues, type UseControllerProps } from 'react-hook-form';
import { useTranslation } from '@/shared/i18n/use-translation';

export interface NoticeDaysFieldProps<T extends FieldValues, N extends FieldPath<T>, O = T> {
  control: NonNullable<UseControllerProps<T, N, O>['control']>;
  /** A field holding the unit's minimum notice in days, or null while none is chosen. */
  name: N;
  /** Which notices the unit may choose, and what the help says, depend on how it is booked. */
  bookingType: BookingType;
}

/** The unit's minimum notice before arrival, chosen from the contract's options (price and stay rules). */
export function NoticeDaysField<T extends FieldValues, N extends FieldPath<T>, O = T>({
  control,
  name,
  bookingType,
}: NoticeDaysFieldProps<T, N, O>) {
  const { t } = useTranslation('units');
  const options = noticeDayOptions(bookingType).map((option) => ({
    value: String(option.value),
    label: option.value === 0 ? t('price.noticeSameDay') : t('price.noticeDays', { count: option.value }),
    disabled: option.disabled,
  }));
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const value = field.value as MinimumNoticeDays | null;
        return (
          <Select
            label={t('price.notice')}
            description={bookingType === 'onRequest' ? t('price.noticeOnRequestHelp') : t('price.noticeHelp')}
            placeholder={t('price.noticeNotChosen')}
            data={options}
            value={value === null ? null : String(value)}
            onChange={(next) => field.onChange(next === null ? null : (Number(next) as MinimumNoticeDays))}
            onBlur={field.onBlur}
            ref={field.ref}
            error={fieldState.error?.message}
            allowDeselect={false}
            w={260}
          />
        );
      }}
    />
  );
}
