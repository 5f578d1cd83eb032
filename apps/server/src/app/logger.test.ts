import { Writable } from 'node:stream';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CORRELATION_ID_HEADER } from '@hostdeck/contract/http/error.schemas';
import { createTestApp, demo, type TestApp } from '../../test/test-app';
import { createLogger, serializeError, sqlQueryLogger } from './logger';

/** Every line the logger writes, parsed. */
function captureLines() {
  const lines: Record<string, unknown>[] = [];
  let raw = '';
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      raw += chunk.toString();
      for (const line of chunk.toString().split('\n').filter(Boolean)) {
        lines.push(JSON.parse(line) as Record<string, unknown>);
      }
      done();
    },
  });
  return {
    stream,
    lines,
    raw: () => raw,
    clear: () => {
      lines.length = 0;
      raw = '';
    },
  };
}

describe('request log at info', () => {
  const captured = captureLines();
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, { logger: createLogger({ level: 'info', stream: captured.stream }) });
  });
  afterAll(async () => {
    await t?.close();
  });
  beforeEach(() => captured.clear());

  it('writes one line per request with its request id, route, status and caller', async () => {
    const headers = await t.authHeaders(demo.anna);
    const response = await t.app.inject({ url: '/api/app/user/info', headers });
    expect(response.statusCode).toBe(200);

    expect(captured.lines).toHaveLength(1);
    expect(captured.lines[0]).toMatchObject({
      level: 30,
      reqId: response.headers[CORRELATION_ID_HEADER],
      method: 'GET',
      route: '/api/app/user/info',
      statusCode: 200,
      userId: await t.userIdOf(demo.anna),
      responseTime: expect.any(Number),
    });
    // Neither the token nor the header it came in appears anywhere.
    const token = headers.authorization.slice('Bearer '.length);
    expect(captured.raw()).not.toContain(token);
    expect(captured.raw().toLowerCase()).not.toContain('authorization');
  });

  it('says why a token was refused on the request line itself, never the token', async () => {
    const token = (await t.authHeaders(demo.anna)).authorization.slice('Bearer '.length);
    const [head, payload] = token.split('.');
    const forged = `${head}.${payload}.${'A'.repeat(86)}`;
    const response = await t.app.inject({
      url: '/api/app/user/info',
      headers: { authorization: `Bearer ${forged}` },
    });
    expect(response.statusCode).toBe(401);

    expect(captured.lines).toHaveLength(1);
    expect(captured.lines[0]).toMatchObject({
      level: 30,
      route: '/api/app/user/info',
      statusCode: 401,
      tokenRejected: expect.any(String),
    });
    expect(captured.raw()).not.toContain(payload);
  });

  it('keeps what a host typed out of the log: bodies, search terms, cookies', async () => {
    const headers = await t.authHeaders(demo.anna);
    const aboutHost = 'Private words only the host should see';
    const patched = await t.app.inject({
      method: 'PATCH',
      url: '/api/app/user/info',
      headers,
      payload: { aboutHost },
    });
    expect(patched.statusCode).toBe(200);
    const searched = await t.app.inject({
      url: '/api/app/properties?criteria[search]=SecretSearchTerm&page=1',
      headers: { ...headers, cookie: 'session=cookie-value-123' },
    });
    expect(searched.statusCode).toBe(200);

    expect(captured.lines.map((line) => line.route)).toEqual(['/api/app/user/info', '/api/app/properties']);
    for (const secret of [aboutHost, 'SecretSearchTerm', 'cookie-value-123', 'criteria']) {
      expect(captured.raw()).not.toContain(secret);
    }
  });

  it('never logs a password sent to the identity pages', async () => {
    const password = 'pw-Never-In-The-Log-42';
    const response = await t.app.inject({
      method: 'POST',
      url: '/auth/register',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        accountType: 'individual',
        firstName: 'Lena',
        lastName: 'Logtest',
        email: 'lena.logtest@example.test',
        password,
      }).toString(),
    });
    expect(response.statusCode).toBeLessThan(500);
    expect(captured.lines.length).toBeGreaterThan(0);
    expect(captured.raw()).not.toContain(password);
    expect(captured.raw()).not.toContain('lena.logtest');
  });

  it('names no path of a route that does not exist', async () => {
    const response = await t.app.inject({ url: '/api/app/no-such-call/typed-by-someone?q=x' });
    expect(response.statusCode).toBe(404);
    expect(captured.lines).toHaveLength(1);
    expect(captured.lines[0]).toMatchObject({ statusCode: 404, route: null });
    expect(captured.raw()).not.toContain('typed-by-someone');
  });
});

describe('request log at debug', () => {
  it('adds the path, still without the query string', async () => {
    const captured = captureLines();
    const t = await createTestApp({}, { logger: createLogger({ level: 'debug', stream: captured.stream }) });
    try {
      const response = await t.app.inject({
        url: '/api/app/properties?criteria[search]=SecretSearchTerm',
        headers: await t.authHeaders(demo.anna),
      });
      expect(response.statusCode).toBe(200);
      const line = captured.lines.find((entry) => entry.msg === 'request');
      expect(line).toMatchObject({ route: '/api/app/properties', path: '/api/app/properties' });
      expect(captured.raw()).not.toContain('SecretSearchTerm');
    } finally {
      await t.close();
    }
  });
});

describe('error serialisation', () => {
  it("drops a failed query's parameters and a database error's detail", () => {
    const cause = Object.assign(new Error('duplicate key value violates unique constraint "users_email"'), {
      code: '23505',
      detail: 'Key (email)=(someone@example.test) already exists.',
    });
    const failed = Object.assign(
      new Error('Failed query: insert into "users" ("email") values ($1)\nparams: someone@example.test', {
        cause,
      }),
      { query: 'insert into "users" ("email") values ($1)', params: ['someone@example.test'] },
    );
    const serialized = JSON.stringify(serializeError(failed));
    expect(serialized).toContain('Failed query: insert into \\"users\\"');
    expect(serialized).toContain('23505');
    expect(serialized).not.toContain('someone@example.test');
  });

  it('goes through the logger: an error logged at info carries no parameters', () => {
    const captured = captureLines();
    const logger = createLogger({ level: 'info', stream: captured.stream });
    const cause = Object.assign(new Error('duplicate key'), { detail: 'Key (email)=(secret-cause) exists.' });
    logger.error({ err: new Error('Failed query: select 1\nparams: secret-value'), cause }, 'boom');
    expect(captured.lines[0]).toMatchObject({
      err: { message: 'Failed query: select 1', type: 'Error' },
      cause: { message: 'duplicate key' },
    });
    expect(captured.raw()).not.toContain('secret-value');
    expect(captured.raw()).not.toContain('secret-cause');
  });
});

describe('SQL statement log', () => {
  it('is off at info, statement text at debug, parameters only at trace', () => {
    expect(sqlQueryLogger(createLogger({ level: 'info', stream: captureLines().stream }))).toBeUndefined();

    const debug = captureLines();
    sqlQueryLogger(createLogger({ level: 'debug', stream: debug.stream }))?.logQuery('select $1', ['typed']);
    expect(debug.lines[0]).toMatchObject({ level: 20, sql: 'select $1', component: 'sql' });
    expect(debug.raw()).not.toContain('typed');

    const trace = captureLines();
    sqlQueryLogger(createLogger({ level: 'trace', stream: trace.stream }))?.logQuery('select $1', ['typed']);
    expect(trace.lines[0]).toMatchObject({ level: 10, sql: 'select $1', params: ['typed'] });
  });
});
