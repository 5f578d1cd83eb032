import { eq } from 'drizzle-orm';
import { createRemoteJWKSet, decodeJwt, jwtVerify } from 'jose';
import * as client from 'openid-client';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openTestDatabase } from '../../test/test-database';
import type { DatabaseHandle } from '../db/client';
import { users } from '../db/schema/users.table';
import {
  WEB_CLIENT_SCOPES,
  WEB_LOGIN_CALLBACK_PATH,
  WEB_POST_LOGOUT_PATH,
  WEB_SILENT_CALLBACK_PATH,
} from './identity.clients';
import { defaultAppFeatures } from './identity.registration';
import { authenticate } from './identity.service';
import { startIdentityTestServer, TestBrowser, type IdentityTestServer } from './identity.test-support';
import { hashPassword } from './passwords';

const PASSWORD = 'correct horse';
const SCOPE = WEB_CLIENT_SCOPES.join(' ');
// The throttle's clock moves only when a test moves it, so a wait can pass without sleeping.
const clock = { now: Date.now() };
const THROTTLE = { policy: { freeFailuresPerAddress: 10 }, clock: () => clock.now };

let handle: DatabaseHandle;
let server: IdentityTestServer;
let oidc: client.Configuration;
let redirectUri: string;
let hostId: string;

async function insertHost(email: string, password = PASSWORD): Promise<string> {
  const [row] = await handle.db
    .insert(users)
    .values({
      email,
      passwordHash: await hashPassword(password),
      firstName: 'Anna',
      lastName: 'Host',
      onboardingStatus: 'finished',
      appFeatures: defaultAppFeatures('individual'),
    })
    .returning({ id: users.id });
  return row!.id;
}

beforeAll(async () => {
  // The server suite's migrated template (PGlite, or PostgreSQL when TEST_DATABASE_URL is set);
  // these tests create their own users and use none of the demo data.
  handle = await openTestDatabase(inject('testDatabaseTemplate'));
  hostId = await insertHost('anna@example.test');
  server = await startIdentityTestServer(handle.db, { loginThrottle: THROTTLE });
  redirectUri = `${server.publicUrl}${WEB_LOGIN_CALLBACK_PATH}`;
  oidc = await client.discovery(
    new URL(server.config.oidc.issuer),
    server.config.oidc.clientId,
    undefined,
    client.None(),
    {
      execute: [client.allowInsecureRequests],
    },
  );
});

afterAll(async () => {
  await server?.close();
  await handle?.close();
});

interface Started {
  browser: TestBrowser;
  verifier: string;
  state: string;
  /** The answer to the authorization request. */
  response: Response;
}

async function startAuthorization(
  browser = new TestBrowser(),
  extra: Record<string, string> = {},
): Promise<Started> {
  const verifier = client.randomPKCECodeVerifier();
  const state = client.randomState();
  const url = client.buildAuthorizationUrl(oidc, {
    redirect_uri: redirectUri,
    scope: SCOPE,
    code_challenge: await client.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    state,
    ...extra,
  });
  return { browser, verifier, state, response: await browser.request(url) };
}

/** Authorize → login page → POST credentials; returns the login page's URL and the POST's answer. */
async function submitLogin(email: string, password: string, started?: Started) {
  const flow = started ?? (await startAuthorization());
  const loginUrl = new URL(flow.response.headers.get('location')!, server.publicUrl);
  const page = await flow.browser.request(loginUrl);
  const posted = await flow.browser.request(new URL(`${loginUrl.pathname}/login`, server.publicUrl), {
    form: { email, password },
  });
  return { ...flow, loginUrl, page, posted };
}

async function exchange(flow: Started, response: Response) {
  const { url } = await flow.browser.follow(response, server.publicUrl, redirectUri);
  return client.authorizationCodeGrant(oidc, url, {
    pkceCodeVerifier: flow.verifier,
    expectedState: flow.state,
  });
}

