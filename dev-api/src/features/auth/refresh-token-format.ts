import { timingSafeEqual } from 'node:crypto';
import { randomSecret, sha256Bytes } from '../../lib/opaque-tokens.ts';

/**
 * Refresh tokens are split tokens: base64url of a 6-byte selector, the id of the token's row, and a
 * 32-byte random secret. Only the SHA-256 of the secret is stored. The server reads the row by its
 * primary key and compares the hashes in constant time, so no index over secrets is needed (writing
 * one took a random b-tree page per rotation) and a lookup does not depend on the secret.
 * Tokens issued before schema version 3 are 32 random bytes, found by the hash of the whole token.
 */
const ID_BYTES = 6;
const SECRET_BYTES = 32;
const TOKEN_LENGTH = Math.ceil(((ID_BYTES + SECRET_BYTES) * 4) / 3);
const BASE64URL = /^[A-Za-z0-9_-]+$/;

export type PresentedToken = { id: number; secretHash: Buffer } | { legacyHash: Buffer };

/** A new secret, the hash to store for it, and how to make the token once its row id is known. */
export function newRefreshSecret(): { secretHash: Buffer; tokenFor: (id: number) => string } {
  const secret = randomSecret(SECRET_BYTES);
  return {
    secretHash: sha256Bytes(secret),
    tokenFor: (id) => {
      const bytes = Buffer.allocUnsafe(ID_BYTES + SECRET_BYTES);
      bytes.writeUIntBE(id, 0, ID_BYTES);
      secret.copy(bytes, ID_BYTES);
      return bytes.toString('base64url');
    },
  };
}

/** What a presented string claims to be: a split token, or else a token issued before them. */
export function readRefreshToken(token: string): PresentedToken {
  if (token.length === TOKEN_LENGTH && BASE64URL.test(token)) {
    const bytes = Buffer.from(token, 'base64url');
    const id = bytes.readUIntBE(0, ID_BYTES);
    if (id > 0) return { id, secretHash: sha256Bytes(bytes.subarray(ID_BYTES)) };
  }
  return { legacyHash: sha256Bytes(token) };
}

/** Whether the presented token's secret is the one stored for the row it named. */
export const secretMatches = (presented: PresentedToken, storedHash: Buffer): boolean =>
  'legacyHash' in presented || timingSafeEqual(presented.secretHash, storedHash);
