/**
 * Attempt limits on the routes that guess or mail: per caller IP and, where the body names one, per
 * e-mail (the mail routes: one address from any machine, so nobody is mail-bombed) or per e-mail
 * and IP (login: a stranger's wrong guesses on an e-mail must not lock its owner out; the looser
 * per-IP limit still bounds one machine trying many e-mails). Counted in memory with
 * @fastify/rate-limit's store, in fixed windows. Wrong current passwords of a signed-in user are
 * counted per user (`failures`).
 */
import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { HttpError } from './errors.ts';

export interface RateLimitConfig {
  /** Window length in seconds (env RATE_LIMIT_WINDOW, default 900). */
  windowSeconds: number;
  /** Requests per IP, per route group and window (env RATE_LIMIT_PER_IP, default 100). */
  perIp: number;
  /** Requests per e-mail (login: per e-mail and IP), per route group and window (env RATE_LIMIT_PER_EMAIL, default 10). */
  perEmail: number;
  /** Wrong current passwords per user and window on PUT /auth/password (env RATE_LIMIT_PER_USER, default 5). */
  perUser: number;
  /**
   * Requests per IP and window on POST /auth/refresh (env RATE_LIMIT_REFRESH_PER_IP). By default
   * `perIp`, and in development mode at least `DEVELOPMENT_REFRESH_PER_IP`: every reload refreshes.
   */
  refreshPerIp: number;
}

export const defaultRateLimits: Omit<RateLimitConfig, 'refreshPerIp'> = {
  windowSeconds: 900,
  perIp: 100,
  perEmail: 10,
  perUser: 5,
};

/** A developer reloading the site (and webpack reloading it on every save) refreshes on each load. */
export const DEVELOPMENT_REFRESH_PER_IP = 10_000;

/**
 * The limits in force: the defaults, the refresh limit raised in development mode, then `overrides`.
 * `mode` is the API's (`AppConfig['mode']`, spelt out: the context imports this module's types).
 */
export function rateLimitsFor(
  mode: 'development' | 'production',
  overrides: Partial<RateLimitConfig> = {},
): RateLimitConfig {
  const limits = { ...defaultRateLimits, ...overrides };
  const refreshDefault = mode === 'development' ? Math.max(limits.perIp, DEVELOPMENT_REFRESH_PER_IP) : limits.perIp;
  return { ...limits, refreshPerIp: overrides.refreshPerIp ?? refreshDefault };
}

/** What a limited route gets: hooks for its route options (`onRequest`, `preHandler`). */
export interface RouteLimits {
  onRequest: onRequestAsyncHookHandler;
  preHandler?: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
}

/** Failures of one kind counted per key (a user id): only a wrong answer spends an attempt. */
export interface FailureLimit {
  /**
   * Counts an attempt of `key`, or answers 429 (with Retry-After) when its failures are used up.
   * Counted before the answer is known, so parallel guesses cannot slip past the limit; the returned
   * function takes the attempt back when it turns out right.
   */
  attempt(key: string, reply: FastifyReply): () => void;
}

export interface LimitsFor {
  (group: string, options?: { perEmail: 'any-ip' | 'same-ip' }): RouteLimits;
  failures(group: string): FailureLimit;
}

const plural = (n: number, unit: string): string => `${n} ${unit}${n === 1 ? '' : 's'}`;
const waitText = (seconds: number): string =>
  seconds < 60 ? plural(seconds, 'second') : plural(Math.ceil(seconds / 60), 'minute');

function tooMany(reply: FastifyReply, seconds: number): HttpError {
  reply.header('Retry-After', String(seconds));
  return new HttpError(429, `Too many attempts. Try again in ${waitText(seconds)}.`);
}

function limiter(app: FastifyInstance, max: number, windowMs: number, key: (request: FastifyRequest) => string) {
  const check = app.createRateLimit({ max, timeWindow: windowMs, keyGenerator: key });
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const result = await check(request);
    if (result.isAllowed || !result.isExceeded) return;
    throw tooMany(reply, Math.max(1, result.ttlInSeconds));
  };
}

/** In memory, one entry per key that failed in the current window (keys are user ids: few). */
function failureLimit(max: number, windowMs: number): FailureLimit {
  const counts = new Map<string, { count: number; resetAt: number }>();
  return {
    attempt(key, reply) {
      const now = Date.now();
      let entry = counts.get(key);
      if (!entry || entry.resetAt <= now) {
        entry = { count: 0, resetAt: now + windowMs };
        counts.set(key, entry);
      }
      if (entry.count >= max) throw tooMany(reply, Math.max(1, Math.ceil((entry.resetAt - now) / 1000)));
      entry.count += 1;
      const counted = entry;
      return () => {
        counted.count -= 1;
      };
    },
  };
}

const emailOf = (request: FastifyRequest): string => {
  const body = request.body as { email?: unknown } | undefined;
  return typeof body?.email === 'string' ? body.email.trim().toLowerCase() : '';
};

/** Registers the store; the returned function builds the hooks of one route group. */
export async function registerRateLimits(app: FastifyInstance, config: RateLimitConfig): Promise<LimitsFor> {
  await app.register(rateLimit, { global: false });
  const windowMs = config.windowSeconds * 1000;
  const ipOf = (request: FastifyRequest) => normalizeIP(request.ip);
  const routeLimits = (group: string, options?: { perEmail: 'any-ip' | 'same-ip' }): RouteLimits => {
    const perIp = group === 'refresh' ? config.refreshPerIp : config.perIp;
    const byIp = limiter(app, perIp, windowMs, (request) => `${group}|ip|${ipOf(request)}`);
    if (!options) return { onRequest: byIp };
    // After validation, so the e-mail is a real string; one address in any letter case is one key.
    const byEmail = limiter(app, config.perEmail, windowMs, (request) =>
      options.perEmail === 'same-ip'
        ? `${group}|email-ip|${emailOf(request)}|${ipOf(request)}`
        : `${group}|email|${emailOf(request)}`,
    );
    return { onRequest: byIp, preHandler: byEmail };
  };
  const failureGroups = new Map<string, FailureLimit>();
  const failures = (group: string): FailureLimit => {
    let limit = failureGroups.get(group);
    if (!limit) {
      limit = failureLimit(config.perUser, windowMs);
      failureGroups.set(group, limit);
    }
    return limit;
  };
  return Object.assign(routeLimits, { failures });
}
