import { describe, expect, it } from 'vitest';
import { insertIntoDraft } from './insert-text.rules';

describe('insertIntoDraft', () => {
  it.each([
    ['', 'Hi', null, 'Hi', 2],
    ['Hello', ' Maria', null, 'Hello Maria', 11],
    ['Dear , welcome', 'Maria', { start: 5, end: 5 }, 'Dear Maria, welcome', 10],
    ['Dear X, welcome', 'Maria', { start: 5, end: 6 }, 'Dear Maria, welcome', 10],
    ['abc', 'Z', { start: 10, end: 20 }, 'abcZ', 4],
    ['abc', 'Z', { start: 2, end: 1 }, 'abZc', 3],
  ])('puts %j + %j at %j', (draft, text, selection, value, caret) => {
    expect(insertIntoDraft(draft, text, selection)).toEqual({ value, caret });
  });

  it.each([
    ['', 'Hi Maria', null, 'Hi Maria', 8],
    ['Hello!', 'Hi Maria', null, 'Hello!\nHi Maria', 15],
    ['Hello!\n', 'Hi', { start: 7, end: 7 }, 'Hello!\nHi', 9],
    ['Hello! Bye', 'Hi', { start: 7, end: 7 }, 'Hello! \nHiBye', 10],
    ['Bye', 'Hi', { start: 0, end: 0 }, 'HiBye', 2],
  ])('starts a whole reply on its own line: %j + %j at %j', (draft, text, selection, value, caret) => {
    expect(insertIntoDraft(draft, text, selection, { ownLine: true })).toEqual({ value, caret });
  });
});
