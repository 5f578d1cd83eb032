import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import { calendarErrorCodes } from '@hostdeck/contract/calendar/calendar.errors';

/**
 * Reading a calendar feed from an address a host typed, without letting that address reach what
 * only the server can reach (the server's own ports, the database, the cloud metadata service, the
 * office network): http and https only, every address the name resolves to checked before the
 * connection is made (the connection uses the checked address, so a second DNS answer cannot swap
 * it), every redirect checked again, few redirects, a deadline for the whole read and a size cap.
 */

export type FeedFetchErrorCode =
  | typeof calendarErrorCodes.feedUnreachable
  | typeof calendarErrorCodes.feedTimeout
  | typeof calendarErrorCodes.feedTooLarge
  | typeof calendarErrorCodes.feedAddressRefused
  | typeof calendarErrorCodes.feedBadRedirect;

export class FeedFetchError extends Error {
  constructor(
    readonly code: FeedFetchErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'FeedFetchError';
  }
}

export const FEED_FETCH_TIMEOUT_MS = 10_000;
export const FEED_MAX_BYTES = 2 * 1024 * 1024;
export const FEED_MAX_REDIRECTS = 3;

export interface FeedFetchOptions {
  /** Loopback, private, link-local and unique-local addresses too (ICAL_ALLOW_PRIVATE_HOSTS; tests). */
  allowPrivateAddresses: boolean;
  /** Addresses let through although private: for tests that need one reachable start and a refused redirect. */
  allowAddress?: (address: string) => boolean;
  timeoutMs?: number;
  maxBytes?: number;
  maxRedirects?: number;
}

/** Addresses a feed may never come from: this machine, private networks and other non-public ranges. */
const refusedRanges = (() => {
  const list = new BlockList();
  const v4: [string, number][] = [
    ['0.0.0.0', 8], // "this network"
    ['10.0.0.0', 8], // private
    ['100.64.0.0', 10], // carrier-grade NAT
    ['127.0.0.0', 8], // loopback
    ['169.254.0.0', 16], // link-local, cloud metadata services
    ['172.16.0.0', 12], // private
    ['192.0.0.0', 24], // protocol assignments
    ['192.168.0.0', 16], // private
    ['198.18.0.0', 15], // benchmarking
    ['224.0.0.0', 4], // multicast
    ['240.0.0.0', 4], // reserved, broadcast
  ];
  for (const [network, prefix] of v4) list.addSubnet(network, prefix, 'ipv4');
  const v6: [string, number][] = [
    ['::', 128], // unspecified
    ['::1', 128], // loopback
    ['64:ff9b::', 96], // IPv4 translated: may reach private IPv4
    ['fc00::', 7], // unique-local
    ['fe80::', 10], // link-local
    ['ff00::', 8], // multicast
  ];
  for (const [network, prefix] of v6) list.addSubnet(network, prefix, 'ipv6');
  return list;
})();

/** An IPv4 address written inside IPv6 (`::ffff:127.0.0.1`, `::ffff:7f00:1`), as IPv4; null otherwise. */
function embeddedIpv4(address: string): string | null {
  const lower = address.toLowerCase();
  const dotted = /^(?:::ffff:|::)(\d+\.\d+\.\d+\.\d+)$/.exec(lower);
  if (dotted?.[1]) return dotted[1];
  const hex = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(lower);
  if (hex?.[1] && hex[2]) {
    const high = parseInt(hex[1], 16);
    const low = parseInt(hex[2], 16);
    return [high >> 8, high & 255, low >> 8, low & 255].join('.');
  }
  return null;
}

/** Whether the server refuses to connect to this IP address (any non-public range). */
export function isRefusedAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return refusedRanges.check(address, 'ipv4');
  if (family === 6) {
    const v4 = embeddedIpv4(address);
    if (v4) return refusedRanges.check(v4, 'ipv4');
    return refusedRanges.check(address, 'ipv6');
  }
  return true;
}

function checkAddress(address: string, options: FeedFetchOptions): void {
  if (options.allowPrivateAddresses || options.allowAddress?.(address)) return;
  if (isRefusedAddress(address)) {
    throw new FeedFetchError(
      calendarErrorCodes.feedAddressRefused,
      `The feed address resolves to ${address}, a private or local address.`,
    );
  }
}

