/**
 * Client-side rules of the auth forms. They mirror the dev API's schemas (dev-api/src/lib/schemas.ts)
 * so a person learns about a problem before sending, in the same words the field shows.
 */
export type Rule = (value: string) => string | null;

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const NAME_MAX = 100;
export const EMAIL_MAX = 254;

export const passwordRuleText = `At least ${PASSWORD_MIN} characters.`;

// Deliberately loose (one @, a dot in the domain, no spaces): the server has the last word.
const emailShape = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const rules = {
  email: ((value) => {
    const email = value.trim();
    if (!email) return 'Enter your e-mail address.';
    if (email.length > EMAIL_MAX) return `An e-mail address has at most ${EMAIL_MAX} characters.`;
    return emailShape.test(email) ? null : 'Enter a valid e-mail address, like name@example.com.';
  }) satisfies Rule,
  currentPassword: ((value) => (value ? null : 'Enter your password.')) satisfies Rule,
  newPassword: ((value) => {
    if (!value) return 'Choose a password.';
    if (value.length < PASSWORD_MIN) return `Use at least ${PASSWORD_MIN} characters.`;
    return value.length > PASSWORD_MAX ? `Use at most ${PASSWORD_MAX} characters.` : null;
  }) satisfies Rule,
  fullName: ((value) => {
    const name = value.trim();
    if (!name) return 'Enter your full name.';
    return name.length > NAME_MAX ? `Use at most ${NAME_MAX} characters.` : null;
  }) satisfies Rule,
};

export const matches =
  (other: () => string, message = 'The passwords do not match.'): Rule =>
  (value) =>
    value ? (value === other() ? null : message) : 'Repeat the password.';
