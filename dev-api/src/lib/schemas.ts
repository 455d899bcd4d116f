/** Reusable JSON-schema pieces, so every route validates the same way. */
export const email = {
  type: 'string',
  format: 'email',
  maxLength: 254,
} as const;
export const password = {
  type: 'string',
  minLength: 8,
  maxLength: 128,
} as const;
/** A person's name: see lib/display-names.ts for `displayName`. */
export const fullName = {
  type: 'string',
  minLength: 1,
  maxLength: 100,
  displayName: true,
} as const;
export const countryCode = {
  type: 'string',
  pattern: '^[A-Za-z]{2}$',
} as const;
export const token = {
  type: 'string',
  minLength: 10,
  maxLength: 2048,
} as const;
export const idParam = {
  type: 'integer',
  minimum: 1,
  maximum: 2147483647,
} as const;
export const slug = {
  type: 'string',
  pattern: '^[a-z0-9]+(?:-[a-z0-9]+)*$',
  maxLength: 120,
} as const;
export const provider = {
  type: 'string',
  enum: ['google', 'facebook'],
} as const;

export function object<P extends Record<string, unknown>>(
  properties: P,
  required: readonly (keyof P & string)[] = [],
): {
  type: 'object';
  additionalProperties: false;
  properties: P;
  required: (keyof P & string)[];
} {
  return {
    type: 'object',
    additionalProperties: false,
    properties,
    required: [...required],
  };
}

export const idParams = object({ id: idParam }, ['id']);
export const slugParams = object({ slug }, ['slug']);

export const sessionResponse = {
  200: object({ accessToken: { type: 'string' }, refreshToken: { type: 'string' } }, ['accessToken', 'refreshToken']),
} as const;

export const paging = {
  page: { type: 'integer', minimum: 1, default: 1 },
  limit: { type: 'integer', minimum: 1, maximum: 100, default: 20 },
} as const;

/** For routes that take no input: any query parameter is a mistake worth a 400. */
export const noQuery = { querystring: object({}) } as const;
