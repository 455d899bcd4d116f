import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { badRequest, conflict } from '../../lib/errors.ts';
import { toCountryCode } from '../../lib/countries.ts';
import { newOpaqueToken, nowSeconds, sha256 } from '../../lib/opaque-tokens.ts';
import * as s from '../../lib/schemas.ts';
import { findUserByEmail, insertUser } from '../users/repository.ts';
import { createSession } from './sessions.ts';
import { renderProviderPage } from './social-page.ts';

type Provider = 'google' | 'facebook';
interface Grant {
  provider: Provider;
  provider_user_id: string;
  email: string;
  full_name: string;
}

const CODE_TTL = 5 * 60;
const PROFILE_TOKEN_TTL = 30 * 60;

/** Only local apps may receive codes, so the stand-in cannot be used as an open redirect. */
function checkRedirectUri(value: string): URL {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw badRequest('redirect_uri must be an absolute URL.');
  }
  if (!['localhost', '127.0.0.1'].includes(url.hostname) || !/^https?:$/.test(url.protocol)) {
    throw badRequest('redirect_uri must point to localhost or 127.0.0.1.');
  }
  return url;
}

function issueGrant(ctx: AppContext, kind: 'oauth_code' | 'create_profile', grant: Grant, ttl: number): string {
  const token = newOpaqueToken();
  ctx.db
    .prepare(
      `INSERT INTO identity_grants (token_hash, kind, provider, provider_user_id, email, full_name, expires_at)
              VALUES (?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(sha256(token), kind, grant.provider, grant.provider_user_id, grant.email, grant.full_name, nowSeconds() + ttl);
  return token;
}

/** Spends a single-use grant; null when unknown, spent or expired. Call inside a transaction. */
function spendGrant(ctx: AppContext, kind: string, token: string): Grant | null {
  const row = ctx.db
    .prepare('SELECT * FROM identity_grants WHERE token_hash = ? AND kind = ?')
    .get(sha256(token), kind) as (Grant & { expires_at: number; used_at: number | null }) | undefined;
  if (!row || row.used_at !== null || row.expires_at <= nowSeconds()) return null;
  ctx.db.prepare('UPDATE identity_grants SET used_at = ? WHERE token_hash = ?').run(nowSeconds(), sha256(token));
  return row;
}

const linkIdentity = (ctx: AppContext, grant: Grant, userId: number): void => {
  ctx.db
    .prepare('INSERT OR IGNORE INTO social_identities (provider, provider_user_id, user_id) VALUES (?, ?, ?)')
    .run(grant.provider, grant.provider_user_id, userId);
};

export function registerSocialRoutes(app: FastifyInstance, ctx: AppContext): void {
  const providerParams = s.object({ provider: s.provider }, ['provider']);
  const redirect = {
    redirect_uri: { type: 'string', minLength: 1, maxLength: 2048 },
    state: { type: 'string', maxLength: 512, default: '' },
  } as const;

  app.get<{
    Params: { provider: Provider };
    Querystring: { redirect_uri: string; state: string };
  }>(
    '/oauth/:provider/authorize',
    {
      schema: {
        params: providerParams,
        querystring: s.object(redirect, ['redirect_uri']),
      },
    },
    async (request, reply) => {
      checkRedirectUri(request.query.redirect_uri);
      return reply
        .type('text/html; charset=utf-8')
        .send(renderProviderPage(request.params.provider, request.query.redirect_uri, request.query.state));
    },
  );

  app.get<{
    Params: { provider: Provider };
    Querystring: {
      redirect_uri: string;
      state: string;
      email: string;
      name: string;
    };
  }>(
    '/oauth/:provider/approve',
    {
      schema: {
        params: providerParams,
        querystring: s.object({ ...redirect, email: s.email, name: s.fullName }, ['redirect_uri', 'email', 'name']),
      },
    },
    async (request, reply) => {
      const { provider } = request.params;
      const target = checkRedirectUri(request.query.redirect_uri);
      const email = request.query.email.toLowerCase();
      const code = issueGrant(
        ctx,
        'oauth_code',
        {
          provider,
          provider_user_id: `${provider}-${sha256(email).slice(0, 16)}`,
          email,
          full_name: request.query.name.trim(),
        },
        CODE_TTL,
      );
      target.searchParams.set('code', code);
      target.searchParams.set('provider', provider);
      if (request.query.state) target.searchParams.set('state', request.query.state);
      return reply.redirect(target.toString(), 302);
    },
  );

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
        const linked = ctx.db
          .prepare('SELECT user_id FROM social_identities WHERE provider = ? AND provider_user_id = ?')
          .get(grant.provider, grant.provider_user_id) as { user_id: number } | undefined;
        const userId = linked?.user_id ?? findUserByEmail(ctx.db, grant.email)?.id;
        if (userId !== undefined) {
          linkIdentity(ctx, grant, userId); // the provider vouches for the e-mail, so link it
          return { kind: 'session' as const, userId };
        }
        const createProfileToken = issueGrant(ctx, 'create_profile', grant, PROFILE_TOKEN_TTL);
        return {
          kind: 'new-user' as const,
          createProfileToken,
          email: grant.email,
          fullName: grant.full_name,
        };
      })();
      if (!outcome) throw badRequest('This sign-in code is invalid or has expired. Please try again.');
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
      if (outcome === 'invalid') throw badRequest('This profile link is invalid or has expired. Please sign in again.');
      if (outcome === 'taken') throw conflict('An account with this e-mail already exists. Try logging in instead.');
      reply.code(201);
      return createSession(ctx, outcome);
    },
  );
}
