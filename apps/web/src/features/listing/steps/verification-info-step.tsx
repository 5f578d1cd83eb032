import '@mantine/core/styles/List.css';
import { List, Stack, Text, Title } from '@mantine/core';
import type { OnboardingConfiguration } from '@hostdeck/contract/onboarding/onboarding.schemas';
import { Controller } from 'react-hook-form';
import { useTranslation } from '@/shared/i18n/use-translation';
import { useHeadingOrder } from '@/shared/forms/form-frame';
import { z } from 'zod';
import { SettingsForm } from '@/shared/forms/settings-form';
import { useSettingsForm } from '@/shared/forms/use-settings-form';
import { QueryState } from '@/shared/ui/query-state';
import { FormCheckboxControl } from '../account/form-fields';
import { useOnboardingConfiguration } from '../api/onboarding';
import { useRecordUserInteraction } from '@/shared/api/record-user-interaction';
import { useUserInteraction } from '@/shared/api/user-interactions';
import type { ListingStepProps } from '../listing-step.types';

// The host must tick the box: the step exists so nobody is surprised by verification at payout time.
const acknowledgementSchema = z.object({ acknowledged: z.literal(true) });

/** Listing step verification/info: what identity verification asks for, and when. */
export function VerificationInfoStep(_props: ListingStepProps) {
  const configuration = useOnboardingConfiguration();
  const acknowledged = useUserInteraction('verification_info_acknowledged');
  if (configuration.isError || acknowledged.isError) {
    return (
      <QueryState
        isError
        onRetry={() => {
          void configuration.refetch();
          void acknowledged.refetch();
        }}
      />
    );
  }
  if (!configuration.data || acknowledged.data === undefined)
    return <QueryState isError={false} onRetry={() => {}} />;
  return <VerificationInfoForm configuration={configuration.data} acknowledged={acknowledged.data} />;
}

function VerificationInfoForm({
  configuration,
  acknowledged,
}: {
  configuration: OnboardingConfiguration;
  acknowledged: boolean;
}) {
  const { t } = useTranslation('listingAccount');
  const headings = useHeadingOrder();
  const save = useRecordUserInteraction();
  const { form, onSubmit, canSave, formMessage, saving } = useSettingsForm({
    schema: acknowledgementSchema,
    // An unticked box is `false`, which the schema refuses: the host must acknowledge to go on.
    defaultValues: { acknowledged: acknowledged as true },
    fields: ['acknowledged'],
    section: 'interactions',
    save: () => save.mutateAsync('verification_info_acknowledged'),
  });
  return (
    <SettingsForm
      title={t('verification.title')}
      description={<Text c="dimmed">{t('verification.description')}</Text>}
      onSubmit={onSubmit}
      canSave={canSave}
      saving={saving}
      formMessage={formMessage}
    >
      <Text>{t(`verification.tier.${configuration.verificationTier}`)}</Text>
      <Stack gap="xs">
        <Title order={headings.section} size="h5">
          {t('verification.whatTitle')}
        </Title>
        {configuration.documentTypes.length > 0 ? (
          <>
            <Text>{t('verification.documentsIntro')}</Text>
            <List>
              {configuration.documentTypes.map((type) => (
                <List.Item key={type}>{t(`verification.documents.${type}`)}</List.Item>
              ))}
            </List>
          </>
        ) : (
          <Text>{t('verification.noDocuments')}</Text>
        )}
      </Stack>
      <Stack gap="xs">
        <Title order={headings.section} size="h5">
          {t('verification.whenTitle')}
        </Title>
        <Text>{t('verification.when')}</Text>
      </Stack>
      <Controller
        control={form.control}
        name="acknowledged"
        render={({ field }) => (
          <FormCheckboxControl
            label={t('verification.acknowledge')}
            checked={field.value === true}
            onChange={field.onChange}
            onBlur={field.onBlur}
            required
          />
        )}
      />
    </SettingsForm>
  );
}