describe('discovery', () => {
  it('names the issuer from PUBLIC_URL and supports only PKCE S256 and the code flow', () => {
    const metadata = oidc.serverMetadata();
    expect(metadata.issuer).toBe(`${server.publicUrl}/auth`);
    expect(metadata.authorization_endpoint).toBe(`${server.publicUrl}/auth/auth`);
    expect(metadata.token_endpoint).toBe(`${server.publicUrl}/auth/token`);
    expect(metadata.end_session_endpoint).toBe(`${server.publicUrl}/auth/session/end`);
    expect(metadata.code_challenge_methods_supported).toEqual(['S256']);
    // No implicit or hybrid flow: tokens never travel in the browser's address bar.
    expect(metadata.response_types_supported).toEqual(['code']);
    expect(metadata.grant_types_supported).not.toContain('implicit');
  });
});

describe('authorization code flow with PKCE', () => {
  it('logs in through the login page and issues a JWT access token for the API', async () => {
    const flow = await submitLogin('Anna@Example.test', PASSWORD);
    expect(flow.response.status).toBe(303);
    expect(flow.loginUrl.pathname).toMatch(/^\/auth\/interaction\/[\w-]+$/);
    expect(flow.page.status).toBe(200);
    const html = await flow.page.text();
    expect(html).toContain('<html lang="en-US">');
    expect(html.match(/<h1>/g)).toHaveLength(1);
    expect(html).toContain('<label for="field-email">Email</label>');
    expect(html).toContain('<label for="field-password">Password</label>');
    expect(flow.posted.status).toBe(303);

    const tokens = await exchange(flow, flow.posted);
    expect(tokens.token_type.toLowerCase()).toBe('bearer');
    expect(tokens.refresh_token).toEqual(expect.any(String));
    expect(tokens.expires_in).toBe(900);
    expect(tokens.claims()).toMatchObject({ sub: hostId, iss: server.config.oidc.issuer });

    const jwks = createRemoteJWKSet(new URL(oidc.serverMetadata().jwks_uri!));
    const { payload, protectedHeader } = await jwtVerify(tokens.access_token, jwks, {
      issuer: server.config.oidc.issuer,
      audience: server.config.oidc.audience,
    });
    expect(protectedHeader.alg).toBe('RS256');
    expect(payload.sub).toBe(hostId);
    expect(payload.exp! - payload.iat!).toBe(900);
    expect(String(payload.scope).split(' ')).toContain('api');
  });

  it('refreshes with rotation: a new access token and a new refresh token, the old one is spent', async () => {
    const flow = await submitLogin('anna@example.test', PASSWORD);
    const tokens = await exchange(flow, flow.posted);
    const refreshed = await client.refreshTokenGrant(oidc, tokens.refresh_token!);
    expect(refreshed.refresh_token).toEqual(expect.any(String));
    expect(refreshed.refresh_token).not.toBe(tokens.refresh_token);
    expect(decodeJwt(refreshed.access_token)).toMatchObject({
      sub: hostId,
      aud: server.config.oidc.audience,
    });
    await expect(client.refreshTokenGrant(oidc, tokens.refresh_token!)).rejects.toMatchObject({
      error: 'invalid_grant',
    });
  });

  it('answers prompt=none without a session with login_required', async () => {
    const { response } = await startAuthorization(new TestBrowser(), {
      prompt: 'none',
      redirect_uri: `${server.publicUrl}${WEB_SILENT_CALLBACK_PATH}`,
    });
    expect(response.status).toBe(303);
    const location = new URL(response.headers.get('location')!);
    expect(location.href.startsWith(`${server.publicUrl}${WEB_SILENT_CALLBACK_PATH}?`)).toBe(true);
    expect(location.searchParams.get('error')).toBe('login_required');
    expect(location.searchParams.get('code')).toBeNull();
  });

  it('answers prompt=none with the SSO session by issuing a code straight away (silent renew)', async () => {
    const flow = await submitLogin('anna@example.test', PASSWORD);
    await exchange(flow, flow.posted);
    const silent = await startAuthorization(flow.browser, { prompt: 'none' });
    const { url } = await silent.browser.follow(silent.response, server.publicUrl, redirectUri);
    expect(url.searchParams.get('code')).toEqual(expect.any(String));
    const tokens = await client.authorizationCodeGrant(oidc, url, {
      pkceCodeVerifier: silent.verifier,
      expectedState: silent.state,
    });
    expect(tokens.claims()?.sub).toBe(hostId);
  });

  it('keeps the SSO session and refresh tokens across a restart (state lives in the database)', async () => {
    const flow = await submitLogin('anna@example.test', PASSWORD);
    const tokens = await exchange(flow, flow.posted);
    const { port } = new URL(server.publicUrl);
    await server.close();
    server = await startIdentityTestServer(handle.db, { port: Number(port), loginThrottle: THROTTLE });

    // Same cookies, a new process: the session is found in the database.
    const silent = await startAuthorization(flow.browser, { prompt: 'none' });
    const { url } = await silent.browser.follow(silent.response, server.publicUrl, redirectUri);
    expect(url.searchParams.get('error')).toBeNull();
    const renewed = await client.authorizationCodeGrant(oidc, url, {
      pkceCodeVerifier: silent.verifier,
      expectedState: silent.state,
    });
    // Same signing key after the restart: the new token verifies against the same JWKS.
    expect(renewed.claims()?.sub).toBe(hostId);
    expect((await client.refreshTokenGrant(oidc, tokens.refresh_token!)).access_token).toEqual(
      expect.any(String),
    );
  });

  it('widens the grant for a silent renewal that asks for more than the first login did', async () => {
    const narrow = await submitLogin(
      'anna@example.test',
      PASSWORD,
      await startAuthorization(new TestBrowser(), { scope: 'openid' }),
    );
    await exchange(narrow, narrow.posted);
    const silent = await startAuthorization(narrow.browser, { prompt: 'none' });
    const { url } = await silent.browser.follow(silent.response, server.publicUrl, redirectUri);
    expect(url.searchParams.get('error')).toBeNull();
    const tokens = await client.authorizationCodeGrant(oidc, url, {
      pkceCodeVerifier: silent.verifier,
      expectedState: silent.state,
    });
    expect(String(decodeJwt(tokens.access_token).scope).split(' ')).toEqual(
      expect.arrayContaining(['api', 'email']),
    );
  });

  it('shows an error on the page and issues no code for a wrong password', async () => {
    const flow = await submitLogin('anna@example.test', 'wrong password');
    expect(flow.posted.status).toBe(401);
    expect(flow.posted.headers.get('location')).toBeNull();
    const html = await flow.posted.text();
    expect(html).toContain('role="alert"');
    expect(html).toContain('The email or password is not correct.');
    expect(html).toMatch(/id="field-password"[^>]*aria-describedby="form-error"/);
    expect(html).toContain('value="anna@example.test"');
  });

  it('refuses a request without PKCE', async () => {
    const browser = new TestBrowser();
    const url = client.buildAuthorizationUrl(oidc, { redirect_uri: redirectUri, scope: SCOPE, state: 'x' });
    const response = await browser.request(url);
    const location = new URL(response.headers.get('location') ?? '', server.publicUrl);
    expect(location.pathname).not.toMatch(/interaction/);
    expect(location.searchParams.get('error')).toBe('invalid_request');
    expect(location.searchParams.get('error_description')).toMatch(/PKCE/);
  });

  it.each(['id_token token', 'id_token', 'code id_token', 'code token'])(
    'refuses response_type=%s and issues neither a code nor a token',
    async (responseType) => {
      const { response } = await startAuthorization(new TestBrowser(), { response_type: responseType });
      const location = response.headers.get('location') ?? '';
      expect(location).not.toMatch(/interaction/);
      // The error goes back to the registered redirect URI, in the query or the fragment.
      const answer = new URLSearchParams(
        new URL(location, server.publicUrl).hash.slice(1) || new URL(location, server.publicUrl).search,
      );
      expect(answer.get('error')).toBe('unsupported_response_type');
      for (const issued of ['code', 'id_token', 'access_token']) expect(answer.get(issued)).toBeNull();
    },
  );

  it('refuses a redirect_uri that is not registered exactly, with an error page instead of a redirect', async () => {
    for (const wrong of [
      `${server.publicUrl}/auth-callback/`,
      `${server.publicUrl}/elsewhere`,
      'https://evil.example/auth-callback',
    ]) {
      const { response } = await startAuthorization(new TestBrowser(), { redirect_uri: wrong });
      expect(response.status).toBe(400);
      expect(response.headers.get('location')).toBeNull();
      const html = await response.text();
      expect(html).toContain('Something went wrong');
      expect(html).toContain('redirect_uri');
      expect(html).not.toContain('fonts.googleapis');
    }
  });

  it('logs out through end_session and the session is gone afterwards', async () => {
    const flow = await submitLogin('anna@example.test', PASSWORD);
    const tokens = await exchange(flow, flow.posted);
    const endSession = client.buildEndSessionUrl(oidc, {
      id_token_hint: tokens.id_token!,
      post_logout_redirect_uri: `${server.publicUrl}${WEB_POST_LOGOUT_PATH}`,
    });
    const page = await flow.browser.request(endSession);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('data-autosubmit');
    const action = /<form[^>]*action="([^"]+)"/.exec(html)![1]!;
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(html)![1]!;
    const confirmed = await flow.browser.request(new URL(action, server.publicUrl), {
      form: { xsrf, logout: 'yes' },
    });
    expect(confirmed.status).toBe(303);
    expect(confirmed.headers.get('location')).toBe(`${server.publicUrl}/`);

    const silent = await startAuthorization(flow.browser, { prompt: 'none' });
    expect(new URL(silent.response.headers.get('location')!).searchParams.get('error')).toBe(
      'login_required',
    );
    await expect(client.refreshTokenGrant(oidc, tokens.refresh_token!)).rejects.toMatchObject({
      error: 'invalid_grant',
    });
  });
});

