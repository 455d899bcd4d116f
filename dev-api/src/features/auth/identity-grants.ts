import type { AppContext } from '../../context.ts';
import { newOpaqueToken, nowSeconds, sha256 } from '../../lib/opaque-tokens.ts';

export type Provider = 'google' | 'facebook';

/** What a provider vouches for: its own id of the person (`provider_user_id`), their e-mail and name. */
export interface Grant {
  provider: Provider;
  provider_user_id: string;
  email: string;
  full_name: string;
}

/** A single-use token standing for a grant: an OAuth code, or a new user's create-profile token. */
export function issueGrant(ctx: AppContext, kind: 'oauth_code' | 'create_profile', grant: Grant, ttl: number): string {
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
export function spendGrant(ctx: AppContext, kind: string, token: string): Grant | null {
  const row = ctx.db
    .prepare('SELECT * FROM identity_grants WHERE token_hash = ? AND kind = ?')
    .get(sha256(token), kind) as (Grant & { expires_at: number; used_at: number | null }) | undefined;
  if (!row || row.used_at !== null || row.expires_at <= nowSeconds()) return null;
  ctx.db.prepare('UPDATE identity_grants SET used_at = ? WHERE token_hash = ?').run(nowSeconds(), sha256(token));
  return row;
}

/** The account this provider identity signs into, if it was ever linked. */
export function linkedUserId(ctx: AppContext, grant: Grant): number | undefined {
  const row = ctx.db
    .prepare('SELECT user_id FROM social_identities WHERE provider = ? AND provider_user_id = ?')
    .get(grant.provider, grant.provider_user_id) as { user_id: number } | undefined;
  return row?.user_id;
}

export function linkIdentity(ctx: AppContext, grant: Grant, userId: number): void {
  ctx.db
    .prepare('INSERT OR IGNORE INTO social_identities (provider, provider_user_id, user_id) VALUES (?, ?, ?)')
    .run(grant.provider, grant.provider_user_id, userId);
}
