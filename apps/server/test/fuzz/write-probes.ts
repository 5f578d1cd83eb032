import fc from 'fast-check';
import type { HTTPMethods } from 'fastify';
import type { Endpoint } from '@hostdeck/contract/http/endpoint';
import { textProblem } from '@hostdeck/contract/validation/text.rules';
import type { z } from 'zod';
import { pathRecordsOf } from '../../src/app/ownership';
import { mutationsAt } from './mutations';
import { preferValidValueOf, setAt, sitesOf } from './schema-arbitraries';

/** One request the fuzz test sends, with what it needs to judge the answer. */
export interface Probe {
  /** What was broken, for failure messages and the run's tally (`body:numberEdge`, `param:foreign`). */
  kind: string;
  method: HTTPMethods;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  /**
   * The JSON the server will parse, when the payload is JSON: the contract's verdict on it is known,
   * so a body the schema refuses must be refused by the server too.
   */
  json?: { value: unknown };
  /** The dotted path of the one field broken in an otherwise valid body: a 400 must name it. */
  field?: string;
}

/** Everything a row's probes are built from. */
export interface RowContext {
  endpoint: Endpoint;
  headers: Record<string, string>;
  /** The row's path params naming the caller's own records (and valid values for the rest). */
  ownParams: Record<string, string>;
  /** The same with every record id another host's. */
  foreignParams: Record<string, string>;
}

const RAW = /"@@raw@@(.*?)@@"/g;
/** JSON text of a payload, with raw number markers spliced in as the literal they stand for. */
export const serialize = (value: unknown) => (JSON.stringify(value) ?? 'null').replace(RAW, '$1');

function parseOrUndefined(text: string): { value: unknown } | undefined {
  try {
    return { value: JSON.parse(text) as unknown };
  } catch {
    return undefined;
  }
}

/** Builds a URL from raw (already encoded) segments, so a probe can send what encodeURIComponent cannot. */
function rawUrl(path: string, rawParams: Record<string, string>): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => rawParams[name] ?? '');
}
const encodeParams = (params: Record<string, string>) =>
  Object.fromEntries(Object.entries(params).map(([key, value]) => [key, encodeURIComponent(value)]));

const JSON_TYPE = { 'content-type': 'application/json' };

function jsonProbe(
  context: RowContext,
  kind: string,
  body: unknown,
  options: { params?: Record<string, string>; query?: string; field?: string } = {},
): Probe {
  const payload = serialize(body);
  const json = parseOrUndefined(payload);
  return {
    kind,
    method: context.endpoint.method,
    url:
      rawUrl(context.endpoint.path, options.params ?? encodeParams(context.ownParams)) +
      (options.query ?? ''),
    headers: { ...context.headers, ...JSON_TYPE },
    payload,
    ...(json ? { json } : {}),
    ...(options.field !== undefined ? { field: options.field } : {}),
  };
}

/** A valid body (as far as the schema walker can tell) with one site of it broken. */
function bodyProbes(context: RowContext, body: z.ZodType): fc.Arbitrary<Probe> {
  return preferValidValueOf(body).chain((base) => {
    const baseValid = body.safeParse(base).success;
    const sites = sitesOf(body, base);
    return fc
      .constantFrom(...sites)
      .chain((site) => mutationsAt(site, readAt(base, site.path)))
      .map((mutation) => {
        const field = baseValid && mutation.path.length > 0 ? mutation.path.join('.') : undefined;
        return jsonProbe(context, `body:${mutation.kind}`, setAt(base, mutation.path, mutation.value), {
          ...(field !== undefined ? { field } : {}),
        });
      });
  });
}

function readAt(root: unknown, path: readonly (string | number)[]): unknown {
  let node = root;
  for (const key of path) node = (node as Record<string | number, unknown> | undefined)?.[key];
  return node;
}

interface TransportPayload {
  kind: string;
  headers: Record<string, string>;
  payload: string | Buffer;
}

