import type { Db } from './db/connection.ts';
import type { AccessTokenService } from './lib/access-tokens.ts';
import type { LimitsFor } from './lib/rate-limits.ts';
import type { ScryptCost } from './lib/passwords.ts';
import type { IntakeLimits } from './features/signals/intake-limits.ts';
import type { SignalStoreLimits } from './features/signals/store.ts';

export interface AppConfig {
  /** Access token life in seconds (env ACCESS_TOKEN_TTL, default 900). */
  accessTokenTtl: number;
  /** Refresh token life in seconds (env REFRESH_TOKEN_TTL, default 30 days). */
  refreshTokenTtl: number;
  /**
   * For this many seconds after a rotation, the replaced refresh token returns the same new pair
   * instead of counting as reuse (two tabs refreshing at once; env REFRESH_REUSE_GRACE, default 10).
   */
  refreshReuseGrace: number;
  /** Where links in e-mails point (env APP_URL, default http://localhost:3000). */
  appUrl: string;
  /** Country the geolocation stand-in answers with (env GEO_COUNTRY_CODE, default US). */
  geoCountryCode: string;
  /** The API's own origin as the browser reaches it: media URLs are built on it (env PUBLIC_URL). */
  publicUrl: string;
  /** Folder of uploaded profile photos (env UPLOADS_DIR; default `uploads` beside the database). */
  uploadsDir: string;
  /** Folder of the lecture videos and captions served at /media/lectures/ (default media/lectures). */
  lectureMediaDir: string;
  /** Fault-injection admin routes are registered only when true (env DEV_API_FAULTS=1). */
  faults: boolean;
  /**
   * `development` (default) serves the mail outbox and the stand-in sign-in provider, to callers on
   * this machine only; `production` (NODE_ENV=production) leaves them out.
   */
  mode: 'development' | 'production';
  /** POST /v1/logs caps per minute, and how many signal rows are kept for how long (features/signals). */
  signals: { intake: IntakeLimits; store: SignalStoreLimits };
  /**
   * scrypt cost of new password hashes, the seed's included (default OWASP's minimum; the unit tests
   * pass a cheap one, as a login there would otherwise spend ~0.3 s of CPU).
   */
  passwordCost: ScryptCost;
}

/** Everything a feature needs, passed explicitly to each feature's routes. */
export interface AppContext {
  db: Db;
  config: AppConfig;
  accessTokens: AccessTokenService;
  /** Hooks that limit attempts per IP and per e-mail on the auth routes (lib/rate-limits.ts). */
  limits: LimitsFor;
}
