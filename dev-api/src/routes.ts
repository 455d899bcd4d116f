import type { FastifyInstance } from 'fastify';
import type { AppContext } from './context.ts';
import { registerAuthRoutes } from './features/auth/routes.ts';
import { registerPasswordRoutes } from './features/auth/password-routes.ts';
import { registerSocialRoutes } from './features/auth/social-routes.ts';
import { registerStandInProvider } from './features/auth/stand-in-provider.ts';
import { registerChatWidgetRoutes } from './features/chat-widget/routes.ts';
import { registerCmsRoutes } from './features/cms/routes.ts';
import { registerPositionRoutes } from './features/courses/position-routes.ts';
import { registerQuizRoutes } from './features/courses/quiz-routes.ts';
import { registerRecommendedRoute } from './features/courses/recommend.ts';
import { registerCourseRoutes } from './features/courses/routes.ts';
import { registerDevRoutes } from './features/dev/routes.ts';
import { registerReleasesPage } from './features/releases/routes.ts';
import { registerMediaRoutes } from './features/media/routes.ts';
import { registerGeoRoutes } from './features/geo/routes.ts';
import { registerPathRoutes } from './features/paths/routes.ts';
import { registerQuestionnaireRoutes } from './features/questionnaire/routes.ts';
import { registerRatingRoutes } from './features/rating/routes.ts';
import { registerSignalRoutes } from './features/signals/routes.ts';
import { registerSubscriptionRoutes } from './features/subscriptions/routes.ts';
import { registerTagManagerRoutes } from './features/tag-manager/routes.ts';
import { registerAvatarRoutes } from './features/users/avatar-routes.ts';
import { registerUserRoutes } from './features/users/routes.ts';
import { registerWordPressRoutes } from './features/wordpress/routes.ts';

/** Every feature's routes; the order does not matter (no feature depends on another's hooks). */
export function registerRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/health', async () => ({ status: 'ok' }));
  registerAuthRoutes(app, ctx);
  registerPasswordRoutes(app, ctx);
  registerSocialRoutes(app, ctx);
  registerUserRoutes(app, ctx);
  registerAvatarRoutes(app, ctx);
  registerSubscriptionRoutes(app, ctx);
  registerQuestionnaireRoutes(app, ctx);
  registerCourseRoutes(app, ctx);
  registerRecommendedRoute(app, ctx);
  registerQuizRoutes(app, ctx);
  registerPositionRoutes(app, ctx);
  registerPathRoutes(app, ctx);
  registerRatingRoutes(app, ctx);
  registerWordPressRoutes(app, ctx);
  registerCmsRoutes(app, ctx);
  registerGeoRoutes(app, ctx);
  // POST /v1/logs in every mode; its summary (GET /dev/releases/signals) in development mode only.
  registerSignalRoutes(app, ctx);
  // Development tools: off in production mode (NODE_ENV=production), local callers only otherwise.
  if (ctx.config.mode === 'development') {
    registerDevRoutes(app, ctx);
    registerReleasesPage(app);
    registerStandInProvider(app, ctx);
  }
  registerChatWidgetRoutes(app);
  registerTagManagerRoutes(app);
  registerMediaRoutes(app, ctx);
}
