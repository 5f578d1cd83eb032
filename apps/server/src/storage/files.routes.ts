import type { FastifyInstance } from 'fastify';
import { DEFAULT_FILES_PUBLIC_PATH, InvalidFileKeyError, type FileStorage } from './file-storage';

export interface FileRoutesOptions {
  storage: FileStorage;
  /**
   * Key prefixes anyone may fetch. Listing photos are public (guests see them on the listing);
   * ID documents and other private files stay out of this route and are served, if at all, by
   * authenticated endpoints of their own module.
   */
  publicPrefixes?: readonly string[];
}

export const PUBLIC_FILE_PREFIXES = ['units/'] as const;

/** GET /files/<key>: streams a public file from FileStorage (DiskFileStorage.url points here). */
export async function registerFileRoutes(app: FastifyInstance, options: FileRoutesOptions): Promise<void> {
  const prefixes = options.publicPrefixes ?? PUBLIC_FILE_PREFIXES;
  app.get(`${DEFAULT_FILES_PUBLIC_PATH}/*`, async (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    // Unknown, private and malformed keys all answer the same 404, so the route reveals nothing.
    const notFound = () =>
      reply.code(404).send({ code: 'storage.notFound', message: 'File not found', errors: [] });
    if (!prefixes.some((prefix) => key.startsWith(prefix))) return notFound();
    let file;
    try {
      file = await options.storage.getStream(key);
    } catch (error) {
      if (error instanceof InvalidFileKeyError) return notFound();
      throw error;
    }
    if (!file) return notFound();
    return (
      reply
        .header('content-type', file.contentType)
        .header('content-length', String(file.size))
        // Keys are never reused (a new upload gets a new key), so a file never changes at its URL.
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(file.stream)
    );
  });
}
