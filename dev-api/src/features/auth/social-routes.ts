import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { badRequest, conflict } from '../../lib/errors.ts';
import { toCountryCode } from '../../lib/countries.ts';
import * as s from '../../lib/schemas.ts';
import { findUserByEmail, insertUser } from '../users/repository.ts';
import { issueGrant, linkedUserId, linkIdentity, spendGrant, type Provider } from './identity-grants.ts';
import { createSession } from './sessions.ts';

const PROFILE_TOKEN_TTL = 30 * 60;
const EMAIL_TAKEN =
  'An account with this e-mail already exists and this sign-in is not linked to it. Log in with your e-mail and password instead.';

/** The main API's half of social sign-in: a provider's code becomes a session or a new profile. */

export function registerSocialRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post<{ Body: { provider: Provider; code: string } }>(
    '/auth/social',
    {
      schema: {
        body: s.object({ provider: s.provider, code: s.token }, ['provider', 'code']),
      },
    },
    async (request) => {
      const outcome = ctx.db.transaction(() => {
        const grant = spendGrant(ctx, 'oauth_code', request.body.code);
        if (!grant || grant.provider !== request.body.provider) return null;
        const userId = linkedUserId(ctx, grant);
        if (userId !== undefined) return { kind: 'session' as const, userId };
        // Only the identity the account was created or linked with signs in: an e-mail is not
        // proof of owning an account here (anyone can type one at a stand-in, or own a provider
        // account under an address someone else registered with).
        if (findUserByEmail(ctx.db, grant.email)) return { kind: 'taken' as const };
        const createProfileToken = issueGrant(ctx, 'create_profile', grant, PROFILE_TOKEN_TTL);
        return {
          kind: 'new-user' as const,
          createProfileToken,
          email: grant.email,
          fullName: grant.full_name,
        };
      })();
      if (!outcome) throw badRequest('This sign-in code is invalid or has expired. Please try again.');
      if (outcome.kind === 'taken') throw conflict(EMAIL_TAKEN);
      if (outcome.kind === 'session') return createSession(ctx, outcome.userId);
      const { createProfileToken, email, fullName } = outcome;
      return { createProfileToken, email, fullName };
    },
  );

  app.post<{
    Body: { createProfileToken: string; fullName: string; country?: string };
  }>(
    '/auth/create-profile',
    {
      schema: {
        body: s.object(
          {
            createProfileToken: s.token,
            fullName: s.fullName,
            country: s.countryCode,
          },
          ['createProfileToken', 'fullName'],
        ),
      },
    },
    async (request, reply) => {
      const country = toCountryCode(request.body.country ?? request.headers.location);
      const outcome = ctx.db.transaction(() => {
        const grant = spendGrant(ctx, 'create_profile', request.body.createProfileToken);
        if (!grant) return 'invalid' as const;
        if (findUserByEmail(ctx.db, grant.email)) return 'taken' as const;
        const userId = insertUser(ctx.db, {
          email: grant.email,
          fullName: request.body.fullName.trim(),
          passwordHash: null,
          country,
        });
        linkIdentity(ctx, grant, userId);
        return userId;
      })();
      if (outcome === 'invalid') throw badRequest('This profile link is invalid or has expired. Please log in again.');
      if (outcome === 'taken') throw conflict('An account with this e-mail already exists. Try logging in instead.');
      reply.code(201);
      return createSession(ctx, outcome);
    },
  );
}
