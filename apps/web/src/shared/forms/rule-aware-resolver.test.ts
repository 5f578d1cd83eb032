import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ruleAwareResolver } from './rule-aware-resolver';
import type { ZodIssueLike } from './use-zod-error-map';

const schema = z.object({
  phone: z.string().refine((value) => value.length > 5, {
    params: { rule: 'phoneNumber' },
    message: 'English for the logs',
  }),
  name: z.string().min(2),
  note: z.string().refine((value) => value !== 'x', { message: 'Kept as written' }),
});
const errorMap = (issue: ZodIssueLike) =>
  typeof issue.params?.rule === 'string' ? `rule ${issue.params.rule}` : `code ${issue.code}`;
const options = { fields: {}, shouldUseNativeValidation: false } as const;

describe('ruleAwareResolver', () => {
  it("words a contract rule by the error map, not by the contract's English message", async () => {
    const result = await ruleAwareResolver(schema, errorMap)(
      { phone: '1', name: 'a', note: 'x' },
      undefined,
      options,
    );
    expect(result.errors.phone?.message).toBe('rule phoneNumber');
    expect(result.errors.name?.message).toBe('code too_small');
    // A refinement without a rule name keeps its message, as with zodResolver.
    expect(result.errors.note?.message).toBe('Kept as written');
  });

  it('answers the parsed values when the form is valid', async () => {
    const values = { phone: '+385 91', name: 'Anna', note: '' };
    expect(await ruleAwareResolver(schema, errorMap)(values, undefined, options)).toEqual({
      values,
      errors: {},
    });
  });
});
