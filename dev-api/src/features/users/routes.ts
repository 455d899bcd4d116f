import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { authOf, makeAuthenticate } from '../../lib/authenticate.ts';
import { badRequest, forbidden, notFound, unauthorized } from '../../lib/errors.ts';
import * as s from '../../lib/schemas.ts';
import { signAccessToken } from '../auth/sessions.ts';
import { checkPhotoUrl } from './photo-url.ts';
import { findPublicUser, findUserById, toPublicUser, type UserRow } from './repository.ts';

const publicUserSchema = s.object(
  {
    id: { type: 'integer' },
    country: { type: ['string', 'null'] },
    email: { type: 'string' },
    isQuestionnaireComplete: { type: 'boolean' },
  },
  ['id', 'country', 'email', 'isQuestionnaireComplete'],
);

interface ProfileBody {
  fullName?: string;
  country?: string | null;
  profilePhotoUrl?: string | null;
}

export function profileOf(user: UserRow): Record<string, unknown> {
  return {
    ...toPublicUser(user),
    fullName: user.full_name,
    profilePhotoUrl: user.profile_photo_url,
    isSkipQuestionnaireReminder: user.is_skip_questionnaire_reminder === 1,
    hasPassword: user.password_hash !== null,
    createdAt: user.created_at,
  };
}

export function registerUserRoutes(app: FastifyInstance, ctx: AppContext): void {
  const authenticate = makeAuthenticate(ctx);
  const self = (id: number): UserRow => {
    const user = findUserById(ctx.db, id);
    if (!user) throw unauthorized('This account no longer exists.');
    return user;
  };

  app.get<{ Params: { id: number } }>(
    '/users/:id',
    {
      preHandler: authenticate,
      schema: {
        params: s.idParams,
        response: { 200: s.object({ users: publicUserSchema }, ['users']) },
      },
    },
    async (request) => {
      const user = findPublicUser(ctx.db, request.params.id);
      if (!user) throw notFound(`There is no user with id ${request.params.id}.`);
      if (user.id !== authOf(request).id) throw forbidden('You can only read your own account.');
      return { users: user };
    },
  );

  app.get('/users/me', { preHandler: authenticate, schema: s.noQuery }, async (request) => ({
    users: profileOf(self(authOf(request).id)),
  }));

  app.patch<{ Body: ProfileBody }>(
    '/users/me',
    {
      preHandler: authenticate,
      schema: {
        body: {
          ...s.object({
            fullName: s.fullName,
            country: { anyOf: [s.countryCode, { type: 'null' }] },
            // which addresses are allowed: see checkPhotoUrl
            profilePhotoUrl: { anyOf: [{ type: 'string', minLength: 1, maxLength: 2048 }, { type: 'null' }] },
          }),
          minProperties: 1,
        },
      },
    },
    async (request) => {
      const claims = authOf(request);
      const user = self(claims.id);
      const body = request.body;
      if (Object.keys(body).length === 0) throw badRequest('Nothing to update.');
      const photoUrl =
        typeof body.profilePhotoUrl === 'string'
          ? checkPhotoUrl(body.profilePhotoUrl, ctx.config.publicUrl)
          : body.profilePhotoUrl;
      ctx.db
        .prepare('UPDATE users SET full_name = ?, country = ?, profile_photo_url = ? WHERE id = ?')
        .run(
          body.fullName?.trim() ?? user.full_name,
          body.country === undefined ? user.country : (body.country?.toUpperCase() ?? null),
          photoUrl === undefined ? user.profile_photo_url : photoUrl,
          user.id,
        );
      // a new access token so the header shows the new name and photo without a refresh
      return {
        users: profileOf(self(user.id)),
        accessToken: await signAccessToken(ctx, user.id, claims.sid),
      };
    },
  );

  app.put('/users/questionnaireSkip', { preHandler: authenticate, schema: s.noQuery }, async (request) => {
    const claims = authOf(request);
    ctx.db.prepare('UPDATE users SET is_skip_questionnaire_reminder = 1 WHERE id = ?').run(claims.id);
    return {
      users: toPublicUser(self(claims.id)),
      isSkipQuestionnaireReminder: true,
      accessToken: await signAccessToken(ctx, claims.id, claims.sid),
    };
  });
}
