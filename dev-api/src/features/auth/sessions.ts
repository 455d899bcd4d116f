import { stmt } from '../../db/statements.ts';
import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../context.ts';
import { unauthorized } from '../../lib/errors.ts';
import { nowSeconds } from '../../lib/opaque-tokens.ts';
import { newRefreshSecret } from './refresh-token-format.ts';
import { findUserById, toCurrentUser } from '../users/repository.ts';

export interface SessionTokens {
  accessToken: string;
  refreshToken: string;
}

/** Stores the hash of a new refresh token of the session's family (call inside a transaction); returns the token. */
export function insertRefreshToken(ctx: AppContext, sessionId: string): string {
  const { secretHash, tokenFor } = newRefreshSecret();
  const { lastInsertRowid } = stmt(
    ctx.db,
    'INSERT INTO refresh_tokens (token_hash, session_id, expires_at) VALUES (?, ?, ?)',
  ).run(secretHash, sessionId, nowSeconds() + ctx.config.refreshTokenTtl);
  return tokenFor(Number(lastInsertRowid));
}

export async function signAccessToken(ctx: AppContext, userId: number, sessionId: string): Promise<string> {
  const user = findUserById(ctx.db, userId);
  if (!user) throw unauthorized('This account no longer exists.');
  return ctx.accessTokens.sign(toCurrentUser(ctx.db, user), sessionId);
}

/** Starts a new session (a refresh-token family) for the user. */
export async function createSession(ctx: AppContext, userId: number): Promise<SessionTokens> {
  const sessionId = randomUUID();
  const refreshToken = ctx.db.transaction(() => {
    stmt(ctx.db, 'INSERT INTO sessions (id, user_id, created_at) VALUES (?, ?, ?)').run(
      sessionId,
      userId,
      nowSeconds(),
    );
    return insertRefreshToken(ctx, sessionId);
  })();
  return {
    accessToken: await signAccessToken(ctx, userId, sessionId),
    refreshToken,
  };
}

export function revokeSession(ctx: AppContext, sessionId: string, reason: string): void {
  stmt(ctx.db, 'UPDATE sessions SET revoked_at = ?, revoke_reason = ? WHERE id = ? AND revoked_at IS NULL').run(
    nowSeconds(),
    reason,
    sessionId,
  );
}

export function revokeAllSessions(ctx: AppContext, userId: number, reason: string, exceptSessionId = ''): void {
  stmt(
    ctx.db,
    'UPDATE sessions SET revoked_at = ?, revoke_reason = ? WHERE user_id = ? AND id != ? AND revoked_at IS NULL',
  ).run(nowSeconds(), reason, userId, exceptSessionId);
}

export function isSessionActive(ctx: AppContext, sessionId: string): boolean {
  const row = stmt(ctx.db, 'SELECT revoked_at FROM sessions WHERE id = ?').get(sessionId) as
    { revoked_at: number | null } | undefined;
  return row !== undefined && row.revoked_at === null;
}
