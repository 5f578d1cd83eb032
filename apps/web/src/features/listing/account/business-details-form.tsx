import '@mantine/core/styles/Fieldset.css';
import { Fieldset, SimpleGrid, Stack, Text } from '@mantine/core';
import type { BusinessDetails } from '@hostdeck/contract/onboarding/onboarding.schemas';
import type { UserInfo } from '@hostdeck/contract/user/user.schemas';
import { useMemo } from 'react';
import { FormProvider } from 'react-hook-form';
import { useTranslation } from '@/shared/i18n/use-translation';
import { SettingsForm } from '@/shared/forms/settings-form';
import { useSettingsForm } from '@/shared/forms/use-settings-form';
import { useSaveBusinessDetails } from '../api/onboarding';
import { AddressFieldset } from './address-fieldset';
import { businessFormFields, businessFormSchema, businessFormValues } from './details-form.schemas';
import { FormCheckboxField, FormCountryField, FormTextField } from './form-fields';

export interface BusinessDetailsFormProps {
  stored: BusinessDetails | null;
  user: UserInfo;
  countries: readonly string[];
}

/**
 * A company's details, saved with saveBusinessDetails. Shareholders and
 * signatories are not edited here (the owner page edits the first signatory); they are kept as stored.
 */
export function BusinessDetailsForm({ stored, user, countries }: BusinessDetailsFormProps) {
  const { t } = useTranslation('listingAccount');
  const { t: tUnits } = useTranslation('units');
  const save = useSaveBusinessDetails();
  const schema = useMemo(() => businessFormSchema(stored, tUnits('validation.required')), [stored, tUnits]);
  const { form, onSubmit, canSave, formMessage, saving } = useSettingsForm({
    schema,
    defaultValues: businessFormValues(stored, user),
    fields: businessFormFields,
    section: 'businessDetails',
    save: (values) => save.mutateAsync(values),
  });
  const sameAddress = form.watch('sameAddress');
  const withoutVat = form.watch('userWithoutVatId');
  const optional = (label: string) => `${label} ${t('optional')}`;
  return (
    <FormProvider {...form}>
      <SettingsForm
        title={t('details.titleCompany')}
        description={<Text c="dimmed">{t('details.descriptionCompany')}</Text>}
        onSubmit={onSubmit}
        canSave={canSave}
        saving={saving}
        formMessage={formMessage}
      >
        <Fieldset legend={t('details.companyLegend')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <FormTextField
              name="legalBusinessName"
              label={t('details.legalBusinessName')}
              required
              autoComplete="organization"
            />
            <FormTextField name="accountEmail" label={t('details.accountEmail')} type="email" required />
            <FormTextField name="phoneNumber" label={t('details.phoneNumber')} type="tel" required />
          </SimpleGrid>
        </Fieldset>
        <AddressFieldset
          name="address"
          legend={t('details.registeredAddressLegend')}
          countries={countries}
          required
        />
        <FormCheckboxField name="sameAddress" label={t('details.sameAddress')} />
        {sameAddress ? null : (
          <AddressFieldset
            name="principalAddress"
            legend={t('details.principalAddressLegend')}
            countries={countries}
            required
          />
        )}
        <Fieldset legend={t('details.taxLegend')}>
          <Stack gap="sm">
            {withoutVat ? null : <FormTextField name="vatId" label={t('details.vatId')} required />}
            <FormCheckboxField name="userWithoutVatId" label={t('details.userWithoutVatId')} />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <FormTextField name="taxIdentifications.0.id" label={optional(t('details.taxId'))} />
              <FormCountryField
                name="taxIdentifications.0.countryIsoCode"
                label={optional(t('details.taxCountry'))}
                countries={countries}
              />
            </SimpleGrid>
            <FormCheckboxField
              name="euPermanentEstablishment"
              label={t('details.euPermanentEstablishment')}
            />
          </Stack>
        </Fieldset>
      </SettingsForm>
    </FormProvider>
  );
}
