import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/CheckboxIndicator.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Fieldset.css';
import { Checkbox, Fieldset, SimpleGrid } from '@mantine/core';
import {
  amenityKeySchema,
  type AmenityOption,
} from '@hostdeck/contract/properties/properties-configuration.schemas';
import {
  updatePropertyUnitBodySchema,
  type PropertyUnit,
} from '@hostdeck/contract/properties/property-unit.schemas';
import { useMemo, type ReactNode } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from '@/shared/i18n/use-translation';
import { z } from 'zod';
import { useUpdatePropertyUnit } from '../../api/update-property-unit';
import { groupAmenities } from '../../amenities.catalog';
import { SettingsForm } from '@/shared/forms/settings-form';
import { useSettingsForm } from '@/shared/forms/use-settings-form';

const amenitiesSchema = z.object({ amenities: updatePropertyUnitBodySchema.shape.amenities.unwrap() });

export interface AmenitiesFormProps {
  unit: PropertyUnit;
  /** The configuration's amenities with labels in the host's language. */
  options: readonly AmenityOption[];
  /** The listing flow's text under the heading. */
  description?: ReactNode;
}

/** Amenities as checkbox groups. */
export function AmenitiesForm({ unit, options, description }: AmenitiesFormProps) {
  const { t } = useTranslation('units');
  const update = useUpdatePropertyUnit(unit.propertyUnitPublicId);
  const { form, onSubmit, canSave, formMessage, saving, conflict } = useSettingsForm({
    schema: amenitiesSchema,
    // Only keys the configuration offers can be saved; others (retired ones) drop on the next save.
    defaultValues: {
      amenities: unit.amenities.flatMap((key) => {
        const parsed = amenityKeySchema.safeParse(key);
        return parsed.success ? [parsed.data] : [];
      }),
    },
    fields: ['amenities'],
    version: unit.version,
    save: (values, version) => update.mutateAsync({ body: { amenities: values.amenities }, version }),
  });
  const groups = useMemo(() => groupAmenities(options), [options]);
  return (
    <SettingsForm
      title={t('amenities.title')}
      description={description}
      onSubmit={onSubmit}
      canSave={canSave}
      saving={saving}
      formMessage={formMessage ?? form.formState.errors.amenities?.message}
      conflict={conflict}
    >
      <Controller
        control={form.control}
        name="amenities"
        render={({ field }) => (
          <>
            {groups.map(({ group, items }) => (
              <Fieldset key={group} legend={t(`amenities.groups.${group}`)} variant="unstyled">
                <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="xs">
                  {items.map(({ key, label }) => (
                    <Checkbox
                      key={key}
                      label={label}
                      checked={field.value.includes(key)}
                      onChange={(event) =>
                        field.onChange(
                          event.currentTarget.checked
                            ? [...field.value, key]
                            : field.value.filter((item) => item !== key),
                        )
                      }
                    />
                  ))}
                </SimpleGrid>
              </Fieldset>
            ))}
          </>
        )}
      />
    </SettingsForm>
  );
}
