import { zodResolver } from '@hookform/resolvers/zod';
import { get, type FieldError, type FieldValues, type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import type { ZodIssueLike } from './use-zod-error-map';

type ErrorMap = (issue: ZodIssueLike) => string | undefined;

/**
 * zodResolver with the error map, except that a contract rule (an issue with `params.rule`) is
 * worded by the map too. The contract gives its rules an English message for the server's logs, and
 * zod keeps a message an issue brings over the one a map would give, so without this a host read the
 * log text. Only when the form is invalid is the schema parsed a second time, to see the rules.
 * Both parses are synchronous (the contract has no async checks): react-hook-form starts a
 * validation per change without waiting for the last, so an invalid answer that took longer than a
 * valid one would land after it and leave a valid form marked invalid.
 */
export function ruleAwareResolver<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
  errorMap: ErrorMap,
): Resolver<z.input<S>, unknown, z.output<S>> {
  const resolve = zodResolver(schema, { error: errorMap }, { mode: 'sync' }) as unknown as Resolver<
    z.input<S>,
    unknown,
    z.output<S>
  >;
  return async (values, context, options) => {
    const result = await resolve(values, context, options);
    if (Object.keys(result.errors).length === 0) return result;
    const parsed = schema.safeParse(values);
    for (const issue of parsed.error?.issues ?? []) {
      if (typeof (issue as ZodIssueLike).params?.rule !== 'string') continue;
      const error = get(result.errors, issue.path.join('.')) as FieldError | undefined;
      // The field shows its first issue; reword it only when this rule is that issue.
      if (error?.type === issue.code && error.message === issue.message) {
        error.message = errorMap(issue as ZodIssueLike) ?? error.message;
      }
    }
    return result;
  };
}
