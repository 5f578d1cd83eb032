import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from '@/shared/api/api-error';

/**
 * Puts a failed save's field errors on the form's own fields (spec §5; ApiError has already read
 * any of the three error shapes, as the contract's normaliseErrorBody does) and answers the
 * form-level message (the first error without a field, or one for a field the form does not have)
 * with the number of errors placed on fields.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
): { message: string | null; placed: number } {
  if (!isApiError(error)) return { message: null, placed: 0 };
  let unplaced: string | null = null;
  let placed = 0;
  for (const fieldError of error.fieldErrors) {
    const field = fields.find((name) => name === fieldError.field);
    if (field) {
      setError(field, { type: 'server', message: fieldError.message }, { shouldFocus: true });
      placed += 1;
    } else unplaced ??= fieldError.message;
  }
  return { message: error.messages[0] ?? unplaced, placed };
}
