import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DiskFileStorage } from './file-storage';
import { registerFileRoutes } from './files.routes';

let root: string;
let storage: DiskFileStorage;
let app: FastifyInstance;

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'hostdeck-file-routes-'));
  storage = new DiskFileStorage(root);
  app = Fastify();
  await registerFileRoutes(app, { storage });
  await app.ready();
});

afterEach(async () => {
  await app.close();
  await rm(root, { recursive: true, force: true });
});

describe('GET /files/*', () => {
  it('serves a public listing photo at the URL the storage gives it', async () => {
    const data = Buffer.from('not really a png, but bytes');
    await storage.put('units/U-ABCDEF/photo-1.png', data, 'image/png');
    const response = await app.inject({ method: 'GET', url: storage.url('units/U-ABCDEF/photo-1.png') });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.rawPayload).toEqual(data);
  });

  it('answers 404 for missing, private and malformed keys alike', async () => {
    await storage.put('documents/user-1/passport.pdf', Buffer.from('%PDF'), 'application/pdf');
    for (const url of [
      '/files/units/U-XXXXXX/none.png',
      '/files/documents/user-1/passport.pdf',
      '/files/units/..%2F..%2Fetc/passwd',
      '/files/units/a%5Cb.png',
    ]) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toMatchObject({ code: 'storage.notFound' });
    }
  });
});
