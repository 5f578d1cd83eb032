import type { InvalidField } from '@hostdeck/contract/properties/property.schemas';
import { describe, expect, it } from 'vitest';
import { pageFromParam, unitInvalidFieldNotices } from './unit-actions.rules';

const nationalId: InvalidField = { field: 'nationalIdentificationCode', propertyId: 'p-1', unitId: 'u-1' };
const registration: InvalidField = { field: 'registrationNumber', propertyId: 'p-1', unitId: 'u-1' };

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
