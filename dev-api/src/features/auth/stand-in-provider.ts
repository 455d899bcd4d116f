/**
 * The stand-in Google / Facebook sign-in page, development mode only, for callers on this machine.
 * Like a real provider it hands the site a code for one of *its* accounts, whose identity
 * (`provider_user_id`) is what the site links and matches; an e-mail alone signs into nothing.
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { badRequest } from '../../lib/errors.ts';
import { refuseRemoteCallers } from '../../lib/http-safety.ts';
import { sha256 } from '../../lib/opaque-tokens.ts';
import * as s from '../../lib/schemas.ts';
import { issueGrant, type Grant, type Provider } from './identity-grants.ts';
import { renderProviderPage, standInAccounts } from './social-page.ts';

const CODE_TTL = 5 * 60;

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

interface ApproveQuery {
  redirect_uri: string;
  state: string;
  account?: string;
  email?: string;
  name?: string;
}

/**
 * The provider account behind an approval: a listed one by its id, or the one a typed e-mail
 * stands for (the same e-mail at the same provider is the same account, as it was before).
 */
function providerAccount(provider: Provider, query: ApproveQuery): Grant {
  const listed = standInAccounts.find((account) => account.id === query.account);
  if (listed) {
    return { provider, provider_user_id: `stand-in-${listed.id}`, email: listed.email, full_name: listed.fullName };
  }
  if (!query.email || !query.name) throw badRequest('Choose an account, or give an e-mail and a full name.');
  const email = query.email.toLowerCase();
  return {
    provider,
    provider_user_id: `${provider}-${sha256(email).slice(0, 16)}`,
    email,
    full_name: query.name.trim(),
  };
}

export function registerStandInProvider(app: FastifyInstance, ctx: AppContext): void {
  const providerParams = s.object({ provider: s.provider }, ['provider']);
  const redirect = {
    redirect_uri: { type: 'string', minLength: 1, maxLength: 2048 },
    state: { type: 'string', maxLength: 512, default: '' },
  } as const;

  app.get<{ Params: { provider: Provider }; Querystring: { redirect_uri: string; state: string } }>(
    '/oauth/:provider/authorize',
    {
      onRequest: refuseRemoteCallers,
      schema: { params: providerParams, querystring: s.object(redirect, ['redirect_uri']) },
    },
    async (request, reply) => {
      const target = checkRedirectUri(request.query.redirect_uri);
      // The approval redirects to the site: a form may lead there and nowhere else.
      return reply
        .type('text/html; charset=utf-8')
        .header(
          'Content-Security-Policy',
          `default-src 'none'; style-src 'unsafe-inline'; form-action 'self' ${target.origin}; frame-ancestors 'none'; base-uri 'none'`,
        )
        .send(renderProviderPage(request.params.provider, request.query.redirect_uri, request.query.state));
    },
  );

  app.get<{ Params: { provider: Provider }; Querystring: ApproveQuery }>(
    '/oauth/:provider/approve',
    {
      onRequest: refuseRemoteCallers,
      schema: {
        params: providerParams,
        querystring: s.object(
          {
            ...redirect,
            account: { type: 'string', enum: standInAccounts.map((a) => a.id) },
            email: s.email,
            name: s.fullName,
          },
          ['redirect_uri'],
        ),
      },
    },
    async (request, reply) => {
      const target = checkRedirectUri(request.query.redirect_uri);
      const code = issueGrant(ctx, 'oauth_code', providerAccount(request.params.provider, request.query), CODE_TTL);
      target.searchParams.set('code', code);
      target.searchParams.set('provider', request.params.provider);
      if (request.query.state) target.searchParams.set('state', request.query.state);
      return reply.redirect(target.toString(), 302);
    },
  );
}
