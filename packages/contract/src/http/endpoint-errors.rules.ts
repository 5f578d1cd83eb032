import { staffErrorCodes } from '../staff/staff.errors';
import type { Endpoint } from './endpoint';
import { commonErrorCodes, type ApiErrorBody } from './error.schemas';

const platformCodes: ReadonlySet<string> = new Set(Object.values(commonErrorCodes));

/**
 * Codes of a 4xx the platform has no name for (`http.405`) and field codes of a broken payload rule
 * (`validation.too_small`): any call can earn them, and neither family is a fixed list.
 */
const isOpenFamilyCode = (code: string, place: 'answer' | 'field') =>
  place === 'answer' ? code.startsWith('http.') : code.startsWith('validation.');

/**
 * The codes an error answer of this row may carry: the common ones, the row's own `errors`, and on
 * host rows the refusal a staff user gets before choosing a host to act as.
 */
function allowedErrorCodes(row: Pick<Endpoint, 'access' | 'errors'>): ReadonlySet<string> {
  return new Set<string>([
    ...platformCodes,
    ...(row.access === 'host' ? [staffErrorCodes.impersonationRequired] : []),
    ...(row.errors ?? []),
  ]);
}

/** The codes of an error answer that its row does not name; empty when the answer keeps to the row. */
export function undeclaredErrorCodes(
  row: Pick<Endpoint, 'access' | 'errors'>,
  body: Pick<ApiErrorBody, 'code' | 'errors'>,
): string[] {
  const allowed = allowedErrorCodes(row);
  const codes = [
    ...(isOpenFamilyCode(body.code, 'answer') ? [] : [body.code]),
    ...body.errors.map((error) => error.code).filter((code) => !isOpenFamilyCode(code, 'field')),
  ];
  return [...new Set(codes.filter((code) => !allowed.has(code)))];
}
