import { describe, expect, it } from 'vitest';
import { hasKey, interpolate, splitNamespace, translate } from './translate';

const tree = {
  nights_one: '{{count}} night',
  nights_other: '{{count}} nights',
  guests_zero: 'No guests',
  guests_one: 'One guest',
  guests_few: '{{count}} guests (few)',
  guests_other: '{{count}} guests',
  plain: 'Hello {{name}}, {{ name }}!',
  empty: '',
  group: { inner: 'Inside' },
};

describe('translate', () => {
  it('picks the plural form the locale’s rules give the count', () => {
    expect(translate(tree, 'en-US', 'nights', { count: 1 }).text).toBe('1 night');
    expect(translate(tree, 'en-US', 'nights', { count: 0 }).text).toBe('0 nights');
    expect(translate(tree, 'en-US', 'nights', { count: 2 }).text).toBe('2 nights');
    // Croatian: 21 is "one", 2–4 and 22–24 "few", 5 "other".
    expect(translate(tree, 'hr', 'guests', { count: 21 }).text).toBe('One guest');
    expect(translate(tree, 'hr', 'guests', { count: 22 }).text).toBe('22 guests (few)');
    expect(translate(tree, 'hr', 'guests', { count: 5 }).text).toBe('5 guests');
  });

  it('uses `_zero` for 0 in every language where the catalog has it', () => {
    expect(translate(tree, 'en-US', 'guests', { count: 0 }).text).toBe('No guests');
    expect(translate(tree, 'fr', 'guests', { count: 0 }).text).toBe('No guests');
  });

  it('falls back to the key itself when the count has no plural form', () => {
    expect(translate(tree, 'en-US', 'plain', { count: 3, name: 'Ana' }).text).toBe('Hello Ana, Ana!');
  });

  it('fills placeholders, keeps those not passed, empties those passed as nothing, never fills a value', () => {
    expect(interpolate('{{a}} {{b}} {{c}} {{d}}', { a: 1, b: undefined, c: null, e: 'x' })).toBe('1   {{d}}');
    expect(interpolate('{{a}} and {{b}}', { a: '{{b}}', b: 'B' })).toBe('{{b}} and B');
    expect(interpolate('{{toString}}', {})).toBe('{{toString}}');
  });

  it('returns the key (or the default value, filled) when it is missing or names a group', () => {
    expect(translate(tree, 'en-US', 'nope')).toEqual({ text: 'nope', missing: true });
    expect(translate(tree, 'en-US', 'group')).toEqual({ text: 'group', missing: true });
    expect(translate(tree, 'en-US', 'constructor')).toEqual({ text: 'constructor', missing: true });
    expect(translate(undefined, 'en-US', 'plain')).toEqual({ text: 'plain', missing: true });
    expect(translate(tree, 'en-US', 'nope', { defaultValue: 'Hi {{name}}', name: 'Ana' })).toEqual({
      text: 'Hi Ana',
      missing: true,
    });
    expect(translate(tree, 'en-US', 'group.inner', { defaultValue: 'unused' }).text).toBe('Inside');
  });

  it('returns an empty text as it is, not as missing', () => {
    expect(translate(tree, 'en-US', 'empty')).toEqual({ text: '', missing: false });
  });

  it('reads the namespace before the first colon', () => {
    expect(splitNamespace('units:price.title', 'common')).toEqual(['units', 'price.title']);
    expect(splitNamespace('price.title', 'common')).toEqual(['common', 'price.title']);
  });

  it('knows texts and groups as existing keys', () => {
    expect(hasKey(tree, 'group')).toBe(true);
    expect(hasKey(tree, 'group.inner')).toBe(true);
    expect(hasKey(tree, 'group.nope')).toBe(false);
    expect(hasKey(tree, 'plain.deeper')).toBe(false);
  });
});
