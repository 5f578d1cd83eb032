import {
  NATIONAL_ID_CODE_FIELD,
  OWNERSHIP_FIELD,
} from '@hostdeck/contract/properties/regional-requirements.rules';
import type {
  RegionalRequirementField,
  RegionalRequirements,
  UpdateRegionalRequirementsBody,
} from '@hostdeck/contract/properties/regional-requirements.schemas';
import type { InvalidFieldType } from '@hostdeck/contract/properties/property.schemas';
import { z } from 'zod';

// Regional requirements: the fields come from the unit's region configuration;
// ownership.isOwner is a boolean on the wire and a string ('true' | 'false' | '' unanswered) in the form.

export interface RegionalFormValues {
  ownership: { isOwner: '' | 'true' | 'false' };
  values: Record<string, string>;
}

/** The configured fields other than ownership, which has its own yes/no question. */
export function valueFields(fields: readonly RegionalRequirementField[]): RegionalRequirementField[] {
  return fields.filter((field) => field.name !== OWNERSHIP_FIELD);
}

export function ownershipField(fields: readonly RegionalRequirementField[]): RegionalRequirementField | null {
  return fields.find((field) => field.name === OWNERSHIP_FIELD) ?? null;
}

/** The property page's invalid-field link (`?field=`) names the field by its invalid-field type. */
export function regionalFieldFor(field: string | null): string | null {
  if (field === ('nationalIdentificationCode' satisfies InvalidFieldType)) return NATIONAL_ID_CODE_FIELD;
  return field;
}

export function regionalFormSchema(fields: readonly RegionalRequirementField[]) {
  const values: Record<string, z.ZodType<string>> = {};
  for (const field of valueFields(fields)) {
    const text = z.string().trim().max(500);
    values[field.name] = field.required ? text.min(1) : text;
  }
  const ownershipRequired = ownershipField(fields)?.required ?? false;
  return z.object({
    ownership: z.object({
      isOwner: z.enum(['', 'true', 'false']).superRefine((value, ctx) => {
        if (ownershipRequired && value === '') {
          ctx.addIssue({ code: 'too_small', origin: 'string', minimum: 1, inclusive: true, input: value });
        }
      }),
    }),
    values: z.object(values),
  });
}

export function regionalFormDefaults(
  fields: readonly RegionalRequirementField[],
  answers: RegionalRequirements,
): RegionalFormValues {
  const isOwner = answers.ownership.isOwner;
  return {
    ownership: { isOwner: isOwner === null ? '' : isOwner ? 'true' : 'false' },
    values: Object.fromEntries(
      valueFields(fields).map((field) => [field.name, answers.values[field.name] ?? '']),
    ),
  };
}

export function regionalPayload(
  values: RegionalFormValues,
  fields: readonly RegionalRequirementField[],
): UpdateRegionalRequirementsBody {
  const asksOwnership = ownershipField(fields) !== null && values.ownership.isOwner !== '';
  return {
    ...(asksOwnership ? { ownership: { isOwner: values.ownership.isOwner === 'true' } } : {}),
    values: Object.fromEntries(
      Object.entries(values.values).map(([name, value]) => [name, value === '' ? null : value]),
    ),
  };
}
