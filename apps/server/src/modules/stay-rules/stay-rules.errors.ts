import type { StayRuleViolation } from '@hostdeck/contract/calendar/stay-rules.rules';
import { commonErrorCodes } from '@hostdeck/contract/http/error.schemas';
import { AppError } from '../../app/app-error';

const messages: Record<StayRuleViolation['code'], (limit: string) => string> = {
  'stayRules.minStay': (limit) => `The stay is shorter than the minimum stay of ${limit} nights.`,
  'stayRules.maxStay': (limit) => `The stay is longer than the maximum stay of ${limit} nights.`,
  'stayRules.notice': (limit) => `The check-in needs at least ${limit} days of notice.`,
  'stayRules.window': (limit) => `The check-in is more than ${limit} days ahead.`,
  'stayRules.checkInDay': (limit) => `Guests may check in only on weekdays ${limit} (0 = Sunday).`,
  'stayRules.preparation': (limit) =>
    `The unit keeps ${limit} preparation days between stays; this stay is too close to another.`,
};

export const stayRuleErrors = {
  /**
   * A stay breaking the unit's stay rules (422: well-formed, but the unit does not take it). The
   * code names the first rule broken; each rule is a field error on the date to change, with its
   * limit (`nights`, `days` or the allowed `weekdays`).
   */
  refused: (violations: readonly StayRuleViolation[]) => {
    const fieldErrors = violations.map((violation) => {
      const limit = Array.isArray(violation.limit) ? violation.limit.join(',') : String(violation.limit);
      const param = Array.isArray(violation.limit) ? 'weekdays' : 'limit';
      return {
        field: violation.field,
        code: violation.code,
        message: messages[violation.code](limit),
        params: { [param]: Array.isArray(violation.limit) ? limit : (violation.limit as number) },
      };
    });
    return new AppError({
      code: violations[0]?.code ?? commonErrorCodes.validation,
      statusCode: 422,
      message: fieldErrors.map((error) => error.message).join(' '),
      fieldErrors,
    });
  },
  /** A season the save names is no longer the unit's (the seasonal prices were saved since). */
  seasonsChanged: () =>
    new AppError({
      code: commonErrorCodes.conflict,
      statusCode: 409,
      message: 'The seasons of this unit changed since they were read. Reload the stay rules.',
    }),
};
