import { useCallback, useState } from 'react';
import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import { useTranslation } from '@/shared/i18n/use-translation';
import type { z } from 'zod';
import { applyServerErrors } from '@/shared/forms/apply-server-errors';
import { ruleAwareResolver } from '@/shared/forms/rule-aware-resolver';
import { useServerErrorTranslator } from '@/shared/forms/translate-server-error';
import { useZodErrorMap, type ZodIssueLike } from '@/shared/forms/use-zod-error-map';
import { isConflict } from '../api/refresh-reservations';

interface UseAnswerFormOptions<S extends z.ZodType<FieldValues, FieldValues>> {
  /** The form's values in, the call's body out (the contract's payload rule and schema). */
  schema: S;
  defaultValues: DefaultValues<z.input<S>>;
  /** The form's field names, where the server's field errors land. */
  fields: readonly string[];
  send: (body: z.output<S>) => Promise<unknown>;
  /** Closes the dialog: after the answer went through, or when the reservation moved on meanwhile. */
  onDone: () => void;
}

/**
 * A reject or cancel dialog's form: checked with the contract's rules before it is sent, the
 * server's field errors on the same fields afterwards. The failure toast is the mutation's.
 */
export function useAnswerForm<S extends z.ZodType<FieldValues, FieldValues>>(
  options: UseAnswerFormOptions<S>,
) {
  const { t } = useTranslation(['reservationDetails', 'errors']);
  const baseErrorMap = useZodErrorMap();
  // The two messages these forms need beyond the shared ones: a reason left unchosen, and the
  // explanation a reason asks for, worded as the server words it when it finds it missing.
  const errorMap = useCallback(
    (issue: ZodIssueLike) => {
      if (issue.code === 'invalid_value') return t('reservationDetails:form.chooseReason');
      if (issue.params?.rule === 'explanationRequired') return t('errors:reservations.explanationRequired');
      return baseErrorMap(issue);
    },
    [baseErrorMap, t],
  );
  const translateServerError = useServerErrorTranslator();
  const [formMessage, setFormMessage] = useState<string | null>(null);
  const form = useForm<z.input<S>, unknown, z.output<S>>({
    resolver: ruleAwareResolver(options.schema, errorMap) as never,
    defaultValues: options.defaultValues,
    mode: 'onTouched',
  });
  const onSubmit = form.handleSubmit(async (body) => {
    setFormMessage(null);
    try {
      await options.send(body);
      options.onDone();
    } catch (error) {
      // Answered elsewhere, or no longer possible: the toast says so and the page, refetched, shows
      // where the reservation stands; the form has nothing left to correct.
      if (isConflict(error)) {
        options.onDone();
        return;
      }
      setFormMessage(applyServerErrors(error, form.setError, options.fields, translateServerError));
    }
  });
  return { form, onSubmit, formMessage, submitting: form.formState.isSubmitting };
}
