import { normaliseErrorBody } from '@hostdeck/contract/http/form-errors.rules';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from '@/shared/api/api-error';

/**
 * Puts a failed save's field errors on the form's fields with the contract rule (spec §5: the field
 * name prefixed with the form's section, which the form's own field names leave out). Errors on fields the form does not show, and errors
 * without a field, become the form-level message. Returns that message, or null.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly string[],
  section?: string,
): string | null {
  if (!isApiError(error)) return null;
  const body = {
    errors: [
      ...error.fieldErrors.map((item) => ({ field: item.field, message: item.message, code: item.code })),
      ...error.messages.map((message) => ({ message })),
    ],
  };
  const normalised = normaliseErrorBody(body, section);
  const unplaced: string[] = [];
  let first = true;
  for (const { field: prefixed, message } of normalised.fieldErrors) {
    // The form's own fields are named without the section (`city` in the `location` form).
    let field = prefixed;
    while (section && !fields.includes(field) && field.startsWith(`${section}.`)) {
      field = field.slice(section.length + 1);
    }
    if (fields.includes(field)) {
      setError(field as Path<T>, { type: 'server', message }, { shouldFocus: first });
      first = false;
    } else unplaced.push(message);
  }
  return normalised.formMessage ?? unplaced[0] ?? null;
}
