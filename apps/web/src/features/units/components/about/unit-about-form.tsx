import type { PropertyUnit } from '@hostdeck/contract/properties/property-unit.schemas';
import type { ReactNode } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { useUpdatePropertyUnit } from '../../api/update-property-unit';
import { SettingsForm } from '@/shared/forms/settings-form';
import { useSettingsForm } from '@/shared/forms/use-settings-form';
import type { UnitAboutSchema } from './unit-about.schema';
import { PlainTextarea, PlainTextInput } from '@/shared/ui/plain/plain-text-field';

// The schema brings zod: asked for once the form is on the screen (shared/forms/form-resolver.ts).
const loadSchema = (): Promise<UnitAboutSchema> =>
  import('./unit-about.schema').then((module) => module.unitAboutSchema);
const fields = ['title', 'description'] as const;

/**
 * Title and description of the unit (its "about" sub-page); `description` is the listing flow's
 * text under the heading. Its fields are the kit's look in plain elements: a unit page opens on
 * this form, and its first paint then waits for none of the kit's code.
 */
export function UnitAboutForm({ unit, description }: { unit: PropertyUnit; description?: ReactNode }) {
  const { t } = useTranslation('units');
  const update = useUpdatePropertyUnit(unit.propertyUnitPublicId);
  const { form, onSubmit, canSave, formMessage, saving, conflict } = useSettingsForm({
    schema: loadSchema,
    defaultValues: { title: unit.title ?? '', description: unit.description ?? '' },
    fields,
    version: unit.version,
    save: (values, version) =>
      update.mutateAsync({
        body: { title: values.title, description: values.description === '' ? null : values.description },
        version,
      }),
  });
  const { errors } = form.formState;
  return (
    <SettingsForm
      title={t('about.title')}
      description={description}
      onSubmit={onSubmit}
      canSave={canSave}
      saving={saving}
      formMessage={formMessage}
      conflict={conflict}
    >
      <PlainTextInput
        label={t('about.titleLabel')}
        description={t('about.titleDescription')}
        required
        error={errors.title?.message}
        {...form.register('title')}
      />
      <PlainTextarea
        label={t('about.descriptionLabel')}
        description={t('about.descriptionHelp')}
        rows={6}
        error={errors.description?.message}
        {...form.register('description')}
      />
    </SettingsForm>
  );
}
