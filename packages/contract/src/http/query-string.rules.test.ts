import { describe, expect, it } from 'vitest';
import { decodeQueryString, encodeQueryString } from './query-string.rules';

describe('encodeQueryString (spec §5)', () => {
  it('skips undefined, null and empty strings but keeps 0 and false', () => {
    expect(encodeQueryString({ a: undefined, b: null, c: '', d: 0, e: false })).toBe('d=0&e=false');
  });

  it('encodes arrays as key[] and skips their empty items', () => {
    expect(encodeQueryString({ ids: ['a', '', 'b', null] })).toBe('ids[]=a&ids[]=b');
  });

  it('encodes nested objects as key[sub], as the property list does with criteria[search]', () => {
    expect(encodeQueryString({ criteria: { search: 'sea view', unitId: undefined }, page: 2 })).toBe(
      'criteria[search]=sea%20view&page=2',
    );
  });

  it('nests deeper and combines arrays inside objects', () => {
    expect(encodeQueryString({ a: { b: { c: 1 }, d: ['x'] } })).toBe('a[b][c]=1&a[d][]=x');
  });

  it('URI-encodes reserved characters in values and keys', () => {
    expect(encodeQueryString({ 'q&x': 'a=b&c' })).toBe('q%26x=a%3Db%26c');
  });

  it('answers an empty string when everything is empty', () => {
    expect(encodeQueryString({ a: '', b: [] })).toBe('');
  });
});

describe('decodeQueryString', () => {
  it('decodes plain keys, with or without a leading ?', () => {
    expect(decodeQueryString('?page=2&hl=en-US')).toEqual({ page: '2', hl: 'en-US' });
    expect(decodeQueryString('page=2')).toEqual({ page: '2' });
  });

  it('decodes key[] into arrays and key[sub] into objects', () => {
    expect(decodeQueryString('ids[]=a&ids[]=b&criteria[search]=x')).toEqual({
      ids: ['a', 'b'],
      criteria: { search: 'x' },
    });
  });

  it('accepts percent-encoded brackets and + as space', () => {
    expect(decodeQueryString('criteria%5Bsearch%5D=sea+view')).toEqual({ criteria: { search: 'sea view' } });
  });

  it('skips empty values like the encoder', () => {
    expect(decodeQueryString('a=&b&c=1&&')).toEqual({ c: '1' });
  });

  it('turns a repeated plain key into an array', () => {
    expect(decodeQueryString('a=1&a=2&a=3')).toEqual({ a: ['1', '2', '3'] });
  });

  it('never writes prototype keys', () => {
    const decoded = decodeQueryString('__proto__[polluted]=1&constructor[prototype][x]=1&a[__proto__]=1');
    expect(decoded).toEqual({ a: {} });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('keeps malformed percent sequences as written', () => {
    expect(decodeQueryString('q=%E0%A4%A')).toEqual({ q: '%E0%A4%A' });
  });

  it('ignores nesting deeper than five levels', () => {
    expect(decodeQueryString('a[b][c][d][e][f][g]=1&ok=1')).toEqual({ ok: '1' });
  });

  it('round-trips what encodeQueryString writes', () => {
    const input = {
      criteria: { search: 'a&b', state: ['x', 'y'] },
      page: '3',
      sorting: { createdAt: 'desc' },
    };
    expect(decodeQueryString(encodeQueryString(input))).toEqual(input);
  });
});