/** A browser whose requests come from `address` (the test server trusts X-Forwarded-For). */
const from = (address: string) => new TestBrowser({ 'x-forwarded-for': address });

describe('login throttling', () => {
  it('slows the address that guesses with growing waits, while the owner logs in from elsewhere at once', async () => {
    await insertHost('limited@example.test');
    const attacker = async () => startAuthorization(from('203.0.113.9'));
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await submitLogin('limited@example.test', 'nope', await attacker())).posted.status).toBe(401);
    }
    // Refused without looking at the password: even the right one waits.
    const blocked = await submitLogin('limited@example.test', PASSWORD, await attacker());
    expect(blocked.posted.status).toBe(429);
    expect(blocked.posted.headers.get('retry-after')).toBe('1');
    expect(await blocked.posted.text()).toContain('Too many failed login attempts. Try again in 1 second.');

    // The owner, from another address, is not slowed at all: nobody can lock a host out.
    const owner = await submitLogin(
      'limited@example.test',
      PASSWORD,
      await startAuthorization(from('198.51.100.4')),
    );
    expect(owner.posted.status).toBe(303);

    // Each further failure from the guessing address doubles the wait.
    clock.now += 1000;
    expect((await submitLogin('limited@example.test', 'nope', await attacker())).posted.status).toBe(401);
    const longer = await submitLogin('limited@example.test', 'nope', await attacker());
    expect(longer.posted.status).toBe(429);
    expect(longer.posted.headers.get('retry-after')).toBe('2');
    expect(await longer.posted.text()).toContain('Try again in 2 seconds.');
  });

  it('starts the pair again after a success from that address', async () => {
    await insertHost('forgetful@example.test');
    const browser = async () => startAuthorization(from('203.0.113.50'));
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await submitLogin('forgetful@example.test', 'nope', await browser())).posted.status).toBe(401);
    }
    clock.now += 1000;
    expect((await submitLogin('forgetful@example.test', PASSWORD, await browser())).posted.status).toBe(303);
    // Free attempts again at once: a wrong password answers 401, not "wait".
    expect((await submitLogin('forgetful@example.test', 'nope', await browser())).posted.status).toBe(401);
  });

  it('speaks the page language in the wait message', async () => {
    await insertHost('de@example.test');
    const browser = async () =>
      startAuthorization(new TestBrowser({ 'x-forwarded-for': '203.0.113.77' }), { ui_locales: 'de' });
    for (let attempt = 0; attempt < 5; attempt += 1)
      await submitLogin('de@example.test', 'nope', await browser());
    const blocked = await submitLogin('de@example.test', 'nope', await browser());
    expect(blocked.posted.status).toBe(429);
    expect(await blocked.posted.text()).toContain(
      'Zu viele fehlgeschlagene Anmeldeversuche. Versuchen Sie es in 1 Sekunde erneut.',
    );
  });
});

