import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DiskFileStorage, InvalidFileKeyError, assertValidFileKey, contentTypeForKey } from './file-storage';

let root: string;
let storage: DiskFileStorage;

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'hostdeck-files-'));
  storage = new DiskFileStorage(join(root, 'files'));
});

afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

async function readStream(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

describe('DiskFileStorage', () => {
  it('stores, reads back, streams and deletes a file', async () => {
    const data = Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);
    await storage.put('units/U-ABCDEF/photo-1.png', data, 'image/png');

    const stored = await storage.get('units/U-ABCDEF/photo-1.png');
    expect(stored).toEqual({ data, contentType: 'image/png', size: data.length });

    const streamed = await storage.getStream('units/U-ABCDEF/photo-1.png');
    expect(streamed?.contentType).toBe('image/png');
    expect(streamed?.size).toBe(data.length);
    expect(await readStream(streamed!.stream)).toEqual(data);

    await storage.delete('units/U-ABCDEF/photo-1.png');
    expect(await storage.get('units/U-ABCDEF/photo-1.png')).toBeNull();
    expect(await storage.getStream('units/U-ABCDEF/photo-1.png')).toBeNull();
  });

  it('returns null for missing files and deletes missing keys quietly', async () => {
    expect(await storage.get('nothing/here.png')).toBeNull();
    expect(await storage.getStream('nothing/here.png')).toBeNull();
    await expect(storage.delete('nothing/here.png')).resolves.toBeUndefined();
  });

  it('overwrites a key and leaves no temporary files behind', async () => {
    await storage.put('a/b.txt', Buffer.from('one'), 'text/plain');
    await storage.put('a/b.txt', Buffer.from('two'), 'text/plain; charset=utf-8');
    expect((await storage.get('a/b.txt'))?.data.toString()).toBe('two');
    expect(await readdir(join(root, 'files', 'a'))).toEqual(['b.txt']);
  });

  it('does not treat a directory as a file', async () => {
    await storage.put('dir/file.txt', Buffer.from('x'), 'text/plain');
    expect(await storage.get('dir')).toBeNull();
    expect(await storage.getStream('dir')).toBeNull();
  });

  it.each([
    '../escape.png',
    'a/../../escape.png',
    '/etc/passwd',
    'a//b.png',
    'a/./b.png',
    '.hidden',
    'a\\..\\b.png',
    'a/b.png/',
    '',
    'spaces in name.png',
    `${'x'.repeat(600)}.png`,
  ])('refuses the unsafe key %j everywhere', async (key) => {
    await expect(storage.put(key, Buffer.from('x'), 'image/png')).rejects.toBeInstanceOf(InvalidFileKeyError);
    await expect(storage.get(key)).rejects.toBeInstanceOf(InvalidFileKeyError);
    await expect(storage.getStream(key)).rejects.toBeInstanceOf(InvalidFileKeyError);
    await expect(storage.delete(key)).rejects.toBeInstanceOf(InvalidFileKeyError);
    expect(() => storage.url(key)).toThrow(InvalidFileKeyError);
  });

  it('cannot read a file outside its root even when one exists there', async () => {
    await writeFile(join(root, 'secret.txt'), 'secret');
    await expect(storage.get('../secret.txt')).rejects.toBeInstanceOf(InvalidFileKeyError);
  });

  it('refuses a content type that contradicts the key extension', async () => {
    await expect(storage.put('a/photo.png', Buffer.from('x'), 'image/jpeg')).rejects.toBeInstanceOf(
      InvalidFileKeyError,
    );
    await storage.put('a/blob', Buffer.from('x'), 'application/x-anything');
    expect((await storage.get('a/blob'))?.contentType).toBe('application/octet-stream');
  });

  it('builds URLs under the public path', () => {
    expect(storage.url('units/U-ABCDEF/photo-1.png')).toBe('/files/units/U-ABCDEF/photo-1.png');
    expect(new DiskFileStorage(root, { publicPath: 'https://cdn.example.com/f/' }).url('a/b.jpg')).toBe(
      'https://cdn.example.com/f/a/b.jpg',
    );
  });
});

describe('key rules', () => {
  it('accepts nested keys with dots, dashes and underscores', () => {
    expect(() => assertValidFileKey('users/3f2a/avatar_1.v2.webp')).not.toThrow();
  });

  it('derives content types from extensions', () => {
    expect(contentTypeForKey('x/y.JPG')).toBe('image/jpeg');
    expect(contentTypeForKey('x/y.pdf')).toBe('application/pdf');
    expect(contentTypeForKey('x/y')).toBe('application/octet-stream');
  });
});
