import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { fetchFeedText, isRefusedAddress, type FeedFetchOptions } from './feed-fetch';

const servers: Server[] = [];

async function serve(handler: RequestListener): Promise<string> {
  const server = createServer(handler);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

afterEach(async () => {
  await Promise.all(
    servers.splice(0).map(
      (server) =>
        new Promise<void>((resolve) => {
          server.closeAllConnections();
          server.close(() => resolve());
        }),
    ),
  );
});

const CALENDAR = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n';
/** Private addresses refused, except the test's own server address (so redirects from it can be tested). */
const onlyTheTestServer: FeedFetchOptions = {
  allowPrivateAddresses: false,
  allowAddress: (address) => address === '127.0.0.1',
};

async function refusal(url: string, options: FeedFetchOptions): Promise<string> {
  try {
    await fetchFeedText(url, options);
  } catch (error) {
    return (error as { code: string }).code;
  }
  throw new Error(`${url} was read`);
}

describe('reading a feed safely', () => {
  it('reads a feed when the setting allows this machine', async () => {
    const base = await serve((_request, response) => response.end(CALENDAR));
    await expect(fetchFeedText(`${base}/feed.ics`, { allowPrivateAddresses: true })).resolves.toBe(CALENDAR);
  });

  it.each([
    ['loopback IPv4', 'http://127.0.0.1:9/feed.ics'],
    ['loopback by name', 'http://localhost:9/feed.ics'],
    ['a private network (10.x)', 'http://10.1.2.3/feed.ics'],
    ['a private network (192.168.x)', 'https://192.168.0.10/feed.ics'],
    ['the link-local metadata service (169.254.x)', 'http://169.254.169.254/latest/meta-data/'],
    ['loopback IPv6', 'http://[::1]:9/feed.ics'],
    ['IPv4 inside IPv6', 'http://[::ffff:127.0.0.1]:9/feed.ics'],
    ['unique-local IPv6', 'http://[fd00::1]/feed.ics'],
  ])('refuses %s without the setting', async (_label, url) => {
    expect(await refusal(url, { allowPrivateAddresses: false })).toBe('calendar.feedAddressRefused');
  });

  it('classifies addresses: private, local and special ranges refused, public ones not', () => {
    for (const address of [
      '127.0.0.1',
      '10.0.0.1',
      '172.16.5.4',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '::1',
      '::',
      'fe80::1',
      'fc00::1',
      '::ffff:10.0.0.1',
      '::ffff:7f00:1',
    ])
      expect(isRefusedAddress(address), address).toBe(true);
    for (const address of ['93.184.216.34', '8.8.8.8', '2606:4700::1111', '172.32.0.1'])
      expect(isRefusedAddress(address), address).toBe(false);
  });

  it('refuses a scheme other than http and https', async () => {
    expect(await refusal('file:///etc/passwd', { allowPrivateAddresses: true })).toBe(
      'calendar.feedUnreachable',
    );
    expect(await refusal('ftp://example.com/feed.ics', { allowPrivateAddresses: true })).toBe(
      'calendar.feedUnreachable',
    );
  });

  it('checks every redirect again: a redirect to loopback is refused', async () => {
    const base = await serve((_request, response) => {
      response.writeHead(302, { location: 'http://127.0.0.2:9/feed.ics' }).end();
    });
    expect(await refusal(`${base}/feed.ics`, onlyTheTestServer)).toBe('calendar.feedAddressRefused');
  });

  it('refuses a redirect to another scheme', async () => {
    const base = await serve((_request, response) => {
      response.writeHead(301, { location: 'file:///etc/passwd' }).end();
    });
    expect(await refusal(`${base}/feed.ics`, onlyTheTestServer)).toBe('calendar.feedBadRedirect');
  });

  it('follows at most three redirects', async () => {
    const base = await serve((request, response) => {
      const hop = Number(request.url?.slice(1) ?? 0);
      if (hop < 3) response.writeHead(302, { location: `/${hop + 1}` }).end();
      else if (hop === 3) response.end(CALENDAR);
      else response.writeHead(302, { location: `/${hop + 1}` }).end();
    });
    await expect(fetchFeedText(`${base}/0`, onlyTheTestServer)).resolves.toBe(CALENDAR);
    expect(await refusal(`${base}/4`, { ...onlyTheTestServer, maxRedirects: 3 })).toBe(
      'calendar.feedBadRedirect',
    );
    expect(await refusal(`${base}/0`, { ...onlyTheTestServer, maxRedirects: 2 })).toBe(
      'calendar.feedBadRedirect',
    );
  });

  it('stops reading a body over the size cap, declared or not', async () => {
    const big = 'X'.repeat(5000);
    const chunked = await serve((_request, response) => {
      response.write(big.slice(0, 2500));
      response.end(big.slice(2500));
    });
    expect(await refusal(chunked, { allowPrivateAddresses: true, maxBytes: 4000 })).toBe(
      'calendar.feedTooLarge',
    );
    const declared = await serve((_request, response) => {
      response.writeHead(200, { 'content-length': String(big.length) }).end(big);
    });
    expect(await refusal(declared, { allowPrivateAddresses: true, maxBytes: 4000 })).toBe(
      'calendar.feedTooLarge',
    );
  });

  it('gives up on a server that does not answer in time', async () => {
    const base = await serve(() => {
      // Never answers.
    });
    const started = Date.now();
    expect(await refusal(base, { allowPrivateAddresses: true, timeoutMs: 300 })).toBe('calendar.feedTimeout');
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('gives up on a body that trickles in past the deadline', async () => {
    const base = await serve((_request, response) => {
      response.write('BEGIN:VCALENDAR\r\n');
      // The rest never comes.
    });
    expect(await refusal(base, { allowPrivateAddresses: true, timeoutMs: 300 })).toBe('calendar.feedTimeout');
  });

  it('reports an HTTP error answer and an unreachable server', async () => {
    const base = await serve((_request, response) => response.writeHead(404).end());
    expect(await refusal(base, { allowPrivateAddresses: true })).toBe('calendar.feedUnreachable');
    expect(await refusal('http://127.0.0.1:1/feed.ics', { allowPrivateAddresses: true })).toBe(
      'calendar.feedUnreachable',
    );
  });
});
