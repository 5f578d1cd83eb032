// Query-string encoding shared by the web client and the server's querystring parser:
// empty values are skipped, arrays are `key[]`, nested objects are `key[sub]`.

export type QueryPrimitive = string | number | boolean | null | undefined;
export type QueryInput = { [key: string]: QueryPrimitive | QueryPrimitive[] | QueryInput };
export type QueryValue = string | string[] | QueryObject;
export type QueryObject = { [key: string]: QueryValue };

/** Keys that would write onto Object.prototype when decoded. */
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);
/** Deeper nesting than any call needs is ignored rather than trusted. */
const MAX_DEPTH = 5;

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value === '');
}

/** Brackets stay literal so the encoded form reads like the spec (`criteria[search]=x`). */
function encodeKey(key: string): string {
  return encodeURIComponent(key).replace(/%5B/gi, '[').replace(/%5D/gi, ']');
}

function encodeInto(pairs: string[], key: string, value: unknown): void {
  if (isEmpty(value)) return;
  if (Array.isArray(value)) {
    for (const item of value) {
      if (!isEmpty(item)) pairs.push(`${encodeKey(`${key}[]`)}=${encodeURIComponent(String(item))}`);
    }
    return;
  }
  if (typeof value === 'object') {
    for (const [sub, subValue] of Object.entries(value as Record<string, unknown>)) {
      encodeInto(pairs, `${key}[${sub}]`, subValue);
    }
    return;
  }
  pairs.push(`${encodeKey(key)}=${encodeURIComponent(String(value))}`);
}

/** Encodes without a leading `?`; answers '' when nothing is left. */
export function encodeQueryString(input: QueryInput | Record<string, unknown>): string {
  const pairs: string[] = [];
  for (const [key, value] of Object.entries(input)) encodeInto(pairs, key, value);
  return pairs.join('&');
}

function decodePart(part: string): string {
  try {
    return decodeURIComponent(part.replace(/\+/g, ' '));
  } catch {
    return part;
  }
}

/** `a[b][]` → ['a', 'b', '']; a key without brackets is one segment. */
function splitKey(key: string): string[] | null {
  const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(key);
  if (!match) return [key];
  const rest = match[2] ?? '';
  const segments = [match[1] ?? key];
  for (const inner of rest.matchAll(/\[([^[\]]*)\]/g)) segments.push(inner[1] ?? '');
  return segments.length > MAX_DEPTH + 1 ? null : segments;
}

function assign(target: QueryObject, segments: string[], value: string): void {
  const [head, ...rest] = segments;
  if (head === undefined || head === '' || FORBIDDEN_KEYS.has(head)) return;
  const existing = target[head];
  if (rest.length === 0) {
    // A plain key repeated (`a=1&a=2`) becomes an array, as most servers read it.
    if (existing === undefined) target[head] = value;
    else if (Array.isArray(existing)) existing.push(value);
    else if (typeof existing === 'string') target[head] = [existing, value];
    return;
  }
  if (rest.length === 1 && rest[0] === '') {
    if (existing === undefined) target[head] = [value];
    else if (Array.isArray(existing)) existing.push(value);
    else if (typeof existing === 'string') target[head] = [existing, value];
    return;
  }
  if (existing === undefined) target[head] = {};
  const child = target[head];
  if (typeof child === 'object' && !Array.isArray(child)) assign(child, rest, value);
}

/** Decodes `a=1&b[]=2&c[d]=3` (with or without a leading `?`); empty values are skipped like on encoding. */
export function decodeQueryString(query: string): QueryObject {
  const result: QueryObject = {};
  const body = query.startsWith('?') ? query.slice(1) : query;
  for (const pair of body.split('&')) {
    if (pair === '') continue;
    const eq = pair.indexOf('=');
    const rawKey = eq === -1 ? pair : pair.slice(0, eq);
    const rawValue = eq === -1 ? '' : pair.slice(eq + 1);
    const value = decodePart(rawValue);
    if (value === '') continue;
    const segments = splitKey(decodePart(rawKey));
    if (segments) assign(result, segments, value);
  }
  return result;
}
