import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './passwords';

describe('passwords', () => {
  it('hashes in the scrypt$N$r$p$salt$hash format and verifies the same password', async () => {
    const hash = await hashPassword('demo1234');
    expect(hash).toMatch(/^scrypt\$16384\$8\$1\$[\w-]{22}\$[\w-]{86}$/);
    await expect(verifyPassword('demo1234', hash)).resolves.toBe(true);
  });

  it('rejects a wrong password', async () => {
    const hash = await hashPassword('demo1234');
    await expect(verifyPassword('demo12345', hash)).resolves.toBe(false);
    await expect(verifyPassword('', hash)).resolves.toBe(false);
  });

  it('salts every hash', async () => {
    const [a, b] = await Promise.all([hashPassword('same'), hashPassword('same')]);
    expect(a).not.toBe(b);
    await expect(verifyPassword('same', a)).resolves.toBe(true);
    await expect(verifyPassword('same', b)).resolves.toBe(true);
  });

  it('reads the parameters from the stored hash', async () => {
    const hash = await hashPassword('demo1234');
    const [, , , , salt, key] = hash.split('$');
    // Same salt and key with a different cost must not verify: the cost is part of the hash.
    await expect(verifyPassword('demo1234', `scrypt$8192$8$1$${salt}$${key}`)).resolves.toBe(false);
  });

  it('returns false for malformed or hostile hashes instead of throwing', async () => {
    for (const bad of [
      '',
      'plain-text',
      'bcrypt$10$8$1$abc$def',
      'scrypt$16384$8$1$$',
      'scrypt$1000$8$1$c2FsdA$a2V5', // cost not a power of two
      'scrypt$4194304$8$1$c2FsdA$a2V5', // cost above the accepted maximum
      'scrypt$16384$8$1$c2FsdA',
    ]) {
      await expect(verifyPassword('demo1234', bad)).resolves.toBe(false);
    }
  });
});
