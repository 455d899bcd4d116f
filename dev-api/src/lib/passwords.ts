import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

export interface ScryptCost {
  n: number;
  r: number;
  p: number;
}

/** OWASP's scrypt minimum in its low-memory form: N=2^14 (16 MiB), r=8, p=5. Every server uses it. */
export const OWASP_SCRYPT_COST: ScryptCost = { n: 16384, r: 8, p: 5 };
const KEY_LENGTH = 64;

function derive(password: string, salt: Buffer, { n, r, p }: ScryptCost): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password, salt, KEY_LENGTH, { N: n, r, p, maxmem: 64 * 1024 * 1024 }, (err, key) =>
      err ? reject(err) : resolve(key),
    );
  });
}

/** Stored as `scrypt$N$r$p$salt$hash` so the cost can be raised later without breaking old hashes. */
export async function hashPassword(password: string, cost: ScryptCost = OWASP_SCRYPT_COST): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, cost);
  return ['scrypt', cost.n, cost.r, cost.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/**
 * A real hash of a random password (one per cost), verified against when there is no account:
 * unknown e-mails take as long as known ones.
 */
const dummyHashes = new Map<ScryptCost, Promise<string>>();

export async function verifyPassword(
  password: string,
  stored: string | null,
  cost: ScryptCost = OWASP_SCRYPT_COST,
): Promise<boolean> {
  if (!stored) {
    let dummy = dummyHashes.get(cost);
    if (!dummy) {
      dummy = hashPassword(randomBytes(16).toString('base64url'), cost);
      dummyHashes.set(cost, dummy);
    }
    await verifyPassword(password, await dummy, cost);
    return false;
  }
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = await derive(password, Buffer.from(salt, 'base64url'), { n: Number(n), r: Number(r), p: Number(p) });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
