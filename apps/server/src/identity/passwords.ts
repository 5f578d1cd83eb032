import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * Password hashes for the embedded identity server, stored as `scrypt$N$r$p$salt$hash`
 * (salt and hash in base64url). The parameters travel with each hash so they can be raised later
 * without invalidating stored passwords. scrypt comes with Node, so no native add-on is needed.
 */
const COST = 16384; // N = 2^14: about 16 MiB and ~50 ms per hash on these machines
const BLOCK_SIZE = 8;
const PARALLELISM = 1;
const SALT_BYTES = 16;
const KEY_BYTES = 64;

// Upper bounds for parameters read back from the database, so a tampered row cannot make one
// login attempt allocate gigabytes.
const MAX_COST = 2 ** 20;
const MAX_BLOCK_SIZE = 32;
const MAX_PARALLELISM = 16;

function scrypt(password: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scryptCallback(password, salt, keyLength, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

function scryptOptions(cost: number, blockSize: number, parallelism: number): ScryptOptions {
  // Node refuses anything above `maxmem` (32 MiB by default); leave room for the largest cost we accept.
  return { N: cost, r: blockSize, p: parallelism, maxmem: 256 * cost * blockSize };
}

export async function hashPassword(plain: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await scrypt(
    plain.normalize('NFKC'),
    salt,
    KEY_BYTES,
    scryptOptions(COST, BLOCK_SIZE, PARALLELISM),
  );
  return [
    'scrypt',
    COST,
    BLOCK_SIZE,
    PARALLELISM,
    salt.toString('base64url'),
    key.toString('base64url'),
  ].join('$');
}

function parsePositiveInteger(value: string | undefined, max: number): number | null {
  if (!value || !/^\d+$/.test(value)) return null;
  const parsed = Number(value);
  return parsed > 0 && parsed <= max ? parsed : null;
}

/** False for a wrong password and for anything that is not a hash we wrote (never throws on bad input). */
export async function verifyPassword(plain: string, hash: string): Promise<boolean> {
  const parts = hash.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const cost = parsePositiveInteger(parts[1], MAX_COST);
  const blockSize = parsePositiveInteger(parts[2], MAX_BLOCK_SIZE);
  const parallelism = parsePositiveInteger(parts[3], MAX_PARALLELISM);
  if (cost === null || blockSize === null || parallelism === null || (cost & (cost - 1)) !== 0) return false;
  const salt = Buffer.from(parts[4] ?? '', 'base64url');
  const expected = Buffer.from(parts[5] ?? '', 'base64url');
  if (salt.length === 0 || expected.length === 0) return false;
  const actual = await scrypt(
    plain.normalize('NFKC'),
    salt,
    expected.length,
    scryptOptions(cost, blockSize, parallelism),
  );
  return timingSafeEqual(actual, expected);
}
