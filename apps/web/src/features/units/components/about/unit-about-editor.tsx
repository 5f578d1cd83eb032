import type { PropertyUnit } from '@hostdeck/contract/properties/property-unit.schemas';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { useUpdatePropertyUnit } from '../../api/update-property-unit';
import { SettingsForm } from '@/shared/forms/settings-form';
import { useSettingsForm } from '@/shared/forms/use-settings-form';
import { aboutDefaults, AboutFields, aboutFields, type AboutField } from './unit-about-fields';
import type { UnitAboutSchema } from './unit-about.schema';

// The schema brings zod: asked for once the form is on the screen (shared/forms/form-resolver.ts).
const loadSchema = (): Promise<UnitAboutSchema> =>
  import('./unit-about.schema').then((module) => module.unitAboutSchema);

export interface UnitAboutEditorProps {
  unit: PropertyUnit;
  description?: ReactNode;
  /** The field the host had focused in the preview, focused again once the form replaces it. */
  focused?: { readonly current: AboutField | null };
}

/** The about form bound to react-hook-form: checks, the save and its errors (see UnitAboutForm). */
export function UnitAboutEditor({ unit, description, focused }: UnitAboutEditorProps) {
  const { t } = useTranslation('units');
  const update = useUpdatePropertyUnit(unit.propertyUnitPublicId);
  const { form, onSubmit, canSave, formMessage, saving, conflict } = useSettingsForm({
    schema: loadSchema,
    defaultValues: aboutDefaults(unit),
    fields: aboutFields,
    version: unit.version,
    save: (values, version) =>
      update.mutateAsync({
        body: { title: values.title, description: values.description === '' ? null : values.description },
        version,
      }),
  });
  // The preview's field went away with the focus in it: the same field of the form takes it back,
  // unless the host has focused something else since.
  useEffect(() => {
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (focused?.current && lost) form.setFocus(focused.current);
  }, [focused, form]);
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
      <AboutFields
        bind={(field) => form.register(field)}
        errors={{ title: errors.title?.message, description: errors.description?.message }}
      />
    </SettingsForm>
  );
}
