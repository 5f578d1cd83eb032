import '@mantine/core/styles/Input.css';
import { NativeSelect } from '@mantine/core';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from '@/shared/i18n/use-translation';

interface SubReasonFieldProps {
  options: readonly string[];
  registration: UseFormRegisterReturn;
  error?: string;
}

/** The optional detail of a reason, for the reasons that have some. */
export function SubReasonField({ options, registration, error }: SubReasonFieldProps) {
  const { t } = useTranslation('reservationDetails');
  return (
    <NativeSelect
      label={t('form.subReason')}
      data={[
        { value: '', label: t('form.subReasonNone') },
        ...options.map((value) => ({ value, label: t(`subReasons.${value}`) })),
      ]}
      error={error}
      {...registration}
    />
  );
}
