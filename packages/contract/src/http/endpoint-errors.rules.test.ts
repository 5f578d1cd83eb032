import { describe, expect, it } from 'vitest';
import { photoErrorCodes } from '../photos/photos.errors';
import { staffErrorCodes } from '../staff/staff.errors';
import { unitErrorCodes } from '../units/units.errors';
import { undeclaredErrorCodes } from './endpoint-errors.rules';
import { commonErrorCodes } from './error.schemas';

const hostRow = { access: 'host', errors: [unitErrorCodes.notFound, unitErrorCodes.bedRequired] } as const;
const answer = (code: string, fieldCodes: string[] = []) => ({
  code,
  errors: fieldCodes.map((fieldCode) => ({ field: 'x', message: 'x', code: fieldCode })),
});

describe('undeclaredErrorCodes', () => {
  it('accepts the common codes on any row, declared or not', () => {
    for (const code of Object.values(commonErrorCodes)) {
      expect(undeclaredErrorCodes({ access: 'public' }, answer(code))).toEqual([]);
    }
  });

  it('accepts the codes the row declares, as the answer code or as a field code', () => {
    expect(undeclaredErrorCodes(hostRow, answer(unitErrorCodes.notFound))).toEqual([]);
    expect(
      undeclaredErrorCodes(hostRow, answer(commonErrorCodes.validation, [unitErrorCodes.bedRequired])),
    ).toEqual([]);
  });

  it('names a domain code the row does not declare, wherever it sits, once', () => {
    expect(undeclaredErrorCodes(hostRow, answer(unitErrorCodes.deleteNotAllowed))).toEqual([
      unitErrorCodes.deleteNotAllowed,
    ]);
    expect(
      undeclaredErrorCodes(
        hostRow,
        answer(photoErrorCodes.tooSmall, [photoErrorCodes.tooSmall, unitErrorCodes.bedRequired]),
      ),
    ).toEqual([photoErrorCodes.tooSmall]);
    expect(undeclaredErrorCodes({ access: 'host' }, answer('someone.else'))).toEqual(['someone.else']);
  });

  it('lets every host row answer that staff must act as a host first, and no other row', () => {
    const refusal = answer(staffErrorCodes.impersonationRequired);
    expect(undeclaredErrorCodes({ access: 'host' }, refusal)).toEqual([]);
    expect(undeclaredErrorCodes({ access: 'staff' }, refusal)).toEqual([
      staffErrorCodes.impersonationRequired,
    ]);
  });

  it('lets any row answer the open families: schema field codes and unnamed statuses', () => {
    expect(
      undeclaredErrorCodes(
        { access: 'public' },
        answer(commonErrorCodes.validation, ['validation.too_small']),
      ),
    ).toEqual([]);
    expect(undeclaredErrorCodes({ access: 'public' }, answer('http.405'))).toEqual([]);
    // Each family is open only where it occurs: a field-code family as the answer's own code is checked.
    expect(undeclaredErrorCodes({ access: 'public' }, answer('validation.too_small'))).toEqual([
      'validation.too_small',
    ]);
  });
});
