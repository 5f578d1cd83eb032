import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/NumberInput.css';
import { Button, Group, NumberInput, Text } from '@mantine/core';
import { MAX_STAY_NIGHTS_LIMIT } from '@hostdeck/contract/constants';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { isApiError } from '@/shared/api/api-error';
import { useServerErrorTranslator } from '@/shared/forms/translate-server-error';
import type { NightsChange } from '../optimistic-days';

interface StayLimitsFormProps {
  pending: boolean;
  /** Rejects with the server's error; this form shows its field errors, the caller its other ones. */
  onEdit: (change: NightsChange) => Promise<unknown>;
}

type Field = 'minStayNights' | 'maxStayNights';

/** Minimum and maximum stay of stays starting on the selected nights. */
export function StayLimitsForm({ pending, onEdit }: StayLimitsFormProps) {
  const { t } = useTranslation('calendar');
  const translate = useServerErrorTranslator();
  const [values, setValues] = useState<Record<Field, number | ''>>({ minStayNights: '', maxStayNights: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const set = (field: Field) => (value: string | number) => {
    setValues((current) => ({ ...current, [field]: typeof value === 'number' ? value : '' }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const { minStayNights, maxStayNights } = values;
    if (minStayNights !== '' && maxStayNights !== '' && maxStayNights < minStayNights) {
      setErrors({ maxStayNights: t('errors:calendar.maxStayBelowMin') });
      return;
    }
    onEdit({
      kind: 'stay',
      minStayNights: minStayNights === '' ? null : minStayNights,
      maxStayNights: maxStayNights === '' ? null : maxStayNights,
    }).catch((error: unknown) => {
      if (!isApiError(error)) return;
      const next: Partial<Record<Field, string>> = {};
      for (const fieldError of error.fieldErrors) {
        const field = fieldError.field.split('.').at(-1);
        if (field === 'minStayNights' || field === 'maxStayNights') next[field] = translate.field(fieldError);
      }
      setErrors(next);
    });
  };
  const empty = values.minStayNights === '' && values.maxStayNights === '';
  return (
    <form onSubmit={handleSubmit}>
      <Group align="flex-end" gap="xs">
        {(['minStayNights', 'maxStayNights'] as const).map((field) => (
          <NumberInput
            key={field}
            label={t(field === 'minStayNights' ? 'selection.minStay' : 'selection.maxStay')}
            value={values[field]}
            onChange={set(field)}
            error={errors[field]}
            min={1}
            max={MAX_STAY_NIGHTS_LIMIT}
            allowDecimal={false}
            w={150}
          />
        ))}
        <Button type="submit" disabled={pending || empty}>
          {t('selection.setStay')}
        </Button>
      </Group>
      <Text size="xs" c="dimmed" mt={4}>
        {t('selection.stayHelp')}
      </Text>
    </form>
  );
}
