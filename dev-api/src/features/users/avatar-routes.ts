import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.ts';
import { authOf, makeAuthenticate } from '../../lib/authenticate.ts';
import { HttpError, badRequest, notFound, unauthorized } from '../../lib/errors.ts';
import * as s from '../../lib/schemas.ts';
import { signAccessToken } from '../auth/sessions.ts';
import { AVATAR_MAX_BYTES, IMAGE_TYPES, readUpload, removeUpload, saveUpload, sniffImageType } from './avatar-files.ts';
import { findUserById } from './repository.ts';
import { profileOf } from './routes.ts';

/** Where uploaded photos are served (also the prefix PATCH /users/me accepts for a photo URL). */
export const UPLOADS_ROUTE = '/media/uploads/';

const TOO_LARGE = 'The photo is larger than 2 MB. Choose a JPEG, PNG or WebP image of at most 2 MB.';
const WRONG_TYPE = 'The photo must be a JPEG, PNG or WebP image.';
const NOT_MULTIPART = 'Send the photo as multipart/form-data in the field "avatar".';
/** The form's boundaries and headers around the file. */
const ENVELOPE_BYTES = 64 * 1024;

/** Refuses a body that cannot fit before reading a byte of it (a 10 MB upload is not streamed in). */
async function refuseLargeBody(request: FastifyRequest): Promise<void> {
  const length = Number(request.headers['content-length'] ?? 0);
  if (length > AVATAR_MAX_BYTES + ENVELOPE_BYTES) throw new HttpError(413, TOO_LARGE);
}

async function readPhoto(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw new HttpError(415, NOT_MULTIPART);
  const part = await request.file({ limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 0 } });
  if (!part || part.fieldname !== 'avatar') throw badRequest(NOT_MULTIPART);
  if (!(IMAGE_TYPES as readonly string[]).includes(part.mimetype)) throw new HttpError(415, WRONG_TYPE);
  try {
    return await part.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, TOO_LARGE);
    throw error;
  }
}

/** The upload's own file name when `url` is a photo uploaded here, else null. */
function uploadNameOf(url: string | null, publicUrl: string): string | null {
  const prefix = `${publicUrl}${UPLOADS_ROUTE}`;
  return url?.startsWith(prefix) ? url.slice(prefix.length) : null;
}

/**
 * POST /users/me/avatar (multipart, field `avatar`) and GET /media/uploads/:file. Multipart parsing
 * is registered in this scope only: no other route accepts form data.
 */
export function registerAvatarRoutes(app: FastifyInstance, ctx: AppContext): void {
  const authenticate = makeAuthenticate(ctx);
  const dir = ctx.config.uploadsDir;

  void app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 0, parts: 1 } });
    scope.post(
      '/users/me/avatar',
      { preHandler: [authenticate, refuseLargeBody], schema: s.noQuery },
      async (request) => {
        const claims = authOf(request);
        const user = findUserById(ctx.db, claims.id);
        if (!user) throw unauthorized('This account no longer exists.');
        const bytes = await readPhoto(request);
        if (bytes.length === 0) throw badRequest('The photo is empty.');
        const type = sniffImageType(bytes);
        if (!type) throw new HttpError(415, WRONG_TYPE);
        const name = saveUpload(dir, user.id, type, bytes);
        ctx.db
          .prepare('UPDATE users SET profile_photo_url = ? WHERE id = ?')
          .run(`${ctx.config.publicUrl}${UPLOADS_ROUTE}${name}`, user.id);
        const previous = uploadNameOf(user.profile_photo_url, ctx.config.publicUrl);
        if (previous) removeUpload(dir, previous);
        const updated = findUserById(ctx.db, user.id);
        if (!updated) throw unauthorized('This account no longer exists.');
        // a new access token carries the photo, so the header and drawer show it without a refresh
        return { users: profileOf(updated), accessToken: await signAccessToken(ctx, user.id, claims.sid) };
      },
    );
  });

  app.get<{ Params: { file: string } }>(
    `${UPLOADS_ROUTE}:file`,
    {
      schema: {
        params: {
          type: 'object',
          required: ['file'],
          properties: { file: { type: 'string', minLength: 1, maxLength: 100 } },
        },
        querystring: { type: 'object', additionalProperties: false },
      },
    },
    (request, reply) => {
      const upload = readUpload(dir, request.params.file);
      if (!upload) throw notFound('There is no such uploaded photo.');
      // a new photo gets a new name, so a name's bytes never change
      return reply
        .type(upload.type)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .send(upload.bytes);
    },
  );
}
