/** The signed-in user, decoded from the access token (docs/behaviour.md "Current user"). */
export interface CurrentUser {
  id: number;
  fullName: string;
  rating: { position: number | null; score: number };
  profilePhotoUrl: string | null;
  isQuestionnaireComplete: boolean;
  isSkipQuestionnaireReminder: boolean;
}

/** GET /users/{id} → `{ users: User }` (docs/behaviour.md "User"). */
export interface User {
  id: number;
  country: string | null;
  email: string;
  isQuestionnaireComplete: boolean;
}

/** docs/behaviour.md "Session tokens". The refresh token is also kept in local storage. */
export interface SessionTokens {
  accessToken: string;
  refreshToken: string;
}
