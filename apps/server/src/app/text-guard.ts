import type { FastifyInstance } from 'fastify';
import { commonErrorCodes, type FieldError } from '@hostdeck/contract/http/error.schemas';
import { findTextProblems, type TextProblem } from '@hostdeck/contract/validation/text.rules';
import { AppError } from './app-error';

const messages: Record<TextProblem, string> = {
  controlCharacter: 'This text contains a control character. Remove it and try again.',
  loneSurrogate: 'This text contains a character that is not valid. Remove it and try again.',
};

/**
 * Every call's text, before its own validation: one refused character (a NUL byte PostgreSQL cannot
 * store, half of an emoji) is a 400 on the field it sits in, for every route there is and will be,
 * instead of a database error.
 */
export function registerTextGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    const problems = [
      ...findTextProblems(request.params),
      ...findTextProblems(request.query),
      ...findTextProblems(request.body),
    ];
    if (problems.length === 0) return;
    const fieldErrors: FieldError[] = problems.map(({ field, problem }) => ({
      ...(field ? { field } : {}),
      message: messages[problem],
      code: `validation.${problem}`,
    }));
    throw new AppError({
      code: commonErrorCodes.validation,
      statusCode: 400,
      message: 'The request contains text that is not allowed.',
      fieldErrors,
    });
  });
}
