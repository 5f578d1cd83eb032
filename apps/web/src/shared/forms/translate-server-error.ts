import type { I18n } from '@/shared/i18n/create-i18n';
import { useCallback } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import type { ApiError, ApiFieldError } from '@/shared/api/api-error';
import { useZodErrorMap, type ZodIssueLike } from './use-zod-error-map';

export interface ServerErrorTranslator {
  /** The host's-language text of one field error. */
  field: (error: ApiFieldError) => string;
  /** The host's-language text of an error that belongs to no field, or null when it has none. */
  general: (error: ApiError) => string | null;
}

/**
 * The server's messages are English for logs; a host reads the translation of their codes. Zod's
 * codes (`validation.too_big` with its `maximum`) go through the same error map as the form's own
 * checks, so a limit reads the same whether the browser or the server found it. Other codes are
 * keys of the `errors` namespace; the English message is the last resort.
 */
export function translateFieldError(
  error: ApiFieldError,
  errorMap: (issue: ZodIssueLike) => string | undefined,
  i18n: Pick<I18n, 't' | 'exists'>,
): string {
  const code = error.code ?? '';
  if (code && i18n.exists(`errors:${code}`)) return i18n.t(`errors:${code}`);
  if (code.startsWith('validation.')) {
    const params = error.params ?? {};
    const text = errorMap({
      code: code.slice('validation.'.length),
      minimum: typeof params.minimum === 'number' ? params.minimum : undefined,
      maximum: typeof params.maximum === 'number' ? params.maximum : undefined,
      origin: typeof params.origin === 'string' ? params.origin : undefined,
      // The server does not echo what was sent; a wrong type is nearly always a missing value.
      input: undefined,
      params: { rule: params.rule },
    });
    if (text) return text;
  }
  return error.message;
}

export function useServerErrorTranslator(): ServerErrorTranslator {
  const errorMap = useZodErrorMap();
  const { i18n } = useTranslation();
  const field = useCallback(
    (error: ApiFieldError) => translateFieldError(error, errorMap, i18n),
    [errorMap, i18n],
  );
  const general = useCallback(
    (error: ApiError) => {
      if (error.code && i18n.exists(`errors:${error.code}`)) return i18n.t(`errors:${error.code}`);
      return error.messages[0] ?? null;
    },
    [i18n],
  );
  return { field, general };
}
