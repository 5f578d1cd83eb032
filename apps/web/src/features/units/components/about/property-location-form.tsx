import type { Address } from '@hostdeck/contract/properties/address.schemas';
import type { PropertiesConfiguration } from '@hostdeck/contract/properties/properties-configuration.schemas';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { useSavePropertyLocation } from '../../api/property-location';
import {
  addressFieldsFor,
  addressFormDefaults,
  addressFormSchema,
  addressPayload,
} from '../../address-form.rules';
import { SettingsForm } from '@/shared/forms/settings-form';
import { CountrySelect } from './country-select';
import { useSettingsForm } from '@/shared/forms/use-settings-form';
import { PlainText } from '@/shared/ui/plain/plain-text';
import { PlainTextInput } from '@/shared/ui/plain/plain-text-field';

export interface PropertyLocationFormProps {
  propertyId: string;
  location: Address | null;
  /** The cached property's version: a save over one saved elsewhere meanwhile asks first. */
  version?: number;
  addressForm: PropertiesConfiguration['property']['addressForm'];
  /** Opened by the host (the unit's about page): the first text field takes the focus. */
  focusFirstField?: boolean;
}

const allFields = ['countryCode', 'stateOrProvince', 'city', 'street', 'houseNumberOrName', 'postalCode'];

/**
 * The property's address. It sits on the unit's about page: the address belongs to the
 * property, and a single-unit host edits the property only through its unit. Its text fields are
 * the kit's look in plain elements: a third of the components to render after the page's paint.
 */
export function PropertyLocationForm({
  propertyId,
  location,
  version,
  addressForm,
  focusFirstField = false,
}: PropertyLocationFormProps) {
  const { t } = useTranslation('units');
  const save = useSavePropertyLocation(propertyId);
  const schema = useMemo(() => addressFormSchema(addressForm), [addressForm]);
  const { form, onSubmit, canSave, formMessage, saving, conflict } = useSettingsForm({
    schema,
    defaultValues: addressFormDefaults(location),
    fields: allFields,
    section: 'location',
    ...(version === undefined ? {} : { version }),
    save: (values, sentVersion) =>
      save.mutateAsync({
        body: { location: addressPayload(values, addressFieldsFor(addressForm, values.countryCode)) },
        version: sentVersion,
      }),
  });
  const countryCode = form.watch('countryCode') ?? '';
  const shown = addressFieldsFor(addressForm, countryCode);
  // The first text field when the form opens (not again as the country changes the fields): the
  // country picker opens its list when focused, and the country is the part that rarely changes.
  const [firstField] = useState(shown.find((field) => field.name !== 'countryCode')?.name);
  useEffect(() => {
    if (focusFirstField && firstField) form.setFocus(firstField);
  }, [focusFirstField, firstField, form]);
  const { errors } = form.formState;
  return (
    <SettingsForm
      title={t('location.title')}
      description={<PlainText c="dimmed">{t('location.description')}</PlainText>}
      onSubmit={onSubmit}
      canSave={canSave}
      saving={saving}
      formMessage={formMessage}
      conflict={conflict}
    >
      {shown.map((field) =>
        field.name === 'countryCode' ? (
          <CountrySelect
            key={field.name}
            control={form.control}
            name="countryCode"
            label={t('location.countryCode')}
            error={errors.countryCode?.message}
          />
        ) : (
          <PlainTextInput
            key={field.name}
            label={t(`location.${field.name}`)}
            description={field.name === 'stateOrProvince' ? t('location.stateHelp') : undefined}
            required={field.required}
            maxLength={field.name === 'stateOrProvince' ? 3 : (field.maxLength ?? undefined)}
            error={errors[field.name]?.message}
            {...form.register(field.name)}
          />
        ),
      )}
    </SettingsForm>
  );
}
