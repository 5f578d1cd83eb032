import { versionETag } from '@hostdeck/contract/http/if-match.rules';
import type { z } from 'zod';
import { isApiError } from './api-error';

/**
 * A write of `body` made from the record at `version` (the `version` of the read the form was filled
 * from). The server refuses it with 412 once someone else has saved; without a version it saves over
 * whatever came before, as every write did before versions existed.
 */
export interface VersionedWrite<B> {
  body: B;
  version?: number | undefined;
}

/** The call option that sends the version as If-Match. */
export function ifMatchOf(version: number | undefined): { ifMatch?: string } {
  return version === undefined ? {} : { ifMatch: versionETag(version) };
}

/**
 * The record a 412 answered with (as the server has it now), read with the schema of the write's
 * own answer; null for any other failure or a body that does not fit. The schema is loaded only
 * then: a form's page paints without the schema library, and only a conflict needs it here.
 */
export async function conflictingRecord<T>(
  error: unknown,
  loadSchema: () => Promise<z.ZodType<T>>,
): Promise<T | null> {
  if (!isApiError(error) || !error.isPreconditionFailed) return null;
  const parsed = (await loadSchema()).safeParse(error.current);
  return parsed.success ? parsed.data : null;
}
