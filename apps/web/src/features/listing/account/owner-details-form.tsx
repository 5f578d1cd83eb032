import { SimpleGrid, Text } from '@mantine/core';
import { companyPersonSchema, type BusinessDetails } from '@hostdeck/contract/onboarding/onboarding.schemas';
import { FormProvider } from 'react-hook-form';
import { useTranslation } from '@/shared/i18n/use-translation';
import { z } from 'zod';
import { SettingsForm } from '@/shared/forms/settings-form';
import { useSettingsForm } from '@/shared/forms/use-settings-form';
import { useSaveBusinessDetails } from '../api/onboarding';
import { FormTextField } from './form-fields';

const ownerFormSchema = z
  .object({ firstName: z.string(), lastName: z.string(), email: z.string() })
  .transform((values): z.input<typeof companyPersonSchema> => ({
    ...values,
    email: values.email.trim() === '' ? null : values.email,
  }))
  .pipe(companyPersonSchema);

/**
 * The company's owner or legal representative: the first signatory of the stored company details
 * posted back with everything else as stored.
 */
export function OwnerDetailsForm({ stored }: { stored: BusinessDetails }) {
  const { t } = useTranslation('listingAccount');
  const save = useSaveBusinessDetails();
  const owner = stored.signatories[0];
  const { form, onSubmit, canSave, formMessage, saving } = useSettingsForm({
    schema: ownerFormSchema,
    defaultValues: {
      firstName: owner?.firstName ?? '',
      lastName: owner?.lastName ?? '',
      email: owner?.email ?? '',
    },
    fields: ['firstName', 'lastName', 'email'],
    // The server names these fields `signatories.0.firstName` (within businessDetails).
    section: 'signatories.0',
    save: (person) => save.mutateAsync({ ...stored, signatories: [person, ...stored.signatories.slice(1)] }),
  });
  return (
    <FormProvider {...form}>
      <SettingsForm
        title={t('owner.title')}
        description={<Text c="dimmed">{t('owner.description')}</Text>}
        onSubmit={onSubmit}
        canSave={canSave}
        saving={saving}
        formMessage={formMessage}
      >
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <FormTextField name="firstName" label={t('owner.firstName')} required />
          <FormTextField name="lastName" label={t('owner.lastName')} required />
          <FormTextField name="email" label={`${t('owner.email')} ${t('optional')}`} type="email" />
        </SimpleGrid>
      </SettingsForm>
    </FormProvider>
  );
}
