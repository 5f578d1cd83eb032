import { PlainAlert } from '@/shared/ui/plain/plain-alert';
import { PlainButton } from '@/shared/ui/plain/plain-button';
import { PlainGroup } from '@/shared/ui/plain/plain-group';
import { PlainStack } from '@/shared/ui/plain/plain-stack';
import { PlainTitle } from '@/shared/ui/plain/plain-title';
import { lazy, Suspense, type FormEventHandler, type ReactNode } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { useFormFrame, useHeadingOrder } from './form-frame';
import type { SaveConflict } from './save-conflict-dialog';

// Loaded only when a save is refused, so no form page pays for the modal up front.
const SaveConflictDialog = lazy(() =>
  import('./save-conflict-dialog').then((module) => ({ default: module.SaveConflictDialog })),
);

export interface SettingsFormProps {
  title: string;
  description?: ReactNode;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** Save is enabled only when the form is dirty and valid. */
  canSave: boolean;
  saving: boolean;
  formMessage?: string | null;
  /** A save refused because the record was saved elsewhere meanwhile (from useSettingsForm). */
  conflict?: SaveConflict | null;
  children: ReactNode;
}

/**
 * The frame of every unit settings form: heading, fields, form-level message and the save button
 * (see FormFrame). Drawn with plain elements in the kit's look (shared/ui/plain), so a form of text
 * fields paints without the kit's code: a unit page opens on one.
 */
export function SettingsForm(props: SettingsFormProps) {
  const { t } = useTranslation('units');
  const frame = useFormFrame();
  const headings = useHeadingOrder();
  const headingId = `form-${props.title.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <>
      {props.conflict ? (
        <Suspense fallback={null}>
          <SaveConflictDialog conflict={props.conflict} />
        </Suspense>
      ) : null}
      <form onSubmit={props.onSubmit} noValidate aria-labelledby={headingId}>
        <PlainStack gap="md">
          <PlainTitle order={headings.page} size="h3" id={headingId}>
            {props.title}
          </PlainTitle>
          {props.description}
          {props.formMessage ? (
            <PlainAlert color="red" role="alert">
              {props.formMessage}
            </PlainAlert>
          ) : null}
          {props.children}
          {/* Right under the fields it saves, where the eye already is (not at the far edge of a wide page). */}
          <PlainGroup justify="flex-start">
            {frame?.actions}
            <PlainButton type="submit" disabled={!props.canSave} loading={props.saving}>
              {frame?.submitLabel ?? t('form.save')}
            </PlainButton>
          </PlainGroup>
        </PlainStack>
      </form>
    </>
  );
}
