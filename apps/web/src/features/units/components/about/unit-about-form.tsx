import type { PropertyUnit } from '@hostdeck/contract/properties/property-unit.schemas';
import { Suspense, useRef, type ReactNode } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { SettingsForm } from '@/shared/forms/settings-form';
import { loadAfterPaint } from './load-after-paint';
import { aboutDefaults, AboutFields, type AboutField } from './unit-about-fields';

// The form's code (react-hook-form, the save and its error handling, 20 kB) is asked for once the
// unit's text is on the screen: a unit page opens on this form, and its first paint, the description,
// waits for none of it. Until it is in, the same fields show the unit's title and description, read
// only, with Save disabled (a fraction of a second on a slow phone, none on a fast line); a field
// the host focused meanwhile has the focus again in the form.
const editor = loadAfterPaint(() => import('./unit-about-editor').then((module) => module.UnitAboutEditor));

export interface UnitAboutFormProps {
  unit: PropertyUnit;
  /** The listing flow's text under the heading. */
  description?: ReactNode;
}

/** Title and description of the unit: its "about" sub-page, and the listing flow's title step. */
export function UnitAboutForm({ unit, description }: UnitAboutFormProps) {
  const focused = useRef<AboutField | null>(null);
  const loaded = editor.useLoaded();
  const preview = <UnitAboutPreview unit={unit} description={description} focused={focused} />;
  if (!loaded) return preview;
  return (
    <Suspense fallback={preview}>
      <editor.Component unit={unit} description={description} focused={focused} />
    </Suspense>
  );
}

function UnitAboutPreview({
  unit,
  description,
  focused,
}: UnitAboutFormProps & { focused: { current: AboutField | null } }) {
  const { t } = useTranslation('units');
  const values = aboutDefaults(unit);
  return (
    <SettingsForm
      title={t('about.title')}
      description={description}
      onSubmit={(event) => event.preventDefault()}
      canSave={false}
      saving={false}
    >
      <AboutFields
        bind={(field) => ({
          name: field,
          defaultValue: values[field],
          readOnly: true,
          onFocus: () => {
            focused.current = field;
          },
          // Focus that moves on to another element is the host's; focus lost when the preview goes
          // away (no next element) is given back by the form (unit-about-editor.tsx).
          onBlur: (event) => {
            if (focused.current === field && event.relatedTarget !== null) focused.current = null;
          },
        })}
      />
    </SettingsForm>
  );
}
