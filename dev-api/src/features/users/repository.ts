import { stmt } from '../../db/statements.ts';
import type { Db } from '../../db/connection.ts';
import type { CurrentUser } from '../../lib/access-tokens.ts';

export interface UserRow {
  id: number;
  email: string;
  password_hash: string | null;
  full_name: string;
  country: string | null;
  profile_photo_url: string | null;
  is_questionnaire_complete: number;
  is_skip_questionnaire_reminder: number;
  rating_score: number;
  created_at: string;
}

export function findUserById(db: Db, id: number): UserRow | undefined {
  return stmt(db, 'SELECT * FROM users WHERE id = ?').get(id) as UserRow | undefined;
}

/** Only what GET /users/{id} shows, not the whole row (password hash included): the site calls it on every load. */
export function findPublicUser(db: Db, id: number): PublicUser | undefined {
  const row = stmt(db, 'SELECT id, country, email, is_questionnaire_complete FROM users WHERE id = ?').get(id) as
    Pick<UserRow, 'id' | 'country' | 'email' | 'is_questionnaire_complete'> | undefined;
  return row && toPublicUser(row);
}

export function findUserByEmail(db: Db, email: string): UserRow | undefined {
  return stmt(db, 'SELECT * FROM users WHERE email = ?').get(email) as UserRow | undefined;
}

/** Rank on the rating board; users without points have no position yet (the site shows a dash). */
export function ratingPosition(db: Db, score: number): number | null {
  if (score <= 0) return null;
  const row = stmt(db, 'SELECT COUNT(*) AS above FROM users WHERE rating_score > ?').get(score) as {
    above: number;
  };
  return positionBelow(row.above, score);
}

/** The rank of a score that `above` users beat, for queries that count them themselves. */
export const positionBelow = (above: number, score: number): number | null => (score > 0 ? above + 1 : null);

export function toCurrentUser(db: Db, user: UserRow): CurrentUser {
  return currentUserAt(user, ratingPosition(db, user.rating_score));
}

/** The columns the access token needs; a query that already counted the users above passes the rank. */
export type CurrentUserRow = Pick<
  UserRow,
  | 'id'
  | 'full_name'
  | 'rating_score'
  | 'profile_photo_url'
  | 'is_questionnaire_complete'
  | 'is_skip_questionnaire_reminder'
>;

export function currentUserAt(user: CurrentUserRow, position: number | null): CurrentUser {
  return {
    id: user.id,
    fullName: user.full_name,
    rating: { position, score: user.rating_score },
    profilePhotoUrl: user.profile_photo_url,
    isQuestionnaireComplete: user.is_questionnaire_complete === 1,
    isSkipQuestionnaireReminder: user.is_skip_questionnaire_reminder === 1,
  };
}

/** The docs/behaviour.md "User" (GET /users/{id} → users). */
export interface PublicUser {
  id: number;
  country: string | null;
  email: string;
  isQuestionnaireComplete: boolean;
}

export function toPublicUser(
  user: Pick<UserRow, 'id' | 'country' | 'email' | 'is_questionnaire_complete'>,
): PublicUser {
  return {
    id: user.id,
    country: user.country,
    email: user.email,
    isQuestionnaireComplete: user.is_questionnaire_complete === 1,
  };
}

export interface NewUser {
  email: string;
  fullName: string;
  passwordHash: string | null;
  country: string | null;
  profilePhotoUrl?: string | null;
}

/** Creates the user and their free subscription; call inside a transaction. */
export function insertUser(db: Db, user: NewUser): number {
  const result = stmt(
    db,
    'INSERT INTO users (email, password_hash, full_name, country, profile_photo_url) VALUES (?, ?, ?, ?, ?)',
  ).run(user.email, user.passwordHash, user.fullName, user.country, user.profilePhotoUrl ?? null);
  const userId = Number(result.lastInsertRowid);
  stmt(
    db,
    `INSERT INTO subscriptions (user_id, plan_id, status, started_at)
     SELECT ?, id, 'active', strftime('%Y-%m-%dT%H:%M:%SZ', 'now') FROM plans WHERE is_free = 1 ORDER BY id LIMIT 1`,
  ).run(userId);
  return userId;
}
