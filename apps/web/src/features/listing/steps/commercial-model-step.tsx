import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import { Select, Text } from '@mantine/core';
import {
  COMMERCIAL_MODEL_VARIANTS,
  DEFAULT_COMMERCIAL_MODEL_VARIANT,
  isVariantOfModel,
  modelHasPlan,
} from '@hostdeck/contract/user/commercial-model.rules';
import { updateCommercialModelBodySchema } from '@hostdeck/contract/user/commercial-model.schemas';
import {
  commercialModelSchema,
  type CommercialModel,
  type CommercialModelVariant,
  type UserInfo,
} from '@hostdeck/contract/user/user.schemas';
import { useCallback, useRef } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from '@/shared/i18n/use-translation';
import { useFormFrame } from '@/shared/forms/form-frame';
import { SettingsForm } from '@/shared/forms/settings-form';
import { useSettingsForm } from '@/shared/forms/use-settings-form';
import { ChoiceCardsField } from '../components/choice-cards';
import { FrameOverride } from '../account/frame-override';
import { useUpdateCommercialModel } from '../api/commercial-model';
import type { ListingStepProps } from '../listing-step.types';

/**
 * Listing step commercial-model: subscription, commission or hybrid. A model with a plan
 * continues on the plan sub-page; the step completes after plan-services (or here, for commission).
 */
export function CommercialModelStep({ user, goTo }: ListingStepProps) {
  const frame = useFormFrame();
  const chosen = useRef<CommercialModel | null>(null);
  const onSaved = useCallback(async () => {
    if (chosen.current && modelHasPlan(chosen.current)) goTo('commercial-model/plan');
    else await frame?.onSaved();
  }, [frame, goTo]);
  return (
    <FrameOverride onSaved={onSaved}>
      <CommercialModelForm user={user} onChosen={(model) => (chosen.current = model)} />
    </FrameOverride>
  );
}

function CommercialModelForm({
  user,
  onChosen,
}: {
  user: UserInfo;
  onChosen: (model: CommercialModel) => void;
}) {
  const { t } = useTranslation('listingAccount');
  const save = useUpdateCommercialModel();
  const variant = user.commercialModelVariant;
  const { form, onSubmit, canSave, formMessage, saving } = useSettingsForm({
    schema: updateCommercialModelBodySchema,
    defaultValues: {
      commercialModel: user.commercialModel,
      commercialModelVariant:
        variant && isVariantOfModel(user.commercialModel, variant)
          ? variant
          : DEFAULT_COMMERCIAL_MODEL_VARIANT[user.commercialModel],
    },
    fields: ['commercialModel', 'commercialModelVariant'],
    section: 'commercialModel',
    save: async (values) => {
      await save.mutateAsync(values);
      onChosen(values.commercialModel);
    },
  });
  const model = form.watch('commercialModel');
  return (
    <SettingsForm
      title={t('commercialModel.title')}
      description={<Text c="dimmed">{t('commercialModel.description')}</Text>}
      onSubmit={onSubmit}
      canSave={canSave}
      saving={saving}
      formMessage={formMessage}
    >
      <ChoiceCardsField
        control={form.control}
        name="commercialModel"
        onChosen={(next) =>
          form.setValue(
            'commercialModelVariant',
            DEFAULT_COMMERCIAL_MODEL_VARIANT[commercialModelSchema.parse(next)],
            { shouldValidate: true, shouldDirty: true },
          )
        }
        label={t('commercialModel.modelLabel')}
        options={commercialModelSchema.options.map((option) => ({
          value: option,
          title: t(`commercialModel.models.${option}.title`),
          description: t(`commercialModel.models.${option}.description`),
        }))}
      />
      {model === 'hybrid' ? (
        <Controller
          control={form.control}
          name="commercialModelVariant"
          render={({ field, fieldState }) => (
            <Select
              label={t('commercialModel.variantLabel')}
              data={COMMERCIAL_MODEL_VARIANTS.hybrid.map((option) => ({
                value: option,
                label: t(`commercialModel.hybridVariants.${option as 'hybrid_3'}`),
              }))}
              value={field.value}
              onChange={(next) => field.onChange((next ?? field.value) as CommercialModelVariant)}
              onBlur={field.onBlur}
              allowDeselect={false}
              error={fieldState.error?.message}
            />
          )}
        />
      ) : null}
    </SettingsForm>
  );
}
