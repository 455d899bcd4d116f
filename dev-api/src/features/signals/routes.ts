import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { badRequest, HttpError } from '../../lib/errors.ts';
import { refuseRemoteCallers } from '../../lib/http-safety.ts';
import { aggregateSignals } from './aggregate.ts';
import { createIntakeCounter } from './intake-limits.ts';
import { readLogsRequest } from './otlp-logs.ts';
import { createSignalStore } from './store.ts';

/** What sendBeacon and a keepalive fetch may carry; a larger body is answered 413. */
export const MAX_SIGNALS_BODY_BYTES = 64 * 1024;
const HOUR_MS = 60 * 60 * 1000;
const MAX_BUCKETS = 1_440;

const POISONED = 'The request body may not contain "__proto__" or "constructor.prototype" keys.';

/** A text/plain body (a beacon sent without a CORS preflight) that holds JSON: refused as the JSON parser refuses. */
function parseText(text: string): unknown {
  let poisoned = false;
  let value: unknown;
  try {
    value = JSON.parse(text, (key, v: unknown) => {
      if (key === '__proto__' || (key === 'constructor' && typeof v === 'object' && v !== null && 'prototype' in v)) {
        poisoned = true;
      }
      return v;
    });
  } catch {
    throw badRequest('The request body is not valid JSON.');
  }
  if (poisoned) throw badRequest(POISONED);
  return value;
}

/**
 * POST /v1/logs: the OTLP/HTTP JSON logs endpoint the host's signals go to (docs/releasing.md), and
 * GET /dev/releases/signals, their summary per remote and version (development mode, local callers).
 */
export function registerSignalRoutes(app: FastifyInstance, ctx: AppContext): void {
  const store = createSignalStore(ctx.db, ctx.config.signals.store);
  const intake = createIntakeCounter(ctx.config.signals.intake);

  app.post('/v1/logs', { bodyLimit: MAX_SIGNALS_BODY_BYTES }, async (request, reply) => {
    const body = typeof request.body === 'string' ? parseText(request.body) : request.body;
    const now = Date.now();
    const read = readLogsRequest(body, now);
    const perSession = new Map<string, number>();
    for (const r of read.records) perSession.set(r.sessionId, (perSession.get(r.sessionId) ?? 0) + 1);
    const wait = intake.take(normalizeIP(request.ip), perSession);
    if (wait > 0) {
      reply.header('Retry-After', String(wait));
      throw new HttpError(429, `Too many signals from this visitor. Try again in ${wait} seconds.`);
    }
    if (read.records.length > 0) store.add(read.records, now);
    // ExportLogsServiceResponse: empty when every record was kept.
    return read.rejected === 0
      ? {}
      : { partialSuccess: { rejectedLogRecords: String(read.rejected), errorMessage: read.reason } };
  });

  if (ctx.config.mode !== 'development') return;
  app.get<{ Querystring: { since?: number; bucketSeconds: number } }>(
    '/dev/releases/signals',
    {
      onRequest: refuseRemoteCallers,
      schema: {
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: {
            since: { type: 'integer', minimum: 0 },
            bucketSeconds: { type: 'integer', minimum: 1, maximum: 86_400, default: 60 },
          },
        },
      },
    },
    async (request) => {
      const now = Date.now();
      const { since = now - HOUR_MS, bucketSeconds } = request.query;
      if (since > now) throw badRequest('since is in the future.');
      if ((now - since) / (bucketSeconds * 1000) > MAX_BUCKETS) {
        throw badRequest(`At most ${MAX_BUCKETS} buckets: raise bucketSeconds or move since later.`);
      }
      return aggregateSignals(store.rowsSince(since), { since, bucketSeconds, now });
    },
  );
}
