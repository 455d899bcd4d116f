import type { Transaction } from 'better-sqlite3';
import { stmt } from '../../db/statements.ts';
import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../context.ts';
import { unauthorized } from '../../lib/errors.ts';
import { newOpaqueToken, nowSeconds, sha256 } from '../../lib/opaque-tokens.ts';
import { findUserById, toCurrentUser, type UserRow } from '../users/repository.ts';

export interface SessionTokens {
  accessToken: string;
  refreshToken: string;
}

interface RefreshRow {
  session_id: string;
  expires_at: number;
  used_at: number | null;
  revoked_at: number | null;
}

type Rotation = { error: string } | { sessionId: string; user: UserRow; token: string };

/** One lookup for the token, its session and the session's user (the access token's claims). */
const REFRESH_LOOKUP = `SELECT t.session_id, t.expires_at, t.used_at, s.revoked_at, u.*
   FROM refresh_tokens t JOIN sessions s ON s.id = t.session_id JOIN users u ON u.id = s.user_id
  WHERE t.token_hash = ?`;

/** The rotation transaction, built once per connection instead of once per request. */
const rotations = new WeakMap<AppContext, Transaction<(tokenHash: string) => Rotation>>();

function insertRefreshToken(ctx: AppContext, sessionId: string): string {
  const token = newOpaqueToken();
  stmt(ctx.db, 'INSERT INTO refresh_tokens (token_hash, session_id, expires_at) VALUES (?, ?, ?)').run(
    sha256(token),
    sessionId,
    nowSeconds() + ctx.config.refreshTokenTtl,
  );
  return token;
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

/**
 * Rotates a refresh token: the presented one is spent and a new one of the same family is issued.
 * Presenting a spent token again means it leaked, so the whole family is revoked.
 */
export async function refreshSession(ctx: AppContext, refreshToken: string): Promise<SessionTokens> {
  let rotate = rotations.get(ctx);
  if (!rotate) {
    rotate = ctx.db.transaction((tokenHash: string) => rotateInTransaction(ctx, tokenHash));
    rotations.set(ctx, rotate);
  }
  // IMMEDIATE: take the write lock up front (waiting through busy_timeout if the checkpointer holds
  // it) rather than read first and fail with SQLITE_BUSY when upgrading to a write
  const rotated = rotate.immediate(sha256(refreshToken));
  if ('error' in rotated) throw unauthorized(rotated.error);
  return {
    accessToken: ctx.accessTokens.sign(toCurrentUser(ctx.db, rotated.user), rotated.sessionId),
    refreshToken: rotated.token,
  };
}

function rotateInTransaction(ctx: AppContext, tokenHash: string): Rotation {
  const { db } = ctx;
  const row = stmt(db, REFRESH_LOOKUP).get(tokenHash) as (RefreshRow & UserRow) | undefined;
  if (!row) return { error: 'The refresh token is not valid. Please sign in again.' };
  if (row.revoked_at !== null) return { error: 'This session has ended. Please sign in again.' };
  if (row.used_at !== null) {
    revokeSession(ctx, row.session_id, 'refresh token reuse');
    return {
      error: 'This refresh token was already used; the session has been ended for safety. Please sign in again.',
    };
  }
  const now = nowSeconds();
  if (row.expires_at <= now) return { error: 'Your session has expired. Please sign in again.' };
  stmt(db, 'UPDATE refresh_tokens SET used_at = ? WHERE token_hash = ?').run(now, tokenHash);
  return { sessionId: row.session_id, user: row, token: insertRefreshToken(ctx, row.session_id) };
}
