import type { FastifyReply, FastifyRequest } from 'fastify';
import { versionETag, versionsFromIfMatch } from '@hostdeck/contract/http/if-match.rules';

/**
 * The versions the request's If-Match names, for a service to write only while the record is still
 * at one of them; undefined when the write is unconditional (no header: other clients keep working).
 */
export function ifMatchOf(request: FastifyRequest): number[] | undefined {
  const header = request.headers['if-match'];
  return versionsFromIfMatch(Array.isArray(header) ? header.join(',') : header);
}

/** Answers a versioned record with its version as the ETag, which a later write may send back. */
export function withETag<T extends { version: number }>(reply: FastifyReply, record: T): T {
  reply.header('etag', versionETag(record.version));
  return record;
}
