import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/RadioIndicator.css';
import '@mantine/core/styles/Radio.css';
import { Group, Radio, Text } from '@mantine/core';
import type {
  RegionalRequirements,
  RegionalRequirementsConfiguration,
} from '@hostdeck/contract/properties/regional-requirements.schemas';
import { useEffect, useMemo } from 'react';
import { Controller, type Control } from 'react-hook-form';
import { useTranslation } from '@/shared/i18n/use-translation';
import { countryName } from '@/shared/i18n/country-name';
import { useUpdateRegionalRequirements } from '../../api/regional-requirements';
import {
  ownershipField,
  regionalFieldFor,
  regionalFormDefaults,
  regionalFormSchema,
  regionalPayload,
  valueFields,
  type RegionalFormValues,
} from '../../regional-requirements-form.rules';
import { SettingsForm } from '@/shared/forms/settings-form';
import { useSettingsForm } from '@/shared/forms/use-settings-form';
import { RegionalFieldInput } from './regional-field-input';

export interface TaxesAndLawsFormProps {
  unitId: string;
  propertyId: string;
  configuration: RegionalRequirementsConfiguration;
  answers: RegionalRequirements;
  /** `?field=registrationNumber`: the invalid-field call to action opens the form at that field. */
  focusField: string | null;
}

export function TaxesAndLawsForm({
  unitId,
  propertyId,
  configuration,
  answers,
  focusField,
}: TaxesAndLawsFormProps) {
  const { t, i18n } = useTranslation('units');
  const update = useUpdateRegionalRequirements(unitId, propertyId);
  const schema = useMemo(() => regionalFormSchema(configuration.fields), [configuration.fields]);
  const fields = valueFields(configuration.fields);
  const asksOwnership = ownershipField(configuration.fields);
  const names = fields.map((field) => `values.${field.name}`);
  const { form, onSubmit, canSave, formMessage, saving } = useSettingsForm({
    schema,
    defaultValues: regionalFormDefaults(configuration.fields, answers),
    fields: [...names, 'ownership.isOwner'],
    save: (values) => update.mutateAsync(regionalPayload(values as RegionalFormValues, configuration.fields)),
  });
  const control = form.control as unknown as Control<RegionalFormValues>;
  const focusName = regionalFieldFor(focusField);
  useEffect(() => {
    if (focusName && fields.some((field) => field.name === focusName)) {
      form.setFocus(`values.${focusName}` as never);
    }
    // Once, when the page opens at that field.
  }, [focusName]); // eslint-disable-line react-hooks/exhaustive-deps
  return (
    <SettingsForm
      title={t('taxes.title')}
      description={
        <Text c="dimmed">
          {configuration.region
            ? t('taxes.region', { region: countryName(configuration.region, i18n.language) })
            : t('taxes.description')}
        </Text>
      }
      onSubmit={onSubmit}
      canSave={canSave}
      saving={saving}
      formMessage={formMessage}
    >
      {asksOwnership ? (
        <Controller
          control={control}
          name="ownership.isOwner"
          render={({ field, fieldState }) => (
            <Radio.Group
              label={t('taxes.isOwner')}
              required={asksOwnership.required}
              value={field.value}
              onChange={field.onChange}
              error={fieldState.error?.message}
            >
              <Group mt="xs">
                <Radio value="true" label={t('taxes.yes')} />
                <Radio value="false" label={t('taxes.no')} />
              </Group>
            </Radio.Group>
          )}
        />
      ) : null}
      {configuration.fields.length === 0 ? <Text c="dimmed">{t('taxes.noFields')}</Text> : null}
      {fields.map((field) => (
        <RegionalFieldInput key={field.name} field={field} control={control} />
      ))}
    </SettingsForm>
  );
}
