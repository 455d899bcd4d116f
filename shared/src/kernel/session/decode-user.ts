import { jwtDecode } from 'jwt-decode';
import type { CurrentUser } from '@qa/shared/kernel/entities/user';

type Claims = Partial<Record<keyof CurrentUser | 'exp', unknown>>;

const numberOr = <T>(value: unknown, fallback: T): number | T =>
  typeof value === 'number' && Number.isFinite(value) ? value : fallback;

/**
 * The current user of docs/behaviour.md, decoded from an access token. A malformed, incomplete or
 * expired token gives null (the site stays signed out) and never throws.
 */
export function decodeUser(token: unknown, nowMs = Date.now()): CurrentUser | null {
  if (typeof token !== 'string' || token === '') return null;
  let claims: Claims;
  try {
    claims = jwtDecode<Claims>(token);
  } catch {
    return null;
  }
  if (!claims || typeof claims !== 'object') return null;
  if (typeof claims.exp === 'number' && claims.exp * 1000 <= nowMs) return null;
  if (typeof claims.id !== 'number' || typeof claims.fullName !== 'string') return null;
  const rating = (claims.rating ?? {}) as Record<string, unknown>;
  return {
    id: claims.id,
    fullName: claims.fullName,
    rating: { position: numberOr(rating.position, null), score: numberOr(rating.score, 0) },
    profilePhotoUrl: typeof claims.profilePhotoUrl === 'string' ? claims.profilePhotoUrl : null,
    isQuestionnaireComplete: claims.isQuestionnaireComplete === true,
    isSkipQuestionnaireReminder: claims.isSkipQuestionnaireReminder === true,
  };
}