/** A DNS lookup that refuses names resolving to refused addresses; the socket connects to what it checked. */
function checkedLookup(options: FeedFetchOptions): LookupFunction {
  return (hostname, lookupOptions, callback) => {
    dnsLookup(hostname, { ...lookupOptions, all: true }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, '', 0);
      try {
        if (addresses.length === 0)
          throw new FeedFetchError(calendarErrorCodes.feedUnreachable, 'No address.');
        for (const { address } of addresses) checkAddress(address, options);
      } catch (refusal) {
        return callback(refusal as NodeJS.ErrnoException, '', 0);
      }
      if (lookupOptions.all)
        return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
      const [first] = addresses as [LookupAddress];
      return callback(null, first.address, first.family);
    });
  };
}

/** The URL, if it is one the server may call at all (scheme, no credentials); its host is checked on connect. */
function parseFeedUrl(value: string, code: FeedFetchErrorCode): URL {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new FeedFetchError(code, 'Not an absolute URL.');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new FeedFetchError(code, `Only http and https addresses are read, not ${url.protocol}`);
  if (url.username || url.password)
    throw new FeedFetchError(code, 'Addresses with credentials are not read.');
  return url;
}

interface Hop {
  status: number;
  location: string | undefined;
  body: Buffer | null;
}

/** One request, no redirect followed; the body is read only for a 2xx answer, up to `maxBytes`. */
function requestOnce(
  url: URL,
  options: FeedFetchOptions,
  signal: AbortSignal,
  maxBytes: number,
): Promise<Hop> {
  // An IP written in the address is never looked up, so it is checked here.
  const literal = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(literal)) checkAddress(literal, options);
  const client = url.protocol === 'https:' ? https : http;
  return new Promise<Hop>((resolve, reject) => {
    const request = client.get(
      url,
      {
        lookup: checkedLookup(options),
        signal,
        headers: {
          accept: 'text/calendar, text/plain;q=0.5, */*;q=0.1',
          'user-agent': 'HostDeck-Calendar/1.0',
        },
      },
      (response: IncomingMessage) => {
        const status = response.statusCode ?? 0;
        if (status < 200 || status >= 300) {
          response.resume();
          resolve({ status, location: response.headers.location, body: null });
          return;
        }
        const declared = Number(response.headers['content-length']);
        if (Number.isFinite(declared) && declared > maxBytes) {
          response.destroy();
          reject(new FeedFetchError(calendarErrorCodes.feedTooLarge, `The feed declares ${declared} bytes.`));
          return;
        }
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > maxBytes) {
            response.destroy();
            reject(
              new FeedFetchError(calendarErrorCodes.feedTooLarge, `The feed is over ${maxBytes} bytes.`),
            );
            return;
          }
          chunks.push(chunk);
        });
        response.on('end', () => resolve({ status, location: undefined, body: Buffer.concat(chunks) }));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
  });
}

function asFetchError(error: unknown, signal: AbortSignal): FeedFetchError {
  if (error instanceof FeedFetchError) return error;
  if (signal.aborted)
    return new FeedFetchError(calendarErrorCodes.feedTimeout, 'The feed took too long to answer.');
  const message = error instanceof Error ? error.message : String(error);
  return new FeedFetchError(calendarErrorCodes.feedUnreachable, message);
}

/** The feed's text, or a {@link FeedFetchError} saying why not (its code is what the host sees). */
export async function fetchFeedText(address: string, options: FeedFetchOptions): Promise<string> {
  const timeoutMs = options.timeoutMs ?? FEED_FETCH_TIMEOUT_MS;
  const maxBytes = options.maxBytes ?? FEED_MAX_BYTES;
  const maxRedirects = options.maxRedirects ?? FEED_MAX_REDIRECTS;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    let url = parseFeedUrl(address, calendarErrorCodes.feedUnreachable);
    for (let redirects = 0; ; redirects += 1) {
      const hop = await requestOnce(url, options, controller.signal, maxBytes);
      if (hop.body) return hop.body.toString('utf8');
      const redirected = hop.status >= 300 && hop.status < 400 && hop.location;
      if (!redirected) {
        throw new FeedFetchError(calendarErrorCodes.feedUnreachable, `The feed answered HTTP ${hop.status}.`);
      }
      if (redirects >= maxRedirects)
        throw new FeedFetchError(calendarErrorCodes.feedBadRedirect, `More than ${maxRedirects} redirects.`);
      url = parseFeedUrl(new URL(hop.location as string, url).toString(), calendarErrorCodes.feedBadRedirect);
    }
  } catch (error) {
    throw asFetchError(error, controller.signal);
  } finally {
    clearTimeout(timer);
  }
}
