import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after } from 'node:test';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp, type BuildAppOptions } from '../src/app.ts';
import type { ScryptCost } from '../src/lib/passwords.ts';

export const DEMO = { email: 'demo@qa-career.dev', password: 'Demo12345!' };
export const PRO = { email: 'pro@qa-career.dev', password: 'Demo12345!' };
export const JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256';

/**
 * A cheap scrypt cost (~1 ms a hash instead of ~0.3 s): most files log in or sign up dozens of times.
 * hardening.test.ts, which times the hashing, and the default of every server keep OWASP's cost.
 */
export const TEST_PASSWORD_COST: ScryptCost = { n: 1024, r: 8, p: 1 };

/** A fresh app on its own temporary database file, closed and deleted after the test file. */
export async function testApp(options: Partial<BuildAppOptions> = {}): Promise<FastifyInstance> {
  const dir = mkdtempSync(join(tmpdir(), 'dev-api-test-'));
  const app = await buildApp({
    dbPath: join(dir, 'test.sqlite'),
    jwtSecret: JWT_SECRET,
    // Files that log in or refresh many times; rate-limits.test.ts sets its own limits.
    rateLimits: { perIp: 1_000_000, perEmail: 1_000_000 },
    passwordCost: TEST_PASSWORD_COST,
    ...options,
  });
  after(async () => {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  });
  return app;
}

export interface Session {
  accessToken: string;
  refreshToken: string;
}

export async function login(app: FastifyInstance, who = DEMO): Promise<Session> {
  const res = await client(app).post('/auth/login', who);
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  return res.json<Session>();
}

let counter = 0;
export async function register(
  app: FastifyInstance,
  extra: Record<string, unknown> = {},
): Promise<Session & { email: string }> {
  counter += 1;
  const email = `learner${counter}.${Date.now()}@example.com`;
  const res = await client(app).post('/auth/register', {
    email,
    password: 'Sup3rSecret!',
    fullName: 'Test Learner',
    ...extra,
  });
  if (res.statusCode !== 201) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
  return { ...res.json<Session>(), email };
}

export const bearer = (session: Session): Record<string, string> => ({
  authorization: `Bearer ${session.accessToken}`,
});

/**
 * Calls the API as the site does: a JSON body where there is one, and the session's bearer token when signed in.
 * `client(app).post('/auth/refresh', { refreshToken })`, `client(app, session).get('/users/me')`.
 */
export function client(app: FastifyInstance, session?: Session) {
  const send = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: InjectOptions['payload']) =>
    app.inject({ method, url, payload, headers: session ? bearer(session) : undefined });
  return {
    get: (url: string) => send('GET', url),
    post: (url: string, payload?: InjectOptions['payload']) => send('POST', url, payload),
    put: (url: string, payload?: InjectOptions['payload']) => send('PUT', url, payload),
    patch: (url: string, payload?: InjectOptions['payload']) => send('PATCH', url, payload),
    delete: (url: string, payload?: InjectOptions['payload']) => send('DELETE', url, payload),
  };
}

/** Decodes a JWT payload without verifying it (the site does the same with jwt-decode). */
export function decodeJwt(token: string): Record<string, unknown> {
  const [, payload] = token.split('.');
  return JSON.parse(Buffer.from(payload ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;
}

export async function call(app: FastifyInstance, options: InjectOptions): Promise<LightMyRequestResponse> {
  return app.inject(options);
}

export function messageOf(res: LightMyRequestResponse): string {
  const body = res.json<{ message?: unknown }>();
  if (typeof body.message !== 'string' || body.message.length === 0) throw new Error(`no message in ${res.body}`);
  return body.message;
}

/** The stand-in provider's approval of a listed account (`{account}`) or a typed one (`{email, name}`). */
export async function providerCode(
  app: FastifyInstance,
  provider: 'google' | 'facebook',
  who: { account: string } | { email: string; name: string },
): Promise<string> {
  const qs = new URLSearchParams({ redirect_uri: 'http://localhost:3000/login', state: 's', ...who });
  const res = await app.inject({ method: 'GET', url: `/oauth/${provider}/approve?${qs}` });
  if (res.statusCode !== 302) throw new Error(`approve failed: ${res.statusCode} ${res.body}`);
  return new URL(res.headers.location as string).searchParams.get('code') ?? '';
}
