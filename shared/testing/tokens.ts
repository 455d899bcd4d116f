import type { CurrentUser } from '@qa/shared/kernel/entities/user';

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

export const demoUser: CurrentUser = {
  id: 7,
  fullName: 'Demo Learner',
  rating: { position: 3, score: 120 },
  profilePhotoUrl: null,
  isQuestionnaireComplete: false,
  isSkipQuestionnaireReminder: false,
};

/** An unsigned JWT with the current user's claims (the site only decodes, never verifies). */
export function makeAccessToken(claims: Partial<CurrentUser> & { exp?: number } = {}): string {
  const exp = Math.floor(Date.now() / 1000) + 900;
  return `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64({ ...demoUser, exp, ...claims })}.signature`;
}

/** A Storage in memory, for node test environments (no localStorage there). */
export function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (key) => map.get(key) ?? null,
    key: (index) => [...map.keys()][index] ?? null,
    removeItem: (key) => void map.delete(key),
    setItem: (key, value) => void map.set(key, String(value)),
  };
}
