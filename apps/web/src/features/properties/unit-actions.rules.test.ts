import type { InvalidField } from '@hostdeck/contract/properties/property.schemas';
import { describe, expect, it } from 'vitest';
import { pageFromParam, unitInvalidFieldNotices, unitRowActions } from './unit-actions.rules';

const nationalId: InvalidField = { field: 'nationalIdentificationCode', propertyId: 'p-1', unitId: 'u-1' };
const registration: InvalidField = { field: 'registrationNumber', propertyId: 'p-1', unitId: 'u-1' };

describe('unitRowActions (spec §4)', () => {
  it.each([
    ['IN_PROGRESS', 'enabled', false, true],
    ['UNPUBLISHED', 'enabled', false, true],
    ['REJECTED_BY_STAFF', 'enabled', false, true],
    ['UNDER_REVIEW', 'hidden', false, true],
    // Online units must be unpublished before they can be deleted (the server refuses with 409).
    ['PUBLISHED', 'hidden', true, false],
    ['APPROVED', 'hidden', true, false],
  ] as const)('%s: publish %s, unpublish %s, delete %s', (state, publish, unpublish, canDelete) => {
    expect(unitRowActions('u-1', state, [])).toEqual({ publish, unpublish, delete: canDelete });
  });

  it('blocks publishing while the registration number is invalid, not for the national id alone', () => {
    expect(unitRowActions('u-1', 'UNPUBLISHED', [registration]).publish).toBe('blocked');
    expect(unitRowActions('u-1', 'UNPUBLISHED', [nationalId]).publish).toBe('enabled');
    expect(unitRowActions('u-2', 'UNPUBLISHED', [registration]).publish).toBe('enabled');
  });
});

describe('unitInvalidFieldNotices', () => {
  it('puts the registration number first and skips units in progress or other units', () => {
    expect(unitInvalidFieldNotices('u-1', 'PUBLISHED', [nationalId, registration])).toEqual([
      registration,
      nationalId,
    ]);
    expect(unitInvalidFieldNotices('u-1', 'IN_PROGRESS', [registration])).toEqual([]);
    expect(unitInvalidFieldNotices('u-9', 'PUBLISHED', [registration])).toEqual([]);
  });
});

describe('pageFromParam', () => {
  it.each([
    [null, 1],
    ['3', 3],
    ['0', 1],
    ['-2', 1],
    ['x', 1],
    ['1.5', 1],
  ])('%s → %s', (value, page) => expect(pageFromParam(value)).toBe(page));
});
