import '@mantine/core/styles/Fieldset.css';
import { Fieldset, SimpleGrid, Text } from '@mantine/core';
import type { IndividualDetails } from '@hostdeck/contract/onboarding/onboarding.schemas';
import type { UserInfo } from '@hostdeck/contract/user/user.schemas';
import { FormProvider } from 'react-hook-form';
import { useTranslation } from '@/shared/i18n/use-translation';
import { SettingsForm } from '@/shared/forms/settings-form';
import { useSettingsForm } from '@/shared/forms/use-settings-form';
import { useSaveIndividualDetails } from '../api/onboarding';
import { AddressFieldset } from './address-fieldset';
import { individualFormFields, individualFormSchema, individualFormValues } from './details-form.schemas';
import { FormCountryField, FormTextField } from './form-fields';

export interface IndividualDetailsFormProps {
  stored: IndividualDetails | null;
  user: UserInfo;
  countries: readonly string[];
}

/** An individual host's details, saved with saveIndividualDetails. */
export function IndividualDetailsForm({ stored, user, countries }: IndividualDetailsFormProps) {
  const { t } = useTranslation('listingAccount');
  const save = useSaveIndividualDetails();
  const { form, onSubmit, canSave, formMessage, saving } = useSettingsForm({
    schema: individualFormSchema,
    defaultValues: individualFormValues(stored, user),
    fields: individualFormFields,
    section: 'individualDetails',
    save: (values) => save.mutateAsync(values),
  });
  const optional = (label: string) => `${label} ${t('optional')}`;
  return (
    <FormProvider {...form}>
      <SettingsForm
        title={t('details.titleIndividual')}
        description={<Text c="dimmed">{t('details.descriptionIndividual')}</Text>}
        onSubmit={onSubmit}
        canSave={canSave}
        saving={saving}
        formMessage={formMessage}
      >
        <Fieldset legend={t('details.personLegend')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <FormTextField
              name="firstName"
              label={t('details.firstName')}
              required
              autoComplete="given-name"
            />
            <FormTextField
              name="lastName"
              label={t('details.lastName')}
              required
              autoComplete="family-name"
            />
            <FormTextField
              name="email"
              label={t('details.email')}
              type="email"
              required
              autoComplete="email"
            />
            <FormTextField
              name="phoneNumber"
              label={optional(t('details.phoneNumber'))}
              type="tel"
              autoComplete="tel"
            />
            <FormTextField
              name="dateOfBirth"
              label={optional(t('details.dateOfBirth'))}
              type="date"
              autoComplete="bday"
            />
            <FormCountryField
              name="nationality"
              label={optional(t('details.nationality'))}
              countries={countries}
            />
          </SimpleGrid>
        </Fieldset>
        <AddressFieldset
          name="address"
          legend={optional(t('details.addressLegend'))}
          countries={countries}
          required={false}
        />
      </SettingsForm>
    </FormProvider>
  );
}
