import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { formResolver } from './form-resolver';

const schema = z.object({ title: z.string().min(1) });
const errorMap = () => 'required';
const options = { fields: {}, shouldUseNativeValidation: false, names: ['title' as const] };

describe('formResolver', () => {
  it('checks with a schema given as is at once, and has nothing to wait for', async () => {
    const source = formResolver(schema);
    expect(source.ready).toBeNull();
    const result = await source.resolverFor(errorMap)({ title: '' }, undefined, options);
    expect(result.errors.title?.message).toBe('required');
  });

  it('finds nothing while an imported schema loads, then checks with it once ready', async () => {
    let deliver: ((loaded: typeof schema) => void) | null = null;
    const source = formResolver(() => new Promise<typeof schema>((resolve) => (deliver = resolve)));
    const resolver = source.resolverFor(errorMap);
    // The change is reported at once (no pending check), with no error the form could not yet know.
    expect(await resolver({ title: '' }, undefined, options)).toEqual({ values: { title: '' }, errors: {} });
    // The import is asked for once the form has painted (jsdom: after two frames).
    await expect.poll(() => deliver !== null).toBe(true);
    deliver!(schema);
    await source.ready;
    const checked = await resolver({ title: '' }, undefined, options);
    expect(checked.errors.title?.message).toBe('required');
  });

  it('rejects `ready` when the schema could not be downloaded, for the form to say so on save', async () => {
    const source = formResolver(() => Promise.reject(new Error('chunk failed')));
    await expect(source.ready).rejects.toThrow('chunk failed');
  });
});
