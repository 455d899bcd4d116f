import { createHash, randomFillSync } from 'node:crypto';

const TOKEN_BYTES = 32;
// one randomFillSync call per 128 tokens instead of one per token (~5 µs each on these machines);
// every byte is handed out once and wiped as it is used
const random = Buffer.alloc(TOKEN_BYTES * 128);
let randomOffset = random.length;

/** A random opaque token for the client (32 bytes, base64url); only its hash is ever stored. */
export function newOpaqueToken(): string {
  if (randomOffset === random.length) {
    randomFillSync(random);
    randomOffset = 0;
  }
  const end = randomOffset + TOKEN_BYTES;
  const token = random.toString('base64url', randomOffset, end);
  random.fill(0, randomOffset, end);
  randomOffset = end;
  return token;
}

export const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex');

/** The same SHA-256 as raw bytes, for keys stored as BLOBs (refresh tokens). */
export const sha256Bytes = (value: string): Buffer => createHash('sha256').update(value).digest();

export const nowSeconds = (): number => Math.floor(Date.now() / 1000);
