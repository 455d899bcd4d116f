import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { authOf, makeAuthenticate } from '../../lib/authenticate.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import * as s from '../../lib/schemas.ts';

interface PlanRow {
  id: number;
  slug: string;
  name: string;
  period: string;
  price: number;
  is_free: number;
  description: string;
  features: string;
}
interface SubscriptionRow {
  id: number;
  plan_id: number;
  status: string;
  amount_paid: number;
  started_at: string;
  expires_at: string | null;
}

const MONTHS: Record<string, number> = { month: 1, 'six-months': 6, year: 12 };

const toPlan = (plan: PlanRow): Record<string, unknown> => ({
  id: plan.id,
  isFree: plan.is_free === 1,
  name: plan.name,
  period: plan.period,
  price: plan.price,
  slug: plan.slug,
  description: plan.description,
  features: JSON.parse(plan.features) as string[],
});

function findPlan(ctx: AppContext, id: number): PlanRow | undefined {
  return ctx.db.prepare('SELECT * FROM plans WHERE id = ?').get(id) as PlanRow | undefined;
}

function currentSubscription(ctx: AppContext, userId: number): Record<string, unknown> | null {
  const sub = ctx.db
    .prepare("SELECT * FROM subscriptions WHERE user_id = ? AND status = 'active' ORDER BY id DESC LIMIT 1")
    .get(userId) as SubscriptionRow | undefined;
  const plan = sub && findPlan(ctx, sub.plan_id);
  if (!sub || !plan) return null;
  return {
    id: sub.id,
    status: sub.status,
    startedAt: sub.started_at,
    expiresAt: sub.expires_at,
    amountPaid: sub.amount_paid,
    plan: toPlan(plan),
  };
}

export function registerSubscriptionRoutes(app: FastifyInstance, ctx: AppContext): void {
  const authenticate = makeAuthenticate(ctx);

  app.get('/plans', { schema: s.noQuery }, async () => ({
    data: (ctx.db.prepare('SELECT * FROM plans ORDER BY price, id').all() as PlanRow[]).map(toPlan),
  }));

  app.get<{ Params: { id: number } }>('/plans/:id', { schema: { params: s.idParams } }, async (request) => {
    const plan = findPlan(ctx, request.params.id);
    if (!plan) throw notFound(`There is no plan with id ${request.params.id}.`);
    return toPlan(plan);
  });

  app.get('/subscriptions', { preHandler: authenticate, schema: s.noQuery }, async (request) => {
    const subscription = currentSubscription(ctx, authOf(request).id);
    if (!subscription) throw notFound('You have no active subscription.');
    return subscription;
  });

  /** Checkout stand-in: no payment is taken; the new plan replaces the current one at once. */
  app.post<{ Body: { planId: number } }>(
    '/checkout',
    {
      preHandler: authenticate,
      schema: { body: s.object({ planId: s.idParam }, ['planId']) },
    },
    async (request, reply) => {
      const userId = authOf(request).id;
      const plan = findPlan(ctx, request.body.planId);
      if (!plan) throw notFound(`There is no plan with id ${request.body.planId}.`);
      const current = currentSubscription(ctx, userId);
      if ((current?.['plan'] as { id?: number } | undefined)?.id === plan.id) {
        throw badRequest(`You are already subscribed to the ${plan.name} plan.`);
      }
      const months = MONTHS[plan.period];
      ctx.db.transaction(() => {
        ctx.db
          .prepare("UPDATE subscriptions SET status = 'replaced' WHERE user_id = ? AND status = 'active'")
          .run(userId);
        ctx.db
          .prepare(
            `INSERT INTO subscriptions (user_id, plan_id, status, amount_paid, started_at, expires_at)
             VALUES (?, ?, 'active', ?, strftime('%Y-%m-%dT%H:%M:%SZ', 'now'),
                     CASE WHEN ? IS NULL THEN NULL ELSE strftime('%Y-%m-%dT%H:%M:%SZ', 'now', '+' || ? || ' months') END)`,
          )
          .run(userId, plan.id, plan.price, months ?? null, months ?? null);
      })();
      reply.code(201);
      return currentSubscription(ctx, userId);
    },
  );
}
