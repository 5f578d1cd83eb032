import { normaliseErrorBody } from '@hostdeck/contract/http/form-errors.rules';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from '@/shared/api/api-error';
import type { ServerErrorTranslator } from './translate-server-error';

/**
 * Puts a failed save's field errors, translated, on the form's fields. The server names a field
 * with the form's section in front (`location.city` for the `city` field of the location form),
 * which the form's own names leave out. Errors on fields the form does not show, and errors without
 * a field, become the form-level message, translated too. Returns that message, or null. The form's
 * values stay as the host typed them.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly string[],
  translate: ServerErrorTranslator,
  section?: string,
): string | null {
  if (!isApiError(error)) return null;
  const body = {
    errors: error.fieldErrors.map((item) => ({
      field: item.field,
      message: translate.field(item),
      code: item.code,
    })),
  };
  const normalised = normaliseErrorBody(body, section);
  const unplaced: string[] = [];
  let first = true;
  for (const { field: prefixed, message } of normalised.fieldErrors) {
    let field = prefixed;
    while (section && !fields.includes(field) && field.startsWith(`${section}.`)) {
      field = field.slice(section.length + 1);
    }
    if (fields.includes(field)) {
      setError(field as Path<T>, { type: 'server', message }, { shouldFocus: first });
      first = false;
    } else unplaced.push(message);
  }
  // Placed on their fields, the errors speak for themselves; a banner then only repeats them.
  if (first === false && unplaced.length === 0) return null;
  return unplaced[0] ?? translate.general(error);
}