/** Payloads broken before any schema sees them: the wrong content type, unreadable or hostile JSON. */
function transportPayloads(base: unknown): fc.Arbitrary<TransportPayload> {
  const text = serialize(base);
  const as = (kind: string, contentType: string | undefined, payload: string | Buffer): TransportPayload => ({
    kind: `transport:${kind}`,
    headers: contentType ? { 'content-type': contentType } : {},
    payload,
  });
  const nested = (depth: number, open: string, inner: string, close: string) =>
    open.repeat(depth) + inner + close.repeat(depth);
  return fc.oneof(
    fc.constantFrom(
      as('textPlain', 'text/plain', text),
      as('formUrlencoded', 'application/x-www-form-urlencoded', 'title=x&rooms[0]=1'),
      as('xml', 'application/xml', '<title>x</title>'),
      as('noContentType', undefined, text),
      as(
        'multipartOnJson',
        'multipart/form-data; boundary=x',
        '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--\r\n',
      ),
      as('emptyJson', 'application/json', ''),
      as('charset', 'application/json; charset=utf-16', text),
      as('oddJsonType', 'application/json;;;', text),
      as('bom', 'application/json', `\uFEFF${text}`),
      as(
        'invalidUtf8',
        'application/json',
        Buffer.concat([Buffer.from('{"title":"a'), Buffer.from([0xff, 0xfe, 0xc0]), Buffer.from('"}')]),
      ),
      as(
        'duplicateKeys',
        'application/json',
        text.startsWith('{') && text !== '{}' ? `${text.slice(0, -1)},${text.slice(1)}` : '{"a":1,"a":2}',
      ),
      as('protoKey', 'application/json', '{"__proto__":{"polluted":true}}'),
      as('constructorKey', 'application/json', '{"constructor":{"prototype":{"polluted":true}}}'),
      as('tooLarge', 'application/json', JSON.stringify({ title: 'x'.repeat(1_100_000) })),
      as('nullJson', 'application/json', 'null'),
      as('arrayJson', 'application/json', '[]'),
      as('stringJson', 'application/json', '"x"'),
      as('numberJson', 'application/json', '1e400'),
      as('nullByteJson', 'application/json', '{"title":"a\\u0000"}'),
      as('loneSurrogateJson', 'application/json', '{"title":"\\ud800"}'),
    ),
    fc
      .nat({ max: Math.max(0, text.length - 1) })
      .map((cut) => as('truncatedJson', 'application/json', text.slice(0, cut))),
    fc
      .constantFrom(1_000, 10_000, 100_000, 400_000)
      .map((depth) => as('deepArray', 'application/json', nested(depth, '[', '', ']'))),
    fc
      .constantFrom(1_000, 10_000, 100_000)
      .map((depth) => as('deepObject', 'application/json', nested(depth, '{"a":', '1', '}'))),
  );
}

function transportProbes(
  context: RowContext,
  base: fc.Arbitrary<unknown>,
  params: Record<string, string>,
): fc.Arbitrary<Probe> {
  return base.chain((value) =>
    transportPayloads(value).map(({ kind, headers, payload }): Probe => {
      const json =
        typeof payload === 'string' && headers['content-type'] === 'application/json'
          ? parseOrUndefined(payload)
          : undefined;
      return {
        kind,
        method: context.endpoint.method,
        url: rawUrl(context.endpoint.path, params),
        headers: { ...context.headers, ...headers },
        payload,
        ...(json ? { json } : {}),
      };
    }),
  );
}

/** Raw path segments a record placeholder may carry: another host's id, a guess, text the rule refuses. */
function badIds(foreign: string): string[] {
  return [
    encodeURIComponent(foreign),
    'Z-ZZZZZZ',
    '00000000-0000-0000-0000-000000000000',
    'U-%00ABC',
    '%ED%A0%80',
    '%FF',
    '%',
    '%2e%2e',
    '..%2F..',
    '%20',
    'a'.repeat(129),
    'a'.repeat(301),
    encodeURIComponent('🏖️\u202E'),
    encodeURIComponent("' OR '1'='1"),
  ];
}

/** One record placeholder swapped for a bad value; the rest of the request is good. */
function paramProbes(context: RowContext, body: fc.Arbitrary<unknown>): fc.Arbitrary<Probe> | null {
  // Kinds the server keeps no rows of have no other host's id to send.
  const records = pathRecordsOf(context.endpoint).filter(({ kind }) => kind !== 'achievement');
  if (records.length === 0) return null;
  return fc.tuple(fc.constantFrom(...records), body).chain(([{ param }, value]) => {
    const foreign = encodeURIComponent(context.foreignParams[param] ?? '');
    return fc.constantFrom(...badIds(context.foreignParams[param] ?? 'Z-ZZZZZZ')).map((raw) =>
      jsonProbe(context, raw === foreign ? 'param:foreign' : 'param:badId', value, {
        params: { ...encodeParams(context.ownParams), [param]: raw },
      }),
    );
  });
}

const QUERY_JUNK = [
  `?${'a['.repeat(2_000)}x${']'.repeat(2_000)}=1`,
  '?__proto__[polluted]=1',
  '?constructor[prototype][polluted]=1',
  '?a=%00',
  '?a=%ED%A0%80',
  '?%',
  '?a[]=1&a[]=2&a[0]=x&a[b]=y',
  '?a=1&a=2&a=3',
  `?${'k=v&'.repeat(5_000)}`,
  `?a=${'x'.repeat(100_000)}`,
  '?page=-1&pageSize=1e400',
];

function queryProbes(
  context: RowContext,
  body: fc.Arbitrary<unknown>,
  params: Record<string, string>,
): fc.Arbitrary<Probe> {
  return fc
    .tuple(body, fc.constantFrom(...QUERY_JUNK))
    .map(([value, query]) => jsonProbe(context, 'query:junk', value, { params, query }));
}

const PNG = Buffer.from('89504e470d0a1a0a', 'hex');
const JPEG = Buffer.from('ffd8ffe0', 'hex');

