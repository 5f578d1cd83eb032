import { describe, expect, it } from 'vitest';
import { errorCodeGroups, errorCodes, isErrorCode } from './error-codes';
import { endpoints } from './endpoints';
import type { Endpoint } from './http/endpoint';
import { staffErrorCodes } from './staff/staff.errors';

const rows = Object.entries(endpoints) as [string, Endpoint][];
const commonCodes = new Set<string>(Object.values(errorCodeGroups.common));

describe('error code table', () => {
  it.each(Object.entries(errorCodeGroups))('%s: every code is `<group>.<name>`', (group, codes) => {
    for (const code of Object.values(codes)) expect(code).toMatch(new RegExp(`^${group}\\.[a-z][A-Za-z]+$`));
  });

  it('holds every code once', () => {
    expect(errorCodes.filter((code, index) => errorCodes.indexOf(code) !== index)).toEqual([]);
  });

  it('tells its own codes from anything else a body may carry', () => {
    expect(isErrorCode('units.notFound')).toBe(true);
    expect(isErrorCode('units.notfound')).toBe(false);
    expect(isErrorCode('validation.too_small')).toBe(false);
    expect(isErrorCode(null)).toBe(false);
  });
});

describe('errors on endpoint rows', () => {
  it('name only domain codes of the table, each once per row', () => {
    const problems = rows.flatMap(([name, row]) =>
      (row.errors ?? [])
        .filter(
          (code, index, all) => !isErrorCode(code) || commonCodes.has(code) || all.indexOf(code) !== index,
        )
        .map((code) => `${name}: ${code}`),
    );
    expect(problems).toEqual([]);
  });

  // A code no row names is either dead or answered by a call that hides it from its clients.
  it('leave no domain code unnamed', () => {
    const named = new Set<string>(rows.flatMap(([, row]) => row.errors ?? []));
    // Every host row may answer it (the auth hook's refusal to staff), so none names it.
    const commonToHostRows = new Set<string>([staffErrorCodes.impersonationRequired]);
    const unnamed = errorCodes.filter(
      (code) => !commonCodes.has(code) && !commonToHostRows.has(code) && !named.has(code),
    );
    expect(unnamed).toEqual([]);
  });
});
