import { fieldErrorsBodySchema, messageBodySchema, problemDetailsSchema } from './error-shapes.schemas';

// Any of the three error shapes becomes field errors and general messages.

export interface NormalisedErrors {
  /** Field errors keyed by field path (prefixed with the form section when given). */
  fieldErrors: { field: string; message: string }[];
  /** Messages without a field, in order. */
  generalMessages: string[];
  /** The form-level message: the first error without a field, else a top-level message. */
  formMessage: string | null;
}

/** `section` prefixes every field: `address` + `city` → `address.city`. */
export function normaliseErrorBody(body: unknown, section?: string): NormalisedErrors {
  const prefix = (field: string) => (section ? `${section}.${field}` : field);
  const fieldErrors: NormalisedErrors['fieldErrors'] = [];
  const generalMessages: string[] = [];
  let topMessage: string | null = null;

  const withErrors = fieldErrorsBodySchema.safeParse(body);
  const problem = problemDetailsSchema.safeParse(body);
  const message = messageBodySchema.safeParse(body);
  if (withErrors.success) {
    for (const error of withErrors.data.errors) {
      if (error.field) fieldErrors.push({ field: prefix(error.field), message: error.message });
      else generalMessages.push(error.message);
    }
    topMessage = withErrors.data.message ?? null;
  } else if (problem.success && problem.data.invalidParams) {
    for (const param of problem.data.invalidParams)
      fieldErrors.push({ field: prefix(param.name), message: param.reason });
    topMessage = problem.data.detail ?? problem.data.title ?? null;
  } else if (message.success) {
    topMessage = message.data.message;
  } else if (problem.success) {
    topMessage = problem.data.detail ?? problem.data.title ?? null;
  }
  return { fieldErrors, generalMessages, formMessage: generalMessages[0] ?? topMessage };
}
