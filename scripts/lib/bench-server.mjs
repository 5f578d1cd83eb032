// What the benchmarks share: free ports, waiting for a server, stopping it, and the web app's login
// (authorization code with PKCE through the identity pages), so a benchmark calls the API with a
// token got the way a person gets one.
import { createHash, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';

const CLIENT_ID = 'hostdeck-web';
const SCOPE = 'openid profile email offline_access api';

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

export async function waitFor(url, child, seconds) {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited with code ${child.exitCode}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within ${seconds} s`);
}

export function stop(child) {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });
}

/** Just enough of a browser for the identity pages: keeps cookies, follows no redirect by itself. */
export function createBrowser() {
  const cookies = new Map();
  return async (url, init = {}) => {
    const cookie = [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await fetch(url, {
      method: init.form ? 'POST' : 'GET',
      redirect: 'manual',
      headers: {
        ...(cookie ? { cookie } : {}),
        ...(init.form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      ...(init.form ? { body: new URLSearchParams(init.form).toString() } : {}),
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      if (!value || /expires=Thu, 01 Jan 1970/i.test(line)) cookies.delete(name);
      else cookies.set(name, value);
    }
    return response;
  };
}

export function expectStatus(response, status, what) {
  if (response.status !== status) throw new Error(`${what}: expected ${status}, got ${response.status}`);
}

/** The web app's login: authorization request with PKCE, the login page, the code exchange. */
export async function accessToken(publicUrl, { email, password }) {
  const browser = createBrowser();
  const redirectUri = `${publicUrl}/auth-callback`;
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  const state = randomBytes(16).toString('base64url');
  const authorize = new URL(`${publicUrl}/auth/auth`);
  for (const [key, value] of Object.entries({
    client_id: CLIENT_ID,
    redirect_uri: redirectUri,
    response_type: 'code',
    scope: SCOPE,
    code_challenge: challenge,
    code_challenge_method: 'S256',
    state,
  }))
    authorize.searchParams.set(key, value);

  let response = await browser(authorize);
  expectStatus(response, 303, 'authorization request');
  const loginUrl = new URL(response.headers.get('location'), publicUrl);
  expectStatus(await browser(loginUrl), 200, 'login page');
  response = await browser(new URL(`${loginUrl.pathname}/login`, publicUrl), { form: { email, password } });
  expectStatus(response, 303, 'login');

  let url = new URL(response.headers.get('location'), publicUrl);
  for (let hops = 0; !url.href.startsWith(redirectUri); hops += 1) {
    if (hops > 10) throw new Error('login: too many redirects');
    response = await browser(url);
    const location = response.headers.get('location');
    if (!location) throw new Error(`login: ${url.pathname} answered ${response.status} without a redirect`);
    url = new URL(location, url);
  }
  if (url.searchParams.get('state') !== state) throw new Error('login: the state came back changed');
  const code = url.searchParams.get('code');
  if (!code) throw new Error(`login: no code (${url.searchParams.get('error') ?? 'no error either'})`);

  const tokenResponse = await fetch(`${publicUrl}/auth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: redirectUri,
      client_id: CLIENT_ID,
      code_verifier: verifier,
    }).toString(),
  });
  expectStatus(tokenResponse, 200, 'token exchange');
  const { access_token: token } = await tokenResponse.json();
  return token;
}

/** The p-th percentile (nearest rank) of an ascending list of numbers. */
export function percentile(sorted, p) {
  return sorted[Math.max(0, Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1))];
}

/** Server response time of each request by request id, from the server's JSON request log. */
export function serverTimes(logFile) {
  const times = new Map();
  for (const line of readFileSync(logFile, 'utf8').split('\n')) {
    if (!line.startsWith('{') || !line.includes('"responseTime"')) continue;
    try {
      const entry = JSON.parse(line);
      if (typeof entry.reqId === 'string') times.set(entry.reqId, entry.responseTime);
    } catch {
      // Not a log line of ours.
    }
  }
  return times;
}
