import { useCallback } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';

export interface ZodIssueLike {
  code: string;
  message?: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
  origin?: string;
  input?: unknown;
  /** A contract refinement's own name for its rule (`bedsNotAllowedInRoom`). */
  params?: { rule?: unknown };
}

/**
 * The contract's zod schemas validate our forms; their default messages are English developer
 * text. This error map turns each issue into a translated, human message.
 */
export function useZodErrorMap() {
  const { t } = useTranslation('units');
  return useCallback(
    (issue: ZodIssueLike): string | undefined => {
      const isText = issue.origin === 'string';
      const isList = issue.origin === 'array';
      switch (issue.code) {
        case 'too_small':
          if (isText)
            return Number(issue.minimum) <= 1
              ? t('validation.required')
              : t('validation.minLength', { count: Number(issue.minimum) });
          if (isList) return t('validation.minItems', { count: Number(issue.minimum) });
          return t('validation.min', { min: Number(issue.minimum) });
        case 'too_big':
          if (isText) return t('validation.maxLength', { count: Number(issue.maximum) });
          if (isList) return t('validation.maxItems', { count: Number(issue.maximum) });
          return t('validation.max', { max: Number(issue.maximum) });
        case 'invalid_type':
          return issue.input === undefined || issue.input === null || Number.isNaN(issue.input)
            ? t('validation.required')
            : t('validation.invalid');
        case 'custom':
          return typeof issue.params?.rule === 'string'
            ? t(`validation.rules.${issue.params.rule}`, { defaultValue: t('validation.invalid') })
            : t('validation.invalid');
        case 'not_multiple_of':
          return t('validation.wholeNumber');
        default:
          return t('validation.invalid');
      }
    },
    [t],
  );
}