describe('registration', () => {
  const form = {
    firstName: 'Rita',
    lastName: 'Reg',
    email: 'rita@example.test',
    password: 'long enough',
    accountType: 'individual',
    companyName: '',
  };

  it('creates a host with onboarding in progress and continues the login', async () => {
    const flow = await startAuthorization();
    const loginUrl = new URL(flow.response.headers.get('location')!, server.publicUrl);
    const registerPage = await flow.browser.request(`${loginUrl.href}/register`);
    expect(registerPage.status).toBe(200);
    expect(await registerPage.text()).toContain('Create your account');
    const posted = await flow.browser.request(`${loginUrl.href}/register`, { form });
    expect(posted.status).toBe(303);
    const tokens = await exchange(flow, posted);

    const [created] = await handle.db.select().from(users).where(eq(users.email, 'rita@example.test'));
    expect(created).toMatchObject({
      id: tokens.claims()?.sub,
      role: 'host',
      type: 'individual',
      firstName: 'Rita',
      onboardingStatus: 'in_progress',
      accountSource: 'registration',
      commercialModel: 'commission',
      appFeatures: defaultAppFeatures('individual'),
    });
    expect(await authenticate(handle.db, 'rita@example.test', 'long enough')).toMatchObject({
      id: created!.id,
    });
  });

  it('shows every field error tied to its field and keeps what was typed', async () => {
    const flow = await startAuthorization();
    const loginUrl = new URL(flow.response.headers.get('location')!, server.publicUrl);
    const posted = await flow.browser.request(`${loginUrl.href}/register`, {
      form: {
        ...form,
        firstName: '',
        lastName: 'Reg"><b>x',
        email: 'anna@example.test',
        password: 'short',
        accountType: 'company',
      },
    });
    expect(posted.status).toBe(400);
    const html = await posted.text();
    expect(html).toMatch(
      /id="field-firstName"[^>]*aria-invalid="true"[^>]*aria-describedby="field-firstName-error"/,
    );
    expect(html).toContain('id="field-password-error">Use at least 8 characters.');
    expect(html).toContain('id="field-companyName-error">Enter the name of your company.');
    // What was typed comes back escaped, never as markup.
    expect(html).toContain('value="Reg&quot;&gt;&lt;b&gt;x"');
    expect(html).not.toContain('<b>x');
    expect(html).not.toContain('short');
  });

  it('refuses an email that already has an account', async () => {
    const browser = new TestBrowser();
    const posted = await browser.request(`${server.publicUrl}/auth/register`, {
      form: { ...form, email: 'ANNA@example.test' },
    });
    expect(posted.status).toBe(400);
    expect(await posted.text()).toContain('An account with this email already exists.');
  });

  it('makes asking whether an email has an account cost what a failed login costs', async () => {
    const asker = from('203.0.113.120');
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const posted = await asker.request(`${server.publicUrl}/auth/register`, {
        form: { ...form, email: 'anna@example.test' },
      });
      expect(posted.status).toBe(400);
    }
    const throttled = await asker.request(`${server.publicUrl}/auth/register`, {
      form: { ...form, email: 'unasked@example.test' },
    });
    expect(throttled.status).toBe(429);
    expect(throttled.headers.get('retry-after')).toBe('1');
    expect(await throttled.text()).toContain('Too many attempts from your network. Try again in 1 second.');
    expect(await handle.db.select().from(users).where(eq(users.email, 'unasked@example.test'))).toHaveLength(
      0,
    );

    const elsewhere = await from('198.51.100.120').request(`${server.publicUrl}/auth/register`, {
      form: { ...form, email: 'unasked@example.test' },
    });
    expect(elsewhere.status).toBe(303);
  });

  it('offers registration first for prompt=create, and the stand-alone page sends the new host to the app', async () => {
    const flow = await startAuthorization(new TestBrowser(), { prompt: 'create' });
    const page = await flow.browser.request(
      new URL(flow.response.headers.get('location')!, server.publicUrl),
    );
    expect(await page.text()).toContain('Create your account');

    const standalone = await new TestBrowser().request(`${server.publicUrl}/auth/register`, {
      form: { ...form, email: 'co@example.test', accountType: 'company', companyName: 'Sunny Stays Ltd' },
    });
    expect(standalone.status).toBe(303);
    expect(standalone.headers.get('location')).toBe(`${server.publicUrl}/`);
    const [company] = await handle.db.select().from(users).where(eq(users.email, 'co@example.test'));
    expect(company).toMatchObject({
      type: 'company',
      companyName: 'Sunny Stays Ltd',
      onboardingStatus: 'in_progress',
    });
  });
});

