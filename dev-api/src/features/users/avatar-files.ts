/**
 * Uploaded profile photos: which bytes count as an image, and where the files live. The type is
 * read from the file's first bytes, never from the name or the declared type alone: a script
 * renamed to `.png` and sent as `image/png` is refused.
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Largest photo accepted (2 MB, the limit the site states). */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;

export type ImageType = 'image/jpeg' | 'image/png' | 'image/webp';
export const IMAGE_TYPES: readonly ImageType[] = ['image/jpeg', 'image/png', 'image/webp'];

const EXTENSION: Record<ImageType, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' };
const TYPE_OF_EXTENSION: Record<string, ImageType> = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };

/** `<user id>-<random>.<ext>`: unguessable, and safe to join to the folder (no separators, no dots). */
const UPLOAD_NAME = /^\d{1,12}-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(jpg|png|webp)$/;

const startsWith = (bytes: Buffer, signature: number[], at = 0): boolean =>
  bytes.length >= at + signature.length && signature.every((byte, i) => bytes[at + i] === byte);

/** The image type the bytes are, by their signature, or null for anything else. */
export function sniffImageType(bytes: Buffer): ImageType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  // RIFF <size> WEBP
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8))
    return 'image/webp';
  return null;
}

/** Writes the photo under a new name; returns that name. */
export function saveUpload(dir: string, userId: number, type: ImageType, bytes: Buffer): string {
  mkdirSync(dir, { recursive: true });
  const name = `${userId}-${randomUUID()}.${EXTENSION[type]}`;
  writeFileSync(join(dir, name), bytes, { flag: 'wx' });
  return name;
}

/** The bytes and type of an uploaded photo, or null for a name that is not one (or is gone). */
export function readUpload(dir: string, name: string): { bytes: Buffer; type: ImageType } | null {
  const match = UPLOAD_NAME.exec(name);
  const type = match ? TYPE_OF_EXTENSION[match[1] ?? ''] : undefined;
  if (!type) return null;
  try {
    return { bytes: readFileSync(join(dir, name)), type };
  } catch {
    return null;
  }
}

/** Removes a replaced photo; a name that is not an upload of this API is left alone. */
export function removeUpload(dir: string, name: string): void {
  if (UPLOAD_NAME.test(name)) rmSync(join(dir, name), { force: true });
}
