import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { makeAuthenticate, authOf } from '../../lib/authenticate.ts';
import { badRequest, unauthorized } from '../../lib/errors.ts';
import { newOpaqueToken, nowSeconds, sha256 } from '../../lib/opaque-tokens.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import * as s from '../../lib/schemas.ts';
import { sendMail } from '../dev/outbox.ts';
import { findUserByEmail, findUserById } from '../users/repository.ts';
import { createSession, revokeAllSessions } from './sessions.ts';

const RESET_TOKEN_TTL = 60 * 60;
const INVALID_LINK = 'This password link is invalid or has expired. Please ask for a new one.';
const SENT_MESSAGE = 'If an account exists for this e-mail, we have sent it a link to set a new password.';

/** Issues a fresh single-use reset token (spending older ones) and mails the link. */
function mailResetLink(ctx: AppContext, email: string, subject: string): void {
  const user = findUserByEmail(ctx.db, email);
  if (!user) return; // same answer either way: do not reveal which e-mails have accounts
  const token = newOpaqueToken();
  // The site's public address (PUBLIC_SITE_URL), never the machine's name: links must open the site.
  const link = `${ctx.config.appUrl.replace(/\/+$/, '')}/reset-password?token=${token}`;
  ctx.db.transaction(() => {
    ctx.db
      .prepare('UPDATE password_tokens SET used_at = ? WHERE user_id = ? AND used_at IS NULL')
      .run(nowSeconds(), user.id);
    ctx.db
      .prepare('INSERT INTO password_tokens (token_hash, user_id, created_at, expires_at) VALUES (?, ?, ?, ?)')
      .run(sha256(token), user.id, nowSeconds(), nowSeconds() + RESET_TOKEN_TTL);
    sendMail(ctx.db, {
      to: user.email,
      subject,
      body: `Hi ${user.full_name},\n\nUse this link within 1 hour to set a new password:\n${link}\n\nIf you did not ask for it, ignore this e-mail.`,
      link,
    });
  })();
}

export function registerPasswordRoutes(app: FastifyInstance, ctx: AppContext): void {
  const authenticate = makeAuthenticate(ctx);
  const emailBody = { body: s.object({ email: s.email }, ['email']) };
  // Forgot and resend mail the same link: one count, so alternating them does not double the mail.
  const mailLimits = ctx.limits('password-mail', { perEmail: 'any-ip' });
  // Wrong current passwords per user: a stolen session must not become unlimited password guessing.
  const changeAttempts = ctx.limits.failures('password-change');

  app.post<{ Body: { email: string } }>(
    '/auth/forgot-password',
    { ...mailLimits, schema: emailBody },
    async (request) => {
      mailResetLink(ctx, request.body.email, 'Reset your QA Career password');
      return { message: SENT_MESSAGE };
    },
  );

  app.post<{ Body: { email: string } }>(
    '/auth/resend-password',
    { ...mailLimits, schema: emailBody },
    async (request) => {
      mailResetLink(ctx, request.body.email, 'Your new password link');
      return { message: SENT_MESSAGE };
    },
  );

  app.post<{ Body: { token: string; password: string } }>(
    '/auth/reset-password',
    {
      ...ctx.limits('reset-password'),
      schema: {
        body: s.object({ token: s.token, password: s.password }, ['token', 'password']),
        response: s.sessionResponse,
      },
    },
    async (request) => {
      const tokenHash = sha256(request.body.token);
      const usable = () => {
        const row = ctx.db
          .prepare('SELECT user_id, expires_at, used_at FROM password_tokens WHERE token_hash = ?')
          .get(tokenHash) as { user_id: number; expires_at: number; used_at: number | null } | undefined;
        return row && row.used_at === null && row.expires_at > nowSeconds() ? row : null;
      };
      // A spent or unknown link costs no password hashing: nobody can make the server hash for free.
      if (!usable()) throw badRequest(INVALID_LINK);
      const passwordHash = await hashPassword(request.body.password, ctx.config.passwordCost);
      const userId = ctx.db.transaction(() => {
        // again inside the transaction: two resets with one link may race through the hashing
        const row = usable();
        if (!row) return null;
        ctx.db
          .prepare('UPDATE password_tokens SET used_at = ? WHERE token_hash = ?')
          .run(nowSeconds(), sha256(request.body.token));
        ctx.db.prepare('UPDATE users SET password_hash = ? WHERE id = ?').run(passwordHash, row.user_id);
        revokeAllSessions(ctx, row.user_id, 'password reset');
        return row.user_id;
      })();
      if (userId === null) throw badRequest(INVALID_LINK);
      return createSession(ctx, userId);
    },
  );

  // Lets the reset page say on arrival that a link is spent, expired or malformed, before anyone
  // types a new password twice. Same answer for a malformed and an unknown token.
  app.post<{ Body: { token: string } }>(
    '/auth/reset-password/check',
    { schema: { body: s.object({ token: { type: 'string', maxLength: 512 } }, ['token']) } },
    async (request) => {
      const row = ctx.db
        .prepare('SELECT expires_at, used_at FROM password_tokens WHERE token_hash = ?')
        .get(sha256(request.body.token)) as { expires_at: number; used_at: number | null } | undefined;
      if (!row || row.used_at !== null || row.expires_at <= nowSeconds()) throw badRequest(INVALID_LINK);
      return { message: 'This link can be used to choose a new password.', expiresAt: row.expires_at };
    },
  );

  app.put<{ Body: { currentPassword: string; newPassword: string } }>(
    '/auth/password',
    {
      preHandler: authenticate,
      schema: {
        body: s.object(
          {
            currentPassword: { type: 'string', minLength: 1, maxLength: 128 },
            newPassword: s.password,
          },
          ['currentPassword', 'newPassword'],
        ),
      },
    },
    async (request, reply) => {
      const claims = authOf(request);
      const user = findUserById(ctx.db, claims.id);
      if (!user) throw unauthorized('This account no longer exists.');
      const takeBack = changeAttempts.attempt(String(user.id), reply);
      if (!(await verifyPassword(request.body.currentPassword, user.password_hash, ctx.config.passwordCost))) {
        throw badRequest('The current password is not correct.');
      }
      takeBack();
      const passwordHash = await hashPassword(request.body.newPassword, ctx.config.passwordCost);
      ctx.db.transaction(() => {
        ctx.db.prepare('UPDATE users SET password_hash = ? WHERE id = ?').run(passwordHash, user.id);
        revokeAllSessions(ctx, user.id, 'password changed', claims.sid);
      })();
      return {
        message: 'Your password has been changed. Other devices have been signed out.',
      };
    },
  );
}
