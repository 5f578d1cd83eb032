// Field-error codes of a refused save (inside a `common.validation` answer); they double as
// translation keys (`errors:regionalRequirements.*`).
export const regionalRequirementErrorCodes = {
  unknownField: 'regionalRequirements.unknownField',
  required: 'regionalRequirements.required',
  invalidFormat: 'regionalRequirements.invalidFormat',
} as const;
