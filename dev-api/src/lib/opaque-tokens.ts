import { createHash, randomBytes } from 'node:crypto';

/** A random opaque token for the client; only its hash is ever stored. */
export const newOpaqueToken = (): string => randomBytes(32).toString('base64url');

export const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex');

export const nowSeconds = (): number => Math.floor(Date.now() / 1000);
