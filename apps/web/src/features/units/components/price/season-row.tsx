import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Fieldset.css';
import { Button, Fieldset, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { PutUnitSeasonsBody } from '@hostdeck/contract/listing/seasons.schemas';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from '@/shared/i18n/use-translation';
import { NumberField } from '@/shared/forms/number-field';
import { seasonMessage, type SeasonField } from './season-errors';

type SeasonsForm = UseFormReturn<PutUnitSeasonsBody>;

export interface SeasonRowProps {
  form: SeasonsForm;
  index: number;
  currency: string;
  onRemove: () => void;
  /** Dates of one row can clash with another row's: re-check every date after a change. */
  onDateChange: () => void;
}

/** One seasonal price: name, first and last night (inclusive), nightly price and minimum stay. */
export function SeasonRow({ form, index, currency, onRemove, onDateChange }: SeasonRowProps) {
  const { t } = useTranslation('listingPricing');
  const number = index + 1;
  const seasons = form.watch('seasons');
  const errors = form.formState.errors.seasons?.[index];
  const errorFor = (field: SeasonField) => {
    // A new, empty row is not an error yet: a field speaks once the host changed or left it, or on submit.
    const state = form.getFieldState(`seasons.${index}.${field}`, form.formState);
    if (!state.isDirty && !state.isTouched && !form.formState.isSubmitted) return undefined;
    const message = seasonMessage(errors?.[field], seasons, index, field, seasons[index]?.[field]);
    if (!message) return undefined;
    return 'text' in message ? message.text : t(message.key, message.values);
  };
  const dateInput = (field: 'startDate' | 'endDate') => (
    <TextInput
      type="date"
      label={t(`seasons.${field}`)}
      required
      {...form.register(`seasons.${index}.${field}`, { onChange: onDateChange })}
      error={errorFor(field)}
    />
  );
  return (
    <li>
      <Fieldset legend={t('seasons.rowLabel', { number })}>
        <Stack gap="sm">
          <TextInput
            label={t('seasons.name')}
            placeholder={t('seasons.namePlaceholder')}
            required
            maxLength={60}
            {...form.register(`seasons.${index}.name`)}
            error={errorFor('name')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            {dateInput('startDate')}
            {dateInput('endDate')}
            <NumberField
              control={form.control}
              name={`seasons.${index}.nightly`}
              label={t('seasons.nightly', { currency })}
              required
              min={1}
              decimalScale={2}
              errorText={() => errorFor('nightly')}
            />
            <NumberField
              control={form.control}
              name={`seasons.${index}.minimumStayNights`}
              label={t('seasons.minimumStay')}
              required
              min={1}
              allowDecimal={false}
              errorText={() => errorFor('minimumStayNights')}
            />
          </SimpleGrid>
        </Stack>
        <Group justify="flex-end" mt="sm">
          <Button variant="subtle" color="red" onClick={onRemove}>
            {t('seasons.remove', { number })}
          </Button>
        </Group>
      </Fieldset>
    </li>
  );
}
