import type { FastifyInstance } from 'fastify';
import { chatWidgetSource } from './widget.ts';

export function registerChatWidgetRoutes(app: FastifyInstance): void {
  app.get('/chat-widget.js', async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').header('Cache-Control', 'public, max-age=300').send(chatWidgetSource),
  );
}