describe('password change', () => {
  it('needs the SSO session, checks the current password, and changes it', async () => {
    expect((await new TestBrowser().request(`${server.publicUrl}/auth/password`)).status).toBe(401);

    await insertHost('changer@example.test');
    const flow = await submitLogin('changer@example.test', PASSWORD);
    await exchange(flow, flow.posted);
    const page = await flow.browser.request(`${server.publicUrl}/auth/password`);
    expect(page.status).toBe(200);
    const csrf = /name="csrf" value="([^"]+)"/.exec(await page.text())![1]!;

    const forged = await flow.browser.request(`${server.publicUrl}/auth/password`, {
      form: {
        csrf: 'forged',
        currentPassword: PASSWORD,
        newPassword: 'brand new pass',
        confirmPassword: 'brand new pass',
      },
    });
    expect(forged.status).toBe(403);
    const wrong = await flow.browser.request(`${server.publicUrl}/auth/password`, {
      form: {
        csrf,
        currentPassword: 'not it',
        newPassword: 'brand new pass',
        confirmPassword: 'brand new pass',
      },
    });
    expect(wrong.status).toBe(400);
    expect(await wrong.text()).toContain('The current password is not correct.');
    const mismatch = await flow.browser.request(`${server.publicUrl}/auth/password`, {
      form: {
        csrf,
        currentPassword: PASSWORD,
        newPassword: 'brand new pass',
        confirmPassword: 'brand new pas',
      },
    });
    expect(await mismatch.text()).toContain('The two new passwords do not match.');

    const changed = await flow.browser.request(`${server.publicUrl}/auth/password`, {
      form: {
        csrf,
        currentPassword: PASSWORD,
        newPassword: 'brand new pass',
        confirmPassword: 'brand new pass',
      },
    });
    expect(changed.status).toBe(200);
    expect(await changed.text()).toContain('Your password has been changed.');
    expect(await authenticate(handle.db, 'changer@example.test', 'brand new pass')).not.toBeNull();
    expect(await authenticate(handle.db, 'changer@example.test', PASSWORD)).toBeNull();
  });

  it('refuses a form posted from another origin', async () => {
    const response = await new TestBrowser().request(`${server.publicUrl}/auth/register`, {
      form: { firstName: 'X' },
      headers: { origin: 'https://evil.example' },
    });
    expect(response.status).toBe(403);
  });
});

describe('pages', () => {
  it('speak the language the app asks for with ui_locales', async () => {
    const flow = await startAuthorization(new TestBrowser({ 'accept-language': 'fr' }), {
      ui_locales: 'de-CH',
    });
    const page = await flow.browser.request(
      new URL(flow.response.headers.get('location')!, server.publicUrl),
    );
    expect(await page.text()).toContain('<html lang="de-CH">');
  });

  it('speak the browser language when the app sends none, with the page language on <html>', async () => {
    const response = await new TestBrowser({ 'accept-language': 'fr-CH, fr;q=0.9, en;q=0.8' }).request(
      `${server.publicUrl}/auth/register`,
    );
    expect(await response.text()).toContain('<html lang="fr">');
  });

  it('serve their stylesheet without external fonts', async () => {
    const response = await fetch(`${server.publicUrl}/auth/assets/identity.css`);
    expect(response.headers.get('content-type')).toMatch(/text\/css/);
    const css = await response.text();
    expect(css).toContain(':focus-visible');
    expect(css).not.toMatch(/@import|url\(/);
  });
});
