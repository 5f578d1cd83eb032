import { showSuccessToast } from '@/shared/ui/toast';
import { useState } from 'react';
import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { applyServerErrors } from './apply-server-errors';
import { ruleAwareResolver } from './rule-aware-resolver';
import { useFormFrame } from './form-frame';
import { useServerErrorTranslator } from './translate-server-error';
import { useUnsavedChangesGuard } from './use-unsaved-changes-guard';
import { useZodErrorMap } from './use-zod-error-map';

export interface UseSettingsFormOptions<S extends z.ZodType<FieldValues, FieldValues>> {
  schema: S;
  defaultValues: DefaultValues<z.input<S>>;
  /** Saves the parsed values; rejects with the server's error. */
  save: (values: z.output<S>) => Promise<unknown>;
  /** Form field names, to place server field errors. */
  fields: readonly string[];
  section?: string;
}

/**
 * react-hook-form with the contract's zod schema, translated messages, server field errors on
 * their fields and a success toast; the failure toast comes from the caller's `useApiMutation`.
 */
export function useSettingsForm<S extends z.ZodType<FieldValues, FieldValues>>(
  options: UseSettingsFormOptions<S>,
) {
  const { t } = useTranslation('units');
  const errorMap = useZodErrorMap();
  const translateServerError = useServerErrorTranslator();
  const frame = useFormFrame();
  const [formMessage, setFormMessage] = useState<string | null>(null);
  const form = useForm<z.input<S>, unknown, z.output<S>>({
    resolver: ruleAwareResolver(options.schema, errorMap) as never,
    defaultValues: options.defaultValues,
    mode: 'onChange',
  });
  const onSubmit = form.handleSubmit(async (values) => {
    setFormMessage(null);
    try {
      await options.save(values);
      form.reset(form.getValues());
      if (frame) await frame.onSaved();
      else showSuccessToast(t('form.saved'));
    } catch (error) {
      setFormMessage(
        applyServerErrors(error, form.setError, options.fields, translateServerError, options.section),
      );
    }
  });
  // Reading dirtyFields subscribes to it: without it, a first change to a registered input left
  // isDirty stale until the next render (react-hook-form's proxy state is opt-in per key).
  const { dirtyFields, isDirty, isValid, isSubmitting } = form.formState;
  const dirty = isDirty || Object.keys(dirtyFields).length > 0;
  const canSave = (dirty || frame?.requireDirty === false) && isValid && !isSubmitting;
  // While a save runs the host is not leaving changes behind: a step moves on once it is saved.
  useUnsavedChangesGuard(dirty && !isSubmitting);
  return { form, onSubmit, canSave, formMessage, saving: form.formState.isSubmitting };
}
