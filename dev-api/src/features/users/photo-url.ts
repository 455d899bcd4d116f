import { badRequest } from '../../lib/errors.ts';

/** Where photos uploaded to this API are served from (avatar-routes.ts' UPLOADS_ROUTE). */
export const UPLOADS_PATH = '/media/uploads/';

const REFUSED = 'Profile photo must be an https: address or a photo uploaded here (/media/uploads/…).';

/**
 * A profile photo is shown to everyone on the rating board and in the header: it may be an
 * https: address, or a photo uploaded to this API (absolute on `publicUrl`, or its path alone).
 * Anything else (http:, javascript:, data:, another path of this API) is refused. Returns the URL
 * to store: normalised and absolute.
 */
export function checkPhotoUrl(value: string, publicUrl: string): string {
  let url: URL;
  try {
    url = new URL(value, value.startsWith('/') ? publicUrl : undefined);
  } catch {
    throw badRequest(REFUSED);
  }
  if (url.username || url.password) throw badRequest(REFUSED);
  if (url.protocol === 'https:' && url.hostname !== '') return url.href;
  // the parser has resolved dot segments (also %2e%2e), so the path is the one that would be read
  const own = url.origin === new URL(publicUrl).origin && url.pathname.startsWith(UPLOADS_PATH);
  if (own && url.pathname.length > UPLOADS_PATH.length && !url.search && !url.hash) return url.href;
  throw badRequest(REFUSED);
}
