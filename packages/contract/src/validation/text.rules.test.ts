import { describe, expect, it } from 'vitest';
import { findTextProblems, textProblem } from './text.rules';

describe('textProblem (the one text rule)', () => {
  it.each([
    '',
    'Villa Lapad',
    'Line one\nLine two',
    'Tab\tseparated',
    'Crème brûlée',
    'Čćžšđ',
    '家',
    '🏖️ beach',
  ])('accepts %j', (text) => expect(textProblem(text)).toBeNull());

  it.each([
    ['a NUL byte', 'Villa\u0000Lapad', 'controlCharacter'],
    ['a bell', '\u0007', 'controlCharacter'],
    ['an escape', 'x\u001B[31m', 'controlCharacter'],
    ['a delete', 'x\u007F', 'controlCharacter'],
    ['a vertical tab', 'a\u000Bb', 'controlCharacter'],
    ['a lone high surrogate', 'a\uD83Cb', 'loneSurrogate'],
    ['a lone low surrogate at the end', 'a\uDFD6', 'loneSurrogate'],
    ['surrogates in the wrong order', '\uDFD6\uD83C', 'loneSurrogate'],
  ])('refuses %s', (_name, text, problem) => expect(textProblem(text)).toBe(problem));
});

describe('findTextProblems', () => {
  it('names the dotted field of every bad string, in objects, arrays and keys', () => {
    expect(
      findTextProblems({
        title: 'ok',
        address: { city: 'Split\u0000' },
        rooms: [{ name: 'fine' }, { name: '\uD800' }],
        ['bad\u0000key']: 1,
        count: 3,
        flag: null,
      }),
    ).toEqual([
      { field: 'address.city', problem: 'controlCharacter' },
      { field: 'rooms.1.name', problem: 'loneSurrogate' },
      { field: 'bad\u0000key', problem: 'controlCharacter' },
    ]);
  });

  it('finds nothing in a clean payload or a non-text value', () => {
    expect(findTextProblems({ a: ['x', { b: 'y' }], n: 1 })).toEqual([]);
    expect(findTextProblems(42)).toEqual([]);
    expect(findTextProblems(undefined)).toEqual([]);
    expect(findTextProblems({ file: new Uint8Array([0, 1, 2]) })).toEqual([]);
  });
});
