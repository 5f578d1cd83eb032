import { measurementSystemSchema } from '@hostdeck/contract/properties/property-unit-options.schemas';
import type { PropertyUnit } from '@hostdeck/contract/properties/property-unit.schemas';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from '@/shared/i18n/use-translation';
import { z } from 'zod';
import { useUpdatePropertyUnit } from '../../api/update-property-unit';
import { SettingsForm } from '@/shared/forms/settings-form';
import { useSettingsForm } from '@/shared/forms/use-settings-form';
import {
  AREA_LIMIT_ISSUE,
  AREA_MINIMUM_ISSUE,
  AreaFields,
  areaDefaults,
  areaPayload,
  isAreaAboveMinimum,
  isAreaWithinLimit,
  type AreaFieldValues,
} from './area-fields';

const sizeSchema = z
  .object({ size: z.number().min(0).nullable(), unit: measurementSystemSchema })
  .refine(isAreaWithinLimit, AREA_LIMIT_ISSUE)
  .refine(isAreaAboveMinimum, AREA_MINIMUM_ISSUE);

/** Property size shown in the host's unit and stored in m² (10.76391042 ft² per m²). */
export function PropertySizeForm({ unit }: { unit: PropertyUnit }) {
  const { t } = useTranslation('units');
  const update = useUpdatePropertyUnit(unit.propertyUnitPublicId);
  const { form, onSubmit, canSave, formMessage, saving, conflict } = useSettingsForm({
    schema: sizeSchema,
    defaultValues: areaDefaults(unit),
    fields: ['size', 'unit'],
    version: unit.version,
    save: (values, version) => update.mutateAsync({ body: areaPayload(values), version }),
  });
  return (
    <SettingsForm
      title={t('size.title')}
      onSubmit={onSubmit}
      canSave={canSave}
      saving={saving}
      formMessage={formMessage}
      conflict={conflict}
    >
      <AreaFields form={form as unknown as UseFormReturn<AreaFieldValues>} />
    </SettingsForm>
  );
}
