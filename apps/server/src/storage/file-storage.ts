import { createReadStream } from 'node:fs';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, extname, relative, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { randomUUID } from 'node:crypto';

export interface StoredFile {
  data: Buffer;
  contentType: string;
  size: number;
}

export interface StoredFileStream {
  stream: Readable;
  contentType: string;
  size: number;
}

/**
 * Where photos, ID documents and avatars live (DESIGN.md "files"): a folder under DATA_DIR by
 * default, an S3-compatible store later behind this same interface. Keys are relative,
 * slash-separated paths such as `units/U-7F3K2Q/photo-1.png`.
 */
export interface FileStorage {
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** Null when there is no such file. */
  get(key: string): Promise<StoredFile | null>;
  /** For serving large files without holding them in memory. Null when there is no such file. */
  getStream(key: string): Promise<StoredFileStream | null>;
  /** Idempotent: deleting a missing key is not an error. */
  delete(key: string): Promise<void>;
  /** The URL (path under the app's origin) the file is served from. */
  url(key: string): string;
}

export class InvalidFileKeyError extends Error {
  readonly code = 'storage.invalidKey';
  constructor(key: string, reason: string) {
    super(`Invalid file key ${JSON.stringify(key)}: ${reason}`);
    this.name = 'InvalidFileKeyError';
  }
}

// Each segment starts with a letter or digit, so `.`, `..` and hidden names can never be keys.
const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;
const MAX_KEY_LENGTH = 512;

const CONTENT_TYPES: Record<string, string> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.avif': 'image/avif',
  '.pdf': 'application/pdf',
  '.csv': 'text/csv',
  '.txt': 'text/plain',
  '.json': 'application/json',
};
const DEFAULT_CONTENT_TYPE = 'application/octet-stream';

/** The content type a key's extension stands for (how the disk store remembers it). */
export function contentTypeForKey(key: string): string {
  return CONTENT_TYPES[extname(key).toLowerCase()] ?? DEFAULT_CONTENT_TYPE;
}

/** Throws InvalidFileKeyError unless `key` is a safe relative path (no traversal, no absolute paths, no backslashes). */
export function assertValidFileKey(key: string): void {
  if (key.length === 0 || key.length > MAX_KEY_LENGTH) throw new InvalidFileKeyError(key, 'length');
  const segments = key.split('/');
  for (const segment of segments) {
    if (!SEGMENT.test(segment)) throw new InvalidFileKeyError(key, `bad segment ${JSON.stringify(segment)}`);
  }
}

function normaliseContentType(contentType: string): string {
  return (contentType.split(';')[0] ?? '').trim().toLowerCase();
}

export interface DiskFileStorageOptions {
  /** Path prefix `url()` puts in front of the key; the server serves files there. */
  publicPath?: string;
}

export const DEFAULT_FILES_PUBLIC_PATH = '/files';

/**
 * Files on the local disk under `rootDir`. The disk keeps no metadata, so the content type is
 * the one the key's extension names; `put` refuses a key whose extension contradicts the given
 * type, so what `get` reports is always what was put.
 */
export class DiskFileStorage implements FileStorage {
  readonly rootDir: string;
  private readonly publicPath: string;

  constructor(rootDir: string, options: DiskFileStorageOptions = {}) {
    this.rootDir = resolve(rootDir);
    this.publicPath = (options.publicPath ?? DEFAULT_FILES_PUBLIC_PATH).replace(/\/+$/, '');
  }

  async put(key: string, data: Buffer, contentType: string): Promise<void> {
    const path = this.pathFor(key);
    const expected = contentTypeForKey(key);
    const given = normaliseContentType(contentType);
    if (expected !== DEFAULT_CONTENT_TYPE && given !== expected) {
      throw new InvalidFileKeyError(key, `extension stands for ${expected}, not ${given}`);
    }
    await mkdir(dirname(path), { recursive: true });
    // Write then rename, so a reader never sees half a file and a crash leaves no torn file.
    const temporary = `${path}.${randomUUID()}.tmp`;
    try {
      await writeFile(temporary, data);
      await rename(temporary, path);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  }

  async get(key: string): Promise<StoredFile | null> {
    const path = this.pathFor(key);
    try {
      const data = await readFile(path);
      return { data, contentType: contentTypeForKey(key), size: data.length };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async getStream(key: string): Promise<StoredFileStream | null> {
    const path = this.pathFor(key);
    try {
      const info = await stat(path);
      if (!info.isFile()) return null;
      return { stream: createReadStream(path), contentType: contentTypeForKey(key), size: info.size };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathFor(key), { force: true });
  }

  url(key: string): string {
    assertValidFileKey(key);
    return `${this.publicPath}/${key.split('/').map(encodeURIComponent).join('/')}`;
  }

  private pathFor(key: string): string {
    assertValidFileKey(key);
    const path = resolve(this.rootDir, key);
    // Belt and braces: the key rules already forbid escaping the root.
    const inside = relative(this.rootDir, path);
    if (inside.startsWith('..') || inside.startsWith(sep) || inside === '') {
      throw new InvalidFileKeyError(key, 'outside the storage root');
    }
    return path;
  }
}

function isMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  return code === 'ENOENT' || code === 'ENOTDIR' || code === 'EISDIR';
}
