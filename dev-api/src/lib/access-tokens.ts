import { errors, jwtVerify, SignJWT } from 'jose';
import { unauthorized } from './errors.ts';

/** The spec §3 "current user", decoded by the site from the access token. */
export interface CurrentUser {
  id: number;
  fullName: string;
  rating: { position: number | null; score: number };
  profilePhotoUrl: string | null;
  isQuestionnaireComplete: boolean;
  isSkipQuestionnaireReminder: boolean;
}

/** What an access token carries: the current user plus the id of its session (refresh family). */
export interface AccessClaims extends CurrentUser {
  sid: string;
}

const ISSUER = 'qa-dev-api';

export interface AccessTokenService {
  sign(user: CurrentUser, sessionId: string): Promise<string>;
  /** Throws a 401 HttpError on a missing, malformed, forged or expired token. */
  verify(token: string, options?: { allowExpired?: boolean }): Promise<AccessClaims>;
}

export function createAccessTokenService(secret: Uint8Array, ttlSeconds: number): AccessTokenService {
  return {
    async sign(user, sessionId) {
      const now = Math.floor(Date.now() / 1000);
      return new SignJWT({ ...user, sid: sessionId })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setIssuer(ISSUER)
        .setSubject(String(user.id))
        .setIssuedAt(now)
        .setExpirationTime(now + ttlSeconds)
        .sign(secret);
    },
    async verify(token, options = {}) {
      try {
        const { payload } = await jwtVerify(token, secret, {
          issuer: ISSUER,
          algorithms: ['HS256'],
          // logout must work with a token that has just run out
          ...(options.allowExpired ? { clockTolerance: 60 * 60 * 24 * 30 } : {}),
        });
        if (typeof payload['id'] !== 'number' || typeof payload['sid'] !== 'string') {
          throw unauthorized('The access token is not valid.');
        }
        return payload as unknown as AccessClaims;
      } catch (error) {
        if (error instanceof errors.JWTExpired) {
          throw unauthorized('Your session has expired. Please sign in again.');
        }
        if (error instanceof errors.JOSEError) throw unauthorized('The access token is not valid.');
        throw error;
      }
    },
  };
}
