import { createReadStream, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.ts';
import { HttpError } from '../../lib/errors.ts';
import { portraitSvg } from './portrait.ts';
import { avatarSvg } from './svg.ts';
import { coverSvg } from './cover.ts';
import type { CoverKind } from './cover-catalog.ts';

const mediaDir = resolve(dirname(fileURLToPath(import.meta.url)), '../../../media');
/** Where the lecture videos are made and committed (`<courseSlug>-<position>.webm|.vtt`). */
export const lectureMediaDir = join(mediaDir, 'lectures');
const COVER = /^(course|path|post|event|footer|webinar)-([a-z0-9-]{1,80})\.svg$/;
const AVATAR = /^([a-z0-9-]{1,80})\.svg$/;
/** Generated and committed media never change for a name: let the browser keep them a day. */
const CACHE = 'public, max-age=86400';

const fileParams = {
  type: 'object',
  required: ['file'],
  properties: { file: { type: 'string', minLength: 1, maxLength: 100 } },
} as const;
const schema = { params: fileParams, querystring: { type: 'object', additionalProperties: false } } as const;

function svg(reply: FastifyReply, body: string) {
  return reply.type('image/svg+xml; charset=utf-8').header('Cache-Control', CACHE).send(body);
}

const LECTURE = /^([a-z0-9]+(?:-[a-z0-9]+)*-\d{1,3})\.(webm|vtt)$/;

/**
 * A video file with byte ranges (the browser's <video> seeks with Range requests), read from disk
 * as asked. Lecture videos are made again when their narration changes, so the browser asks each
 * time (`no-cache`) and gets 304 while the file's size and date stay.
 */
function sendVideo(request: FastifyRequest, reply: FastifyReply, path: string) {
  const { size, mtimeMs } = statSync(path);
  const etag = `"${size.toString(36)}-${Math.floor(mtimeMs).toString(36)}"`;
  reply.type('video/webm').header('Accept-Ranges', 'bytes').header('Cache-Control', 'no-cache').header('ETag', etag);
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  const range = /^bytes=(\d*)-(\d*)$/.exec(request.headers.range ?? '');
  if (!range || (range[1] === '' && range[2] === ''))
    return reply.header('Content-Length', size).send(createReadStream(path));
  const start = range[1] === '' ? Math.max(size - Number(range[2]), 0) : Number(range[1]);
  const end = range[1] === '' || range[2] === '' ? size - 1 : Math.min(Number(range[2]), size - 1);
  if (start >= size || start > end) return reply.code(416).header('Content-Range', `bytes */${size}`).send();
  return reply
    .code(206)
    .header('Content-Range', `bytes ${start}-${end}/${size}`)
    .header('Content-Length', end - start + 1)
    .send(createReadStream(path, { start, end }));
}

function sendCaptions(reply: FastifyReply, text: string) {
  return reply.type('text/vtt; charset=utf-8').header('Cache-Control', 'no-cache').send(text);
}

/** A committed file of `dir`, or null when there is none (the name was checked against a pattern first). */
function fileIn(dir: string, name: string): string | null {
  const path = join(dir, name);
  try {
    return statSync(path).isFile() ? path : null;
  } catch {
    return null;
  }
}

/** `/media/…`: every image and video the seed references (see src/db/media-urls.ts). */
export function registerMediaRoutes(app: FastifyInstance, ctx: AppContext): void {
  const lecturesDir = ctx.config.lectureMediaDir;

  app.get<{ Params: { file: string } }>('/media/covers/:file', { schema }, (request, reply) => {
    const match = COVER.exec(request.params.file);
    if (!match) throw new HttpError(404, 'There is no such cover image.');
    return svg(reply, coverSvg((match[1] ?? 'course') as CoverKind, match[2] ?? ''));
  });

  app.get<{ Params: { file: string } }>('/media/avatars/:file', { schema }, (request, reply) => {
    const match = AVATAR.exec(request.params.file);
    if (!match) throw new HttpError(404, 'There is no such avatar.');
    return svg(reply, avatarSvg(match[1] ?? ''));
  });

  app.get<{ Params: { file: string } }>('/media/portraits/:file', { schema }, (request, reply) => {
    const match = AVATAR.exec(request.params.file);
    if (!match) throw new HttpError(404, 'There is no such portrait.');
    return svg(reply, portraitSvg(match[1] ?? ''));
  });

  // the sample clip, for lectures whose own video is not made yet
  app.get<{ Params: { file: string } }>('/media/video/:file', { schema }, (request, reply) => {
    if (request.params.file === 'sample-lecture.vtt')
      return sendCaptions(reply, readFileSync(join(mediaDir, 'sample-lecture.vtt'), 'utf8'));
    if (request.params.file !== 'sample-lecture.webm') throw new HttpError(404, 'There is no such video.');
    return sendVideo(request, reply, join(mediaDir, 'sample-lecture.webm'));
  });

  // each lecture's own video and captions: `<courseSlug>-<position>.webm|.vtt`, committed in media/lectures/
  app.get<{ Params: { file: string } }>('/media/lectures/:file', { schema }, (request, reply) => {
    const match = LECTURE.exec(request.params.file);
    const path = match ? fileIn(lecturesDir, request.params.file) : null;
    if (!match || !path) throw new HttpError(404, 'There is no such lecture video or captions file.');
    return match[2] === 'vtt' ? sendCaptions(reply, readFileSync(path, 'utf8')) : sendVideo(request, reply, path);
  });
}
