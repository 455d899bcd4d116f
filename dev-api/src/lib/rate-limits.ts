/**
 * Attempt limits on the routes that guess or mail: per caller IP and, where the body names one, per
 * e-mail (so neither one address from many machines nor many addresses from one machine get far).
 * Counted in memory with @fastify/rate-limit's store, in fixed windows.
 */
import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { HttpError } from './errors.ts';

export interface RateLimitConfig {
  /** Window length in seconds (env RATE_LIMIT_WINDOW, default 900). */
  windowSeconds: number;
  /** Requests per IP, per route group and window (env RATE_LIMIT_PER_IP, default 100). */
  perIp: number;
  /** Requests per e-mail, per route group and window (env RATE_LIMIT_PER_EMAIL, default 10). */
  perEmail: number;
}

export const defaultRateLimits: RateLimitConfig = { windowSeconds: 900, perIp: 100, perEmail: 10 };

/** What a limited route gets: hooks for its route options (`onRequest`, `preHandler`). */
export interface RouteLimits {
  onRequest: onRequestAsyncHookHandler;
  preHandler?: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
}

export type LimitsFor = (group: string, options?: { perEmail: boolean }) => RouteLimits;

const waitText = (seconds: number): string =>
  seconds < 60 ? `${seconds} second${seconds === 1 ? '' : 's'}` : `${Math.ceil(seconds / 60)} minutes`;

function limiter(app: FastifyInstance, max: number, windowMs: number, key: (request: FastifyRequest) => string) {
  const check = app.createRateLimit({ max, timeWindow: windowMs, keyGenerator: key });
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const result = await check(request);
    if (result.isAllowed || !result.isExceeded) return;
    const seconds = Math.max(1, result.ttlInSeconds);
    reply.header('Retry-After', String(seconds));
    throw new HttpError(429, `Too many attempts. Try again in ${waitText(seconds)}.`);
  };
}

/** Registers the store; the returned function builds the hooks of one route group. */
export async function registerRateLimits(app: FastifyInstance, config: RateLimitConfig): Promise<LimitsFor> {
  await app.register(rateLimit, { global: false });
  const windowMs = config.windowSeconds * 1000;
  return (group, options = { perEmail: false }) => {
    const byIp = limiter(app, config.perIp, windowMs, (request) => `${group}|ip|${normalizeIP(request.ip)}`);
    if (!options.perEmail) return { onRequest: byIp };
    // After validation, so the e-mail is a real string; one address in any letter case is one key.
    const byEmail = limiter(app, config.perEmail, windowMs, (request) => {
      const body = request.body as { email?: unknown } | undefined;
      return `${group}|email|${typeof body?.email === 'string' ? body.email.trim().toLowerCase() : ''}`;
    });
    return { onRequest: byIp, preHandler: byEmail };
  };
}