/** Upload rows: parts with bytes that are not the image they claim, odd names, missing or extra parts. */
function multipartProbes(context: RowContext): fc.Arbitrary<Probe> {
  const boundary = 'fuzzboundary';
  const part = (name: string, filename: string | null, type: string, data: Buffer) =>
    Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"${filename === null ? '' : `; filename="${filename}"`}\r\nContent-Type: ${type}\r\n\r\n`,
      ),
      data,
      Buffer.from('\r\n'),
    ]);
  const end = Buffer.from(`--${boundary}--\r\n`);
  const bytes = fc.uint8Array({ maxLength: 4_000 }).map((array) => Buffer.from(array));
  const content = fc.oneof(
    bytes,
    bytes.map((data) => Buffer.concat([PNG, data])),
    bytes.map((data) => Buffer.concat([JPEG, data])),
    bytes.map((data) => Buffer.concat([Buffer.from('GIF89a'), data])),
    fc.constant(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>x</script></svg>')),
    fc.constant(Buffer.alloc(0)),
  );
  const filename = fc.constantFrom(
    'photo.png',
    '../../etc/passwd',
    'a\u0000.png',
    '\uD800.png',
    '',
    'x'.repeat(2_000),
  );
  const type = fc.constantFrom(
    'image/png',
    'image/jpeg',
    'image/svg+xml',
    'application/octet-stream',
    'text/html',
  );
  const fieldName = fc.constantFrom('file', 'photo', 'image', 'files[]', '');
  return fc
    .tuple(
      fc.array(fc.tuple(fieldName, filename, type, content), { minLength: 0, maxLength: 3 }),
      fc.boolean(),
      fc.boolean(),
    )
    .map(([parts, withText, truncated]) => {
      const body = Buffer.concat([
        ...(withText ? [part('caption', null, 'text/plain', Buffer.from('x\u0000'))] : []),
        ...parts.map(([name, file, mime, data]) => part(name, file, mime, data)),
        ...(truncated ? [] : [end]),
      ]);
      return {
        kind: `multipart:${parts.length}parts${truncated ? ':truncated' : ''}`,
        method: context.endpoint.method,
        url: rawUrl(context.endpoint.path, encodeParams(context.ownParams)),
        headers: { ...context.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: body,
      };
    });
}

/**
 * Every probe of one write row. Rows with a JSON body get mostly broken bodies at the caller's own
 * records (the code under test), plus transport, path and query probes. Rows without a body that
 * name a record (delete, publish, cover) are probed only at records that are not the caller's:
 * there is nothing to break in their body, and a probe that got through would delete the demo data
 * the other probes stand on.
 */
export function probesFor(context: RowContext): fc.Arbitrary<Probe> {
  const { endpoint } = context;
  const own = encodeParams(context.ownParams);
  const foreign = encodeParams(context.foreignParams);
  const namesRecords = pathRecordsOf(endpoint).length > 0;
  if (endpoint.requestType === 'multipart') {
    return fc.oneof(
      { weight: 5, arbitrary: multipartProbes(context) },
      { weight: 2, arbitrary: transportProbes(context, fc.constant({}), own) },
      { weight: 1, arbitrary: paramProbes(context, fc.constant({})) ?? multipartProbes(context) },
    );
  }
  if (endpoint.body) {
    const body = endpoint.body;
    const base = preferValidValueOf(body);
    const params = paramProbes(context, base);
    return fc.oneof(
      { weight: 12, arbitrary: bodyProbes(context, body) },
      { weight: 3, arbitrary: transportProbes(context, base, own) },
      { weight: 1, arbitrary: queryProbes(context, base, own) },
      ...(params ? [{ weight: 2, arbitrary: params }] : []),
    );
  }
  const anything = fc.jsonValue({ maxDepth: 2 });
  if (namesRecords) {
    return fc.oneof(
      { weight: 3, arbitrary: paramProbes(context, anything)! },
      { weight: 2, arbitrary: transportProbes(context, anything, foreign) },
      { weight: 1, arbitrary: queryProbes(context, anything, foreign) },
    );
  }
  return fc.oneof(
    { weight: 3, arbitrary: transportProbes(context, anything, own) },
    { weight: 1, arbitrary: queryProbes(context, anything, own) },
    { weight: 1, arbitrary: anything.map((value) => jsonProbe(context, 'body:unexpected', value)) },
  );
}

/**
 * Whether a parsed payload carries text the one string rule refuses, anywhere (keys too). A loop,
 * not recursion: the deepest payloads the fuzz test sends would overflow the stack here as well.
 */
export function hasRefusedText(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const next = pending.pop();
    if (typeof next === 'string') {
      if (textProblem(next)) return true;
    } else if (Array.isArray(next)) {
      for (const item of next as unknown[]) pending.push(item);
    } else if (next && typeof next === 'object') {
      for (const [key, item] of Object.entries(next)) {
        if (textProblem(key)) return true;
        pending.push(item);
      }
    }
  }
  return false;
}
