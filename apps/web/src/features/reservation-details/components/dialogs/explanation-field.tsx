import '@mantine/core/styles/Input.css';
import { Textarea } from '@mantine/core';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from '@/shared/i18n/use-translation';

interface ExplanationFieldProps {
  /** Reason OTHER needs a few words; with the other reasons they are optional. */
  required: boolean;
  registration: UseFormRegisterReturn;
  error?: string;
}

/** The host's own words on a reason, in every reject and cancel dialog. */
export function ExplanationField({ required, registration, error }: ExplanationFieldProps) {
  const { t } = useTranslation('reservationDetails');
  return (
    <Textarea
      label={t('form.explanation')}
      description={required ? t('form.explanationRequired') : t('form.explanationOptional')}
      required={required}
      rows={3}
      error={error}
      {...registration}
    />
  );
}
