import type { AppContext } from '../../context.ts';
import type { CurrentUser } from '../../lib/access-tokens.ts';
import { unauthorized } from '../../lib/errors.ts';
import { nowSeconds } from '../../lib/opaque-tokens.ts';
import { readRefreshToken, secretMatches, type PresentedToken } from './refresh-token-format.ts';
import { groupCommit } from '../../db/group-commit.ts';
import { stmt } from '../../db/statements.ts';
import { currentUserAt, positionBelow, type CurrentUserRow } from '../users/repository.ts';
import { insertRefreshToken, revokeSession, type SessionTokens } from './sessions.ts';

type Rotated = { sessionId: string; user: CurrentUser; refreshToken: string };
type Rotation = { error: string } | Rotated;

/**
 * Two tabs of one browser may present the same token within moments of each other (restored
 * tabs, a laptop waking up). For `refreshReuseGrace` seconds after a rotation, the token it
 * replaced returns the same new pair instead of counting as theft; after that a reuse still ends
 * the session. Rotations of the last seconds, by the id of the token they spent, in memory only.
 */
const recentRotations = new WeakMap<AppContext, Map<number, { at: number; rotated: Rotated }>>();

function recentFor(ctx: AppContext) {
  let recent = recentRotations.get(ctx);
  if (!recent) {
    recent = new Map();
    recentRotations.set(ctx, recent);
  }
  return recent;
}

interface TokenRow extends CurrentUserRow {
  token_id: number;
  token_hash: Buffer;
  session_id: string;
  expires_at: number;
  used_at: number | null;
  revoked_at: number | null;
  above: number;
}

/** One lookup for the token, its session and what the access token says about the user (rank included). */
const LOOKUP = `SELECT t.id AS token_id, t.token_hash, t.session_id, t.expires_at, t.used_at, s.revoked_at,
       u.id, u.full_name, u.rating_score, u.profile_photo_url, u.is_questionnaire_complete,
       u.is_skip_questionnaire_reminder,
       (SELECT COUNT(*) FROM users r WHERE r.rating_score > u.rating_score) AS above
  FROM refresh_tokens t JOIN sessions s ON s.id = t.session_id JOIN users u ON u.id = s.user_id`;

function findToken(ctx: AppContext, presented: PresentedToken): TokenRow | undefined {
  const row = (
    'legacyHash' in presented
      ? stmt(ctx.db, `${LOOKUP} WHERE t.token_hash = ? AND t.legacy = 1`).get(presented.legacyHash)
      : stmt(ctx.db, `${LOOKUP} WHERE t.id = ?`).get(presented.id)
  ) as TokenRow | undefined;
  // a wrong secret for a real row is a forgery, not a reuse: it must not end the owner's session
  return row && secretMatches(presented, row.token_hash) ? row : undefined;
}

/**
 * Spends the token and issues the next one of its family; call inside a transaction. Presenting a
 * spent token again means it leaked, so the whole family (the session) is revoked.
 */
function rotate(ctx: AppContext, presented: PresentedToken): Rotation {
  const row = findToken(ctx, presented);
  if (!row) return { error: 'The refresh token is not valid. Please log in again.' };
  if (row.revoked_at !== null) return { error: 'This session has ended. Please log in again.' };
  const now = nowSeconds();
  const recent = recentFor(ctx);
  if (row.used_at !== null) {
    const replay = recent.get(row.token_id);
    if (replay && now - replay.at < ctx.config.refreshReuseGrace) return replay.rotated;
    revokeSession(ctx, row.session_id, 'refresh token reuse');
    return {
      error: 'This refresh token was already used; the session has been ended for safety. Please log in again.',
    };
  }
  if (row.expires_at <= now) return { error: 'Your session has expired. Please log in again.' };
  stmt(ctx.db, 'UPDATE refresh_tokens SET used_at = ? WHERE id = ?').run(now, row.token_id);
  const rotated = {
    sessionId: row.session_id,
    user: currentUserAt(row, positionBelow(row.above, row.rating_score)),
    refreshToken: insertRefreshToken(ctx, row.session_id),
  };
  for (const [id, entry] of recent) if (now - entry.at >= ctx.config.refreshReuseGrace) recent.delete(id);
  recent.set(row.token_id, { at: now, rotated });
  return rotated;
}

/**
 * Rotations are group-committed (db/group-commit.ts): those that arrive in one event-loop turn share
 * one transaction, so the commit, which cost ~100 µs a request when each rotation committed alone,
 * is paid once per turn. Each rotation still spends its token and stores the next one before its
 * caller is answered; two requests with the same token in one turn are one rotation and one reuse.
 */
function createRotator(ctx: AppContext): (refreshToken: string) => Promise<Rotation> {
  const rotatePresented = groupCommit(ctx.db, (presented: PresentedToken) => rotate(ctx, presented));
  // the secret is hashed before the batch, outside the transaction
  return (refreshToken) => rotatePresented(readRefreshToken(refreshToken));
}

const rotators = new WeakMap<AppContext, (refreshToken: string) => Promise<Rotation>>();

/** POST /auth/refresh: spends the refresh token and issues a new pair of the same family. */
export async function refreshSession(ctx: AppContext, refreshToken: string): Promise<SessionTokens> {
  let rotator = rotators.get(ctx);
  if (!rotator) {
    rotator = createRotator(ctx);
    rotators.set(ctx, rotator);
  }
  const rotated = await rotator(refreshToken);
  if ('error' in rotated) throw unauthorized(rotated.error);
  return {
    accessToken: ctx.accessTokens.sign(rotated.user, rotated.sessionId),
    refreshToken: rotated.refreshToken,
  };
}
