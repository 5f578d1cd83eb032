import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/RadioIndicator.css';
import '@mantine/core/styles/Radio.css';
import { Badge, Group, Radio, Stack, Text } from '@mantine/core';
import {
  bookingTypeSchema,
  cancellationPolicySchema,
  type CancellationPolicy,
  DEFAULT_BOOKING_TYPE,
} from '@hostdeck/contract/properties/property-unit-options.schemas';
import type { PropertyUnit } from '@hostdeck/contract/properties/property-unit.schemas';
import { Controller, type Control } from 'react-hook-form';
import { useTranslation } from '@/shared/i18n/use-translation';
import { CancellationPolicyField } from './cancellation-policy-field';
import { z } from 'zod';
import { useUpdatePropertyUnit } from '../../api/update-property-unit';
import { SettingsForm } from '@/shared/forms/settings-form';
import { useSettingsForm } from '@/shared/forms/use-settings-form';

const policiesSchema = z.object({
  bookingType: bookingTypeSchema,
  cancellationPolicy: cancellationPolicySchema,
});

export interface BookingPoliciesFormProps {
  unit: PropertyUnit;
  /** The booking-preference settings section (contract settings-sections rule). */
  showBookingType: boolean;
}

/** Booking type (onLine recommended and the default) and cancellation policy. */
export function BookingPoliciesForm({ unit, showBookingType }: BookingPoliciesFormProps) {
  const { t } = useTranslation('units');
  const update = useUpdatePropertyUnit(unit.propertyUnitPublicId);
  const { form, onSubmit, canSave, formMessage, saving, conflict } = useSettingsForm({
    schema: policiesSchema,
    defaultValues: {
      bookingType: unit.bookingType ?? DEFAULT_BOOKING_TYPE,
      cancellationPolicy: unit.cancellationPolicy ?? undefined,
    },
    fields: ['bookingType', 'cancellationPolicy'],
    version: unit.version,
    save: (values, version) =>
      update.mutateAsync({
        body: showBookingType ? values : { cancellationPolicy: values.cancellationPolicy },
        version,
      }),
  });
  return (
    <SettingsForm
      title={t('policies.title')}
      onSubmit={onSubmit}
      canSave={canSave}
      saving={saving}
      formMessage={formMessage}
      conflict={conflict}
    >
      {showBookingType ? (
        <Controller
          control={form.control}
          name="bookingType"
          render={({ field, fieldState }) => (
            <Radio.Group
              label={t('policies.bookingType')}
              value={field.value}
              onChange={field.onChange}
              error={fieldState.error?.message}
            >
              <Stack gap="sm" mt="xs">
                {bookingTypeSchema.options.map((type) => (
                  <Radio
                    key={type}
                    value={type}
                    label={
                      <Group gap="xs">
                        {t(`policies.${type}`)}
                        {type === 'onLine' ? (
                          <Badge color="green" variant="light" size="sm">
                            {t('policies.recommended')}
                          </Badge>
                        ) : null}
                      </Group>
                    }
                    description={
                      // A span: the description is a paragraph already, and a paragraph cannot hold one.
                      <Text span size="sm">
                        {t(`policies.${type}Description`)}
                      </Text>
                    }
                  />
                ))}
              </Stack>
            </Radio.Group>
          )}
        />
      ) : null}
      <CancellationPolicyField
        control={form.control as unknown as Control<{ cancellationPolicy: CancellationPolicy | null }>}
      />
    </SettingsForm>
  );
}
