import { describe, expect, it } from 'vitest';
import type { InvalidField } from './property.schemas';
import {
  isPropertyInProgress,
  isUnitPublishable,
  showsInvalidFieldNotice,
  sortInvalidFields,
  unitDisplayState,
} from './properties.rules';

const nationalId = (unitId: string): InvalidField => ({
  field: 'nationalIdentificationCode',
  propertyId: 'p',
  unitId,
});
const registration = (unitId: string): InvalidField => ({
  field: 'registrationNumber',
  propertyId: 'p',
  unitId,
});

describe('sortInvalidFields (spec §3)', () => {
  it('puts registrationNumber first and keeps the rest in order', () => {
    const fields = [nationalId('a'), registration('b'), nationalId('c'), registration('d')];
    expect(sortInvalidFields(fields).map((f) => `${f.field}:${f.unitId}`)).toEqual([
      'registrationNumber:b',
      'registrationNumber:d',
      'nationalIdentificationCode:a',
      'nationalIdentificationCode:c',
    ]);
    expect(fields[0]?.unitId).toBe('a');
  });
});

describe('isUnitPublishable (spec §3)', () => {
  it('is false only while the unit has an invalid registrationNumber', () => {
    expect(isUnitPublishable('u1', [])).toBe(true);
    expect(isUnitPublishable('u1', [nationalId('u1')])).toBe(true);
    expect(isUnitPublishable('u1', [registration('u2')])).toBe(true);
    expect(isUnitPublishable('u1', [nationalId('u1'), registration('u1')])).toBe(false);
  });
});

describe('isPropertyInProgress (spec §3)', () => {
  it.each([
    ['u1', null, true],
    ['u1', 'u2', false],
    [null, 'u2', false],
    [null, null, false],
  ])('in progress %s, finished %s → %s', (firstInProgressUnitId, firstFinishedUnitId, expected) => {
    expect(isPropertyInProgress({ firstInProgressUnitId, firstFinishedUnitId })).toBe(expected);
  });
});

describe('unitDisplayState (spec §4)', () => {
  it('shows published without preview links as publishing', () => {
    expect(unitDisplayState('PUBLISHED', 0)).toBe('publishing');
    expect(unitDisplayState('PUBLISHED', 1)).toBe('published');
  });

  it('shows rejected by staff as action needed', () => {
    expect(unitDisplayState('REJECTED_BY_STAFF', 0)).toBe('actionNeeded');
    expect(unitDisplayState('IN_PROGRESS', 0)).toBe('inProgress');
  });

  it('shows the invalid-field notice outside in-progress only (spec §2)', () => {
    expect(showsInvalidFieldNotice('PUBLISHED', 1)).toBe(true);
    expect(showsInvalidFieldNotice('IN_PROGRESS', 1)).toBe(false);
    expect(showsInvalidFieldNotice('PUBLISHED', 0)).toBe(false);
  });
});
