import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/RadioIndicator.css';
import '@mantine/core/styles/Radio.css';
import { Radio, Stack } from '@mantine/core';
import {
  cancellationPolicySchema,
  type CancellationPolicy,
} from '@hostdeck/contract/properties/property-unit-options.schemas';
import { Controller, type Control } from 'react-hook-form';
import { useTranslation } from '@/shared/i18n/use-translation';

/** The cancellation policy choice, in unit settings (booking policies) and the listing's booking step. */
export function CancellationPolicyField({
  control,
}: {
  control: Control<{ cancellationPolicy: CancellationPolicy | null }>;
}) {
  const { t } = useTranslation('units');
  return (
    <Controller
      control={control}
      name="cancellationPolicy"
      render={({ field, fieldState }) => (
        <Radio.Group
          label={t('policies.cancellation')}
          required
          value={field.value ?? null}
          onChange={field.onChange}
          error={fieldState.error?.message}
        >
          <Stack gap="sm" mt="xs">
            {cancellationPolicySchema.options.map((policy) => (
              <Radio key={policy} value={policy} label={t(`policies.cancellationPolicies.${policy}`)} />
            ))}
          </Stack>
        </Radio.Group>
      )}
    />
  );
}
