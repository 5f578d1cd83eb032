import { createHmac } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import type { Database } from '../../db/client';
import { loadCookieKeys } from '../../identity/identity.keys';

/** How long a chat token lets a socket connect; clients ask for a new one to reconnect after it. */
export const MESSAGING_TOKEN_TTL_SECONDS = 15 * 60;
const AUDIENCE = 'hostdeck-messaging';
const ISSUER = 'hostdeck';

/**
 * Who a chat token speaks for: a host (every channel of theirs), or the guest of one channel (that
 * channel only). Either way events are addressed by the channel's host.
 */
export type MessagingIdentity =
  | { role: 'host'; hostId: string }
  | { role: 'guest'; hostId: string; conversationId: string; channelId: string };

/**
 * What the socket needs of a verified token: who it speaks for, when it stops being valid (the
 * socket ends then), and for a staff user acting as the host, that staff user (the `act` claim):
 * what they change over the socket is audited as their HTTP writes are.
 */
export interface VerifiedMessagingToken {
  identity: MessagingIdentity;
  expiresAt: Date;
  actorUserId: string | null;
}

/**
 * The chat token's HMAC keys, derived from the server's stored secrets (the ones the identity
 * server signs its cookies with, newest first), so every process on one database accepts every
 * other's tokens, and a rotation of those secrets rotates these. A derived key is never the secret
 * itself: a chat token cannot be used to forge a cookie, nor the other way round.
 */
async function messagingKeys(db: Database): Promise<Uint8Array[]> {
  const secrets = await loadCookieKeys(db);
  return secrets.map(
    (secret) => new Uint8Array(createHmac('sha256', secret).update('hostdeck messaging token v1').digest()),
  );
}

const keysByDatabase = new WeakMap<Database, Promise<Uint8Array[]>>();

function cachedKeys(db: Database): Promise<Uint8Array[]> {
  let keys = keysByDatabase.get(db);
  if (!keys) {
    keys = messagingKeys(db);
    keys.catch(() => keysByDatabase.delete(db));
    keysByDatabase.set(db, keys);
  }
  return keys;
}

async function sign(
  db: Database,
  subject: string,
  claims: Record<string, unknown>,
  ttlSeconds: number,
  now: Date,
): Promise<{ token: string; expiresAt: Date }> {
  const [key] = await cachedKeys(db);
  if (!key) throw new Error('No stored secret to sign messaging tokens with');
  const issuedAt = Math.floor(now.getTime() / 1000);
  const expiresAt = issuedAt + ttlSeconds;
  const token = await new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', typ: 'hostdeck-chat+jwt' })
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setSubject(subject)
    .setIssuedAt(issuedAt)
    .setExpirationTime(expiresAt)
    .sign(key);
  return { token, expiresAt: new Date(expiresAt * 1000) };
}

/**
 * A signed (HS256) token for the host, valid for {@link MESSAGING_TOKEN_TTL_SECONDS} (or less, for
 * tests). `actorUserId` names the staff user acting as the host, when it is not the host.
 */
export function issueMessagingToken(
  db: Database,
  hostId: string,
  now: Date = new Date(),
  {
    actorUserId,
    ttlSeconds = MESSAGING_TOKEN_TTL_SECONDS,
  }: { actorUserId?: string; ttlSeconds?: number } = {},
) {
  const claims =
    actorUserId && actorUserId !== hostId ? { role: 'host', act: { sub: actorUserId } } : { role: 'host' };
  return sign(db, hostId, claims, ttlSeconds, now);
}

/** The guest's token: their one channel, for the guest area's API and the chat socket. */
export function issueGuestToken(
  db: Database,
  channel: { id: string; publicId: string; hostId: string },
  ttlSeconds: number,
  now: Date = new Date(),
) {
  return sign(db, channel.id, { role: 'guest', hst: channel.hostId, chn: channel.publicId }, ttlSeconds, now);
}

/** Who a chat token belongs to, or null for a forged, expired, foreign or broken one. */
export async function verifyMessagingToken(db: Database, token: string): Promise<MessagingIdentity | null> {
  return (await verifyMessagingTokenFully(db, token))?.identity ?? null;
}

/** The staff user named by an `act` claim ({ sub }), if any. */
function actorOf(claim: unknown): string | null {
  if (typeof claim !== 'object' || claim === null) return null;
  const sub = (claim as { sub?: unknown }).sub;
  return typeof sub === 'string' ? sub : null;
}

/** {@link verifyMessagingToken} with the token's expiry and acting staff user, for the socket. */
export async function verifyMessagingTokenFully(
  db: Database,
  token: string,
): Promise<VerifiedMessagingToken | null> {
  for (const key of await cachedKeys(db)) {
    try {
      const { payload } = await jwtVerify(token, key, {
        algorithms: ['HS256'],
        audience: AUDIENCE,
        issuer: ISSUER,
        typ: 'hostdeck-chat+jwt',
        requiredClaims: ['sub', 'exp'],
      });
      if (typeof payload.sub !== 'string' || typeof payload.exp !== 'number') return null;
      const expiresAt = new Date(payload.exp * 1000);
      if (payload.role === 'host')
        return {
          identity: { role: 'host', hostId: payload.sub },
          expiresAt,
          actorUserId: actorOf(payload.act),
        };
      if (payload.role === 'guest' && typeof payload.hst === 'string' && typeof payload.chn === 'string')
        return {
          identity: {
            role: 'guest',
            hostId: payload.hst,
            conversationId: payload.sub,
            channelId: payload.chn,
          },
          expiresAt,
          actorUserId: null,
        };
      return null;
    } catch (error) {
      // Only a signature mismatch may be an older key's token; anything else is final.
      if (!(error instanceof errors.JWSSignatureVerificationFailed)) return null;
    }
  }
  return null;
}
