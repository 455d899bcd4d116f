import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { conflict, unauthorized } from '../../lib/errors.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import * as s from '../../lib/schemas.ts';
import { toCountryCode } from '../../lib/countries.ts';
import { findUserByEmail, insertUser } from '../users/repository.ts';
import { refreshSession } from './refresh-rotation.ts';
import { createSession, revokeSession } from './sessions.ts';

interface RegisterBody {
  email: string;
  password: string;
  fullName: string;
  country?: string;
}

/** The session calls (docs/behaviour.md §6 "Session lifecycle", §9 "Calls to the backends") plus e-mail sign-up and login. */
export function registerAuthRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post<{ Body: { refreshToken: string } }>(
    '/auth/refresh',
    {
      ...ctx.limits('refresh'),
      schema: {
        body: s.object({ refreshToken: s.token }, ['refreshToken']),
        response: s.sessionResponse,
      },
    },
    async (request) => refreshSession(ctx, request.body.refreshToken),
  );

  app.post<{ Body: { token: string } }>(
    '/auth/logout',
    { schema: { body: s.object({ token: s.token }, ['token']) } },
    async (request) => {
      const claims = await ctx.accessTokens.verify(request.body.token, {
        allowExpired: true,
      });
      revokeSession(ctx, claims.sid, 'logout');
      return { message: 'You have been signed out.' };
    },
  );

  app.post<{ Body: RegisterBody }>(
    '/auth/register',
    {
      ...ctx.limits('register', { perEmail: 'any-ip' }),
      schema: {
        body: s.object(
          {
            email: s.email,
            password: s.password,
            fullName: s.fullName,
            country: s.countryCode,
          },
          ['email', 'password', 'fullName'],
        ),
      },
    },
    async (request, reply) => {
      const { email, password, fullName } = request.body;
      if (findUserByEmail(ctx.db, email))
        throw conflict('An account with this e-mail already exists. Try logging in instead.');
      const passwordHash = await hashPassword(password, ctx.config.passwordCost);
      const country = toCountryCode(request.body.country ?? request.headers.location);
      const userId = ctx.db.transaction(() => {
        // re-checked inside the transaction: two sign-ups may race through the scrypt await
        if (findUserByEmail(ctx.db, email)) return null;
        return insertUser(ctx.db, {
          email,
          fullName: fullName.trim(),
          passwordHash,
          country,
        });
      })();
      if (userId === null) throw conflict('An account with this e-mail already exists. Try logging in instead.');
      reply.code(201);
      return createSession(ctx, userId);
    },
  );

  app.post<{ Body: { email: string; password: string } }>(
    '/auth/login',
    {
      // per e-mail and IP: a stranger's wrong guesses must not lock the owner out (rate-limits.ts)
      ...ctx.limits('login', { perEmail: 'same-ip' }),
      schema: {
        body: s.object(
          {
            email: s.email,
            password: { type: 'string', minLength: 1, maxLength: 128 },
          },
          ['email', 'password'],
        ),
        response: s.sessionResponse,
      },
    },
    async (request) => {
      const user = findUserByEmail(ctx.db, request.body.email);
      const ok = await verifyPassword(request.body.password, user?.password_hash ?? null, ctx.config.passwordCost);
      if (!user || !ok) throw unauthorized('Incorrect e-mail or password.');
      return createSession(ctx, user.id);
    },
  );
}
