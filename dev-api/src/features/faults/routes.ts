import type { FastifyInstance } from 'fastify';
import * as s from '../../lib/schemas.ts';
import { FaultStore, type NewFaultRule } from './store.ts';

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Fault injection for the e2e suites (only when DEV_API_FAULTS=1): POST /__faults adds a rule,
 * GET lists them, DELETE clears them. Registered after CORS, so injected errors still carry CORS
 * headers and the browser sees the status rather than a network error.
 */
export function registerFaults(app: FastifyInstance): void {
  const store = new FaultStore();

  app.addHook('onRequest', async (request, reply) => {
    const path = request.url.split('?')[0] ?? request.url;
    if (path.startsWith('/__faults')) return;
    const rule = store.take(request.method, path);
    if (!rule) return;
    if (rule.hang) {
      // never answer; the connection stays open until the client gives up or the server closes
      reply.hijack();
      await new Promise<never>(() => {});
      return;
    }
    if (rule.delayMs) await sleep(rule.delayMs);
    if (rule.status) {
      // Sent as text, not through the route's response schema: a 200 from /auth/refresh that is not a
      // session (what a captive portal answers) would fail the schema's required tokens and go out
      // as a 500.
      await reply
        .code(rule.status)
        .type('application/json; charset=utf-8')
        .send(JSON.stringify({ message: `Injected fault: ${request.method} ${path} answered ${rule.status}.` }));
    }
  });

  app.post<{ Body: NewFaultRule }>(
    '/__faults',
    {
      schema: {
        body: s.object(
          {
            method: {
              type: 'string',
              enum: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', '*', 'get', 'post', 'put', 'patch', 'delete'],
            },
            url: { type: 'string', pattern: '^/', maxLength: 500 },
            status: { type: 'integer', minimum: 200, maximum: 599 },
            delayMs: { type: 'integer', minimum: 0, maximum: 600000 },
            hang: { type: 'boolean', const: true },
            times: { type: 'integer', minimum: 1, maximum: 1000000 },
          },
          ['method', 'url'],
        ),
      },
    },
    async (request, reply) => {
      const { status, delayMs, hang } = request.body;
      if (status === undefined && delayMs === undefined && !hang) {
        return reply.code(400).send({
          message: 'A fault needs at least one of status, delayMs or hang.',
        });
      }
      return reply.code(201).send(store.add(request.body));
    },
  );

  app.get('/__faults', { schema: s.noQuery }, async () => ({
    data: store.list(),
  }));

  app.delete('/__faults', { schema: s.noQuery }, async () => ({
    cleared: store.clear(),
  }));
}
