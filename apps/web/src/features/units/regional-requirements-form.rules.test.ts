import { describe, expect, it } from 'vitest';
import {
  regionalFieldFor,
  regionalFormDefaults,
  regionalFormSchema,
  regionalPayload,
} from './regional-requirements-form.rules';

const fields = [
  { name: 'registrationNumber', type: 'text' as const, required: true, options: [] },
  { name: 'ownership.isOwner', type: 'boolean' as const, required: true, options: [] },
];

describe('regional requirements form', () => {
  it('holds isOwner as a string in the form and sends a boolean', () => {
    const defaults = regionalFormDefaults(fields, {
      ownership: { isOwner: false },
      values: { registrationNumber: 'AB-1' },
    });
    expect(defaults).toEqual({ ownership: { isOwner: 'false' }, values: { registrationNumber: 'AB-1' } });
    expect(
      regionalPayload({ ownership: { isOwner: 'true' }, values: { registrationNumber: '' } }, fields),
    ).toEqual({
      ownership: { isOwner: true },
      values: { registrationNumber: null },
    });
  });

  it('requires the configured required fields and an ownership answer', () => {
    const result = regionalFormSchema(fields).safeParse({
      ownership: { isOwner: '' },
      values: { registrationNumber: '' },
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.')).sort()).toEqual([
      'ownership.isOwner',
      'values.registrationNumber',
    ]);
  });

  it('maps the invalid-field type of the national id code to its regional field', () => {
    expect(regionalFieldFor('nationalIdentificationCode')).toBe('nationalIdCode');
    expect(regionalFieldFor('registrationNumber')).toBe('registrationNumber');
  });
});
