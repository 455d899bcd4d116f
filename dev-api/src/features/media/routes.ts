import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../../lib/errors.ts';
import { portraitSvg } from './portrait.ts';
import { avatarSvg } from './svg.ts';
import { coverSvg } from './cover.ts';
import type { CoverKind } from './cover-catalog.ts';

const mediaDir = resolve(dirname(fileURLToPath(import.meta.url)), '../../../media');
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

/** The sample lecture video, with byte ranges (the browser's <video> seeks with Range requests). */
function sendVideo(request: FastifyRequest, reply: FastifyReply, bytes: Buffer) {
  reply.type('video/webm').header('Accept-Ranges', 'bytes').header('Cache-Control', CACHE);
  const range = /^bytes=(\d*)-(\d*)$/.exec(request.headers.range ?? '');
  if (!range || (range[1] === '' && range[2] === '')) return reply.send(bytes);
  const size = bytes.length;
  const start = range[1] === '' ? Math.max(size - Number(range[2]), 0) : Number(range[1]);
  const end = range[1] === '' || range[2] === '' ? size - 1 : Math.min(Number(range[2]), size - 1);
  if (start >= size || start > end) return reply.code(416).header('Content-Range', `bytes */${size}`).send();
  return reply
    .code(206)
    .header('Content-Range', `bytes ${start}-${end}/${size}`)
    .send(bytes.subarray(start, end + 1));
}

/** `/media/…`: every image and video the seed references (see src/db/media-urls.ts). */
export function registerMediaRoutes(app: FastifyInstance): void {
  const video = readFileSync(join(mediaDir, 'sample-lecture.webm'));
  const captions = readFileSync(join(mediaDir, 'sample-lecture.vtt'), 'utf8');

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

  app.get<{ Params: { file: string } }>('/media/video/:file', { schema }, (request, reply) => {
    if (request.params.file === 'sample-lecture.vtt')
      return reply.type('text/vtt; charset=utf-8').header('Cache-Control', CACHE).send(captions);
    if (request.params.file !== 'sample-lecture.webm') throw new HttpError(404, 'There is no such video.');
    return sendVideo(request, reply, video);
  });
}
