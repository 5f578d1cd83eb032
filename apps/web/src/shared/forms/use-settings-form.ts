import { showSuccessToast } from '@/shared/ui/toast';
import { useEffect, useLayoutEffect, useState, type BaseSyntheticEvent } from 'react';
import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import { isApiError } from '@/shared/api/api-error';
import { showErrorToast } from '@/shared/api/error-toast';
import { useTranslation } from '@/shared/i18n/use-translation';
import type { z } from 'zod';
import { formResolver, type SchemaSource } from './form-resolver';
import { useFormFrame } from './form-frame';
import type { SaveConflict } from './save-conflict-dialog';
import { useFollowRecord, useRecordVersion, versionOf } from './use-record-version';
import { useServerErrorTranslator } from './translate-server-error';
import { useUnsavedChangesGuard } from './use-unsaved-changes-guard';
import { useZodErrorMap } from './use-zod-error-map';

export interface UseSettingsFormOptions<S extends z.ZodType<FieldValues, FieldValues>, R = unknown> {
  /**
   * The schema, or its import: a form whose module does not import zod itself (a unit's about
   * form) paints before the schema library has loaded (form-resolver.ts).
   */
  schema: SchemaSource<S>;
  defaultValues: DefaultValues<z.input<S>>;
  /**
   * Saves the parsed values, sending `version` as the version they were made from when the form has
   * one; resolves with the saved record, rejects with the server's error.
   */
  save: (values: z.output<S>, version: number | undefined) => Promise<R>;
  /**
   * What a successful save leads to instead of the "saved" toast: a form in a list or a dialog
   * closes and says what happened in its own words.
   */
  onSaved?: (saved: R) => Promise<void> | void;
  /**
   * The `version` of the record the form edits, as the cache has it now. With it a save made from an
   * older read is refused (412) and the form offers to reload or overwrite (SaveConflictDialog);
   * `defaultValues` must then be derived from that cached record.
   */
  version?: number;
  /** Form field names, to place server field errors. */
  fields: readonly string[];
  section?: string;
}

/**
 * react-hook-form with the contract's zod schema, translated messages, server field errors on
 * their fields and a success toast; the failure toast comes from the caller's `useApiMutation`.
 */
export function useSettingsForm<S extends z.ZodType<FieldValues, FieldValues>, R = unknown>(
  options: UseSettingsFormOptions<S, R>,
) {
  const { t, i18n } = useTranslation('units');
  const errorMap = useZodErrorMap();
  const translateServerError = useServerErrorTranslator();
  const frame = useFormFrame();
  const [formMessage, setFormMessage] = useState<string | null>(null);
  // The version the record has now, while a save made from an older one waits for the host's choice.
  const [conflict, setConflict] = useState<{ version: number | undefined } | null>(null);
  // The schema's import starts once; each render's resolver words errors in the language shown.
  const [schema] = useState(() => formResolver(options.schema));
  const form = useForm<z.input<S>, unknown, z.output<S>>({
    resolver: schema.resolverFor(errorMap),
    defaultValues: options.defaultValues,
    mode: 'onChange',
  });
  useFollowRecord(form, options.version, options.defaultValues);
  // What the host changed while an imported schema loaded was checked against nothing: check it
  // now, and the form's validity with it (an empty list checks the whole form and marks no field).
  useEffect(() => {
    let mounted = true;
    schema.ready?.then(
      () => {
        if (mounted) void form.trigger(Object.keys(form.formState.dirtyFields) as never);
      },
      () => undefined,
    );
    return () => {
      mounted = false;
    };
  }, [schema, form]);
  // Reading dirtyFields subscribes to it: without it, a first change to a registered input left
  // isDirty stale until the next render (react-hook-form's proxy state is opt-in per key).
  const { dirtyFields, isDirty, isSubmitting } = form.formState;
  const dirty = isDirty || Object.keys(dirtyFields).length > 0;
  // Whether the values are valid matters only for Save, and only once the host has changed
  // something (or, in a frame that takes an untouched form, from the start). Reading `isValid`
  // subscribes this component to it (react-hook-form's state is opt-in per key), and the first
  // validation, after mounting, then rendered every form a second time for a Save that stays
  // disabled. Subscribed here from the start instead (before that validation runs, in a passive
  // effect), react-hook-form keeps it current without rendering, and the form reads it when it matters.
  useLayoutEffect(() => form.subscribe({ formState: { isValid: true }, callback: () => undefined }), [form]);
  const validityShown = dirty || frame?.requireDirty === false;
  const isValid = validityShown && form.formState.isValid;
  const baseVersionRef = useRecordVersion(options.version, dirty);
  const submitFrom = (version: number | undefined) =>
    form.handleSubmit(async (values) => {
      setFormMessage(null);
      try {
        const saved = await options.save(values, version);
        baseVersionRef.current = versionOf(saved) ?? baseVersionRef.current;
        form.reset(form.getValues());
        if (options.onSaved) await options.onSaved(saved);
        else if (frame) await frame.onSaved();
        else showSuccessToast(t('form.saved'));
      } catch (error) {
        if (isApiError(error) && error.isPreconditionFailed) {
          setConflict({ version: versionOf(error.current) });
          return;
        }
        // Loaded with the first failed save: it reads error bodies with the contract's schemas.
        const { applyServerErrors } = await import('./apply-server-errors');
        setFormMessage(
          applyServerErrors(error, form.setError, options.fields, translateServerError, options.section),
        );
      }
    });
  // A save is checked with the schema, so one given as an import waits for its download
  // (form-resolver.ts); if that failed, the host is told as for a failed save.
  const onSubmit = async (event?: BaseSyntheticEvent) => {
    if (schema.ready) {
      event?.preventDefault();
      try {
        await schema.ready;
      } catch (error) {
        showErrorToast(error, i18n);
        return;
      }
    }
    await submitFrom(baseVersionRef.current)(event);
  };
  const saveConflict: SaveConflict | null = conflict && {
    onReload: () => {
      // The refused save put the record as it is now in the cache, so the defaults are theirs.
      form.reset(options.defaultValues);
      baseVersionRef.current = conflict.version ?? options.version;
      setConflict(null);
    },
    onOverwrite: () => {
      setConflict(null);
      void submitFrom(conflict.version ?? options.version)();
    },
    onDismiss: () => setConflict(null),
  };
  const canSave = validityShown && isValid && !isSubmitting;
  // While a save runs the host is not leaving changes behind: a step moves on once it is saved.
  useUnsavedChangesGuard(dirty && !isSubmitting);
  return {
    form,
    onSubmit,
    canSave,
    formMessage,
    saving: form.formState.isSubmitting,
    conflict: saveConflict,
  };
}
