import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import { Select, Text } from '@mantine/core';
import {
  promotionTypeSchema,
  type PromotionsConfiguration,
  type PromotionType,
} from '@hostdeck/contract/promotions/promotions.schemas';
import { promotionStateSchema } from '@hostdeck/contract/promotions/promotions.schemas';
import { Controller } from 'react-hook-form';
import { useTranslation } from '@/shared/i18n/use-translation';
import { formatPercent } from '@/shared/i18n/format';
import { z } from 'zod';
import { useSavePromotion } from '../../api/promotions';
import { SettingsForm } from '@/shared/forms/settings-form';
import { useSettingsForm } from '@/shared/forms/use-settings-form';

const createSchema = z.object({
  type: z.string().min(1).pipe(promotionTypeSchema),
  discountPercent: z.string().min(1).transform(Number).pipe(promotionStateSchema.shape.discountPercent),
});

export interface PromotionCreateFormProps {
  unitId: string;
  /** Types the configuration offers that the unit does not run yet. */
  types: PromotionsConfiguration['types'];
}

/** A new promotion starts active (status ACTIVE/INACTIVE follows `enabled`). */
export function PromotionCreateForm({ unitId, types }: PromotionCreateFormProps) {
  const { t, i18n } = useTranslation('units');
  const save = useSavePromotion(unitId);
  const { form, onSubmit, canSave, formMessage, saving } = useSettingsForm({
    schema: createSchema,
    defaultValues: { type: '', discountPercent: '' },
    fields: ['type', 'discountPercent'],
    save: async (values) => {
      await save.mutateAsync({
        type: values.type,
        state: { discountPercent: values.discountPercent, enabled: true },
      });
      form.reset({ type: '', discountPercent: '' });
    },
  });
  const selectedType = form.watch('type');
  const options = types.find((item) => item.type === (selectedType as PromotionType))?.discountOptions ?? [];
  if (types.length === 0) return <Text c="dimmed">{t('promotions.noTypes')}</Text>;
  return (
    <SettingsForm
      title={t('promotions.createTitle')}
      onSubmit={onSubmit}
      canSave={canSave}
      saving={saving}
      formMessage={formMessage}
    >
      <Controller
        control={form.control}
        name="type"
        render={({ field, fieldState }) => (
          <Select
            label={t('promotions.type')}
            required
            data={types.map((item) => ({ value: item.type, label: t(`promotions.types.${item.type}`) }))}
            value={field.value === '' ? null : field.value}
            onChange={(value) => {
              field.onChange(value ?? '');
              form.setValue('discountPercent', '', { shouldValidate: false });
            }}
            error={fieldState.error?.message}
          />
        )}
      />
      <Controller
        control={form.control}
        name="discountPercent"
        render={({ field, fieldState }) => (
          <Select
            label={t('promotions.percent')}
            required
            disabled={options.length === 0}
            data={options.map((percent) => ({
              value: String(percent),
              label: t('promotions.percentOption', { percent: formatPercent(percent, i18n.language) }),
            }))}
            value={field.value === '' ? null : field.value}
            onChange={(value) => field.onChange(value ?? '')}
            error={fieldState.error?.message}
          />
        )}
      />
    </SettingsForm>
  );
}
