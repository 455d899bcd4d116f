import type { FastifyInstance } from 'fastify';
import { tagManagerSource } from './stand-in.ts';

/** The tag-manager stand-in (GET /gtm.js) and its collection endpoint (POST /collect, answered 204). */
export function registerTagManagerRoutes(app: FastifyInstance): void {
  app.get('/gtm.js', async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').header('Cache-Control', 'no-cache').send(tagManagerSource),
  );
  app.post('/collect', async (_request, reply) => reply.code(204).send());
}
