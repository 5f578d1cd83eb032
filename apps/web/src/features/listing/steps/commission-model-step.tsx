import { Text } from '@mantine/core';
import {
  COMMERCIAL_MODEL_VARIANTS,
  DEFAULT_COMMERCIAL_MODEL_VARIANT,
} from '@hostdeck/contract/user/commercial-model.rules';
import { updateCommercialModelBodySchema } from '@hostdeck/contract/user/commercial-model.schemas';
import type { UserInfo } from '@hostdeck/contract/user/user.schemas';
import { useTranslation } from '@/shared/i18n/use-translation';
import { SettingsForm } from '@/shared/forms/settings-form';
import { useSettingsForm } from '@/shared/forms/use-settings-form';
import { ChoiceCardsField } from '../components/choice-cards';
import { useUpdateCommercialModel } from '../api/commercial-model';
import type { ListingStepProps } from '../listing-step.types';

const variants = COMMERCIAL_MODEL_VARIANTS.commission;

function initialVariant(user: UserInfo) {
  return user.commercialModelVariant && variants.includes(user.commercialModelVariant)
    ? user.commercialModelVariant
    : DEFAULT_COMMERCIAL_MODEL_VARIANT.commission;
}

/** Listing step commission-model: how the commission works and who pays it. */
export function CommissionModelStep({ user }: ListingStepProps) {
  const { t } = useTranslation('listingAccount');
  const save = useUpdateCommercialModel();
  const { form, onSubmit, canSave, formMessage, saving } = useSettingsForm({
    schema: updateCommercialModelBodySchema,
    defaultValues: { commercialModel: 'commission', commercialModelVariant: initialVariant(user) },
    fields: ['commercialModelVariant'],
    section: 'commercialModel',
    save: (values) => save.mutateAsync(values),
  });
  return (
    <SettingsForm
      title={t('commission.title')}
      description={<Text c="dimmed">{t('commission.description')}</Text>}
      onSubmit={onSubmit}
      canSave={canSave}
      saving={saving}
      formMessage={formMessage}
    >
      <ChoiceCardsField
        control={form.control}
        name="commercialModelVariant"
        label={t('commission.variantLabel')}
        options={variants.map((variant) => ({
          value: variant,
          title: t(`commission.variants.${variant as 'split'}.title`),
          description: t(`commission.variants.${variant as 'split'}.description`),
        }))}
      />
    </SettingsForm>
  );
}
