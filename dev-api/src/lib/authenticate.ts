import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import { isSessionActive } from '../features/auth/sessions.ts';
import type { AccessClaims } from './access-tokens.ts';
import { unauthorized } from './errors.ts';

declare module 'fastify' {
  interface FastifyRequest {
    auth: AccessClaims | null;
  }
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

export type Authenticate = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/** preHandler for protected routes: a valid, unexpired access token of a live session. */
export function makeAuthenticate(ctx: AppContext): Authenticate {
  return async (request) => {
    const token = bearerToken(request);
    if (!token) throw unauthorized('Please log in to continue (missing access token).');
    const claims = await ctx.accessTokens.verify(token);
    if (!isSessionActive(ctx, claims.sid)) throw unauthorized('This session has ended. Please log in again.');
    request.auth = claims;
  };
}

/** The signed-in user's claims; only valid behind `makeAuthenticate`. */
export function authOf(request: FastifyRequest): AccessClaims {
  if (!request.auth) throw unauthorized();
  return request.auth;
}
