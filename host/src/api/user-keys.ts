/**
 * The query keys of GET /users/{id}, apart from its request: the account menu reads the cached
 * user (its e-mail) without bringing the API client into its chunk.
 */
export const userKeys = {
  all: ['users'] as const,
  byId: (id: number | null | undefined) => ['users', id ?? null] as const,
};
