import { createServer } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import { registerIdentity } from './identity.plugin';
import type { IdentityConfig } from './identity.provider';
import type { RegisterIdentityOptions } from './identity.plugin';

/** Test support only: a bare Fastify app with just the identity server, listening on a free port. */
export interface IdentityTestServer {
  app: FastifyInstance;
  config: IdentityConfig;
  publicUrl: string;
  close(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export async function startIdentityTestServer(
  db: Database,
  options: { loginThrottle?: RegisterIdentityOptions['loginThrottle']; port?: number } = {},
): Promise<IdentityTestServer> {
  const port = options.port ?? (await freePort());
  const publicUrl = `http://127.0.0.1:${port}`;
  const config: IdentityConfig = {
    publicUrl,
    oidc: { issuer: `${publicUrl}/auth`, audience: `${publicUrl}/api`, clientId: 'hostdeck-web' },
  };
  // Trusting X-Forwarded-For lets a test speak from several client addresses over one socket.
  const app = Fastify({ logger: false, trustProxy: true });
  await registerIdentity(app, {
    config,
    db,
    ...(options.loginThrottle ? { loginThrottle: options.loginThrottle } : {}),
  });
  await app.listen({ port, host: '127.0.0.1' });
  return { app, config, publicUrl, close: () => app.close() };
}

/** A browser without JavaScript: keeps cookies, never follows redirects on its own. */
export class TestBrowser {
  readonly cookies = new Map<string, string>();

  constructor(private readonly headers: Record<string, string> = {}) {}

  private store(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const separator = pair.indexOf('=');
      const name = pair.slice(0, separator).trim();
      const value = pair.slice(separator + 1).trim();
      if (!value || /expires=Thu, 01 Jan 1970/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  async request(
    url: string | URL,
    init: { method?: string; form?: Record<string, string>; headers?: Record<string, string> } = {},
  ): Promise<Response> {
    const cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await fetch(url, {
      method: init.method ?? (init.form ? 'POST' : 'GET'),
      redirect: 'manual',
      headers: {
        ...this.headers,
        ...(cookie ? { cookie } : {}),
        ...(init.form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
        ...init.headers,
      },
      ...(init.form ? { body: new URLSearchParams(init.form).toString() } : {}),
    });
    this.store(response);
    return response;
  }

  /** Follows redirects until one leaves `origin` (the app's callback) or a page answers. */
  async follow(response: Response, base: string, stopAt: string): Promise<{ response: Response; url: URL }> {
    let current = response;
    let url = new URL(base);
    for (let hops = 0; hops < 10; hops += 1) {
      const location = current.headers.get('location');
      if (current.status < 300 || current.status >= 400 || !location) return { response: current, url };
      url = new URL(location, url);
      if (url.href.startsWith(stopAt)) return { response: current, url };
      current = await this.request(url);
    }
    throw new Error('too many redirects');
  }
}
