import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import type { AppConfig, AppContext } from './context.ts';
import { getMeta, openDatabase, setMeta } from './db/connection.ts';
import { startCheckpointer } from './db/checkpointer.ts';
import { placeMedia } from './db/media-urls.ts';
import { seedIfEmpty } from './db/seed.ts';
import { createAccessTokenService } from './lib/access-tokens.ts';
import { displayNameKeyword } from './lib/display-names.ts';
import { HttpError } from './lib/errors.ts';
import { OWASP_SCRYPT_COST } from './lib/passwords.ts';
import { registerHttpSafety } from './lib/http-safety.ts';
import { rateLimitsFor, registerRateLimits, type RateLimitConfig } from './lib/rate-limits.ts';
import { schemaErrorFormatter } from './lib/validation-messages.ts';
import { registerRoutes } from './routes.ts';
import { registerFaults } from './features/faults/routes.ts';
import { lectureMediaDir } from './features/media/routes.ts';
import { defaultIntakeLimits } from './features/signals/intake-limits.ts';
import { defaultStoreLimits } from './features/signals/store.ts';

export interface BuildAppOptions extends Partial<AppConfig> {
  /** SQLite file path, or ':memory:'. */
  dbPath: string;
  /** HS256 secret; by default one is generated once and kept in the database. */
  jwtSecret?: string;
  logger?: boolean | { level: string };
  /** Attempt limits of the auth routes (defaults: `rateLimitsFor`, which raises refresh in development mode). */
  rateLimits?: Partial<RateLimitConfig>;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
    /** `METHOD /path` of every route, for the route-coverage test. */
    routeCatalog: string[];
  }
}

/** Uploads live and go with the database: a throw-away database takes its photos with it. */
function uploadsBeside(dbPath: string): string {
  return dbPath === ':memory:' ? join(tmpdir(), `qa-dev-api-uploads-${process.pid}`) : join(dirname(dbPath), 'uploads');
}

/** The mode the CLI runs in: production only when NODE_ENV says so (dev:all, e2e and bench: development). */
export const modeFromEnv = (env: NodeJS.ProcessEnv): AppConfig['mode'] =>
  env['NODE_ENV'] === 'production' ? 'production' : 'development';

function jwtSecretFor(ctxDb: AppContext['db'], explicit: string | undefined): Uint8Array {
  if (explicit !== undefined) {
    // An HS256 secret shorter than the hash (32 bytes) can be guessed offline from any token.
    const bytes = new TextEncoder().encode(explicit);
    if (bytes.length < 32) throw new Error('JWT_SECRET must be at least 32 bytes long.');
    return bytes;
  }
  let stored = getMeta(ctxDb, 'jwt_secret');
  if (!stored) {
    stored = randomBytes(32).toString('base64url');
    setMeta(ctxDb, 'jwt_secret', stored);
  }
  return new TextEncoder().encode(stored);
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const db = openDatabase(options.dbPath);
  const passwordCost = options.passwordCost ?? OWASP_SCRYPT_COST;
  await seedIfEmpty(db, passwordCost);
  const config: AppConfig = {
    accessTokenTtl: options.accessTokenTtl ?? 15 * 60,
    refreshTokenTtl: options.refreshTokenTtl ?? 30 * 24 * 60 * 60,
    refreshReuseGrace: options.refreshReuseGrace ?? 10,
    appUrl: options.appUrl ?? 'http://localhost:3000',
    geoCountryCode: options.geoCountryCode ?? 'US',
    faults: options.faults ?? false,
    publicUrl: (options.publicUrl ?? 'http://127.0.0.1:4000').replace(/\/+$/, ''),
    uploadsDir: options.uploadsDir ?? uploadsBeside(options.dbPath),
    lectureMediaDir: options.lectureMediaDir ?? lectureMediaDir,
    mode: options.mode ?? 'development',
    signals: options.signals ?? { intake: defaultIntakeLimits, store: defaultStoreLimits },
    passwordCost,
  };
  placeMedia(db, config.publicUrl);
  const accessTokens = await createAccessTokenService(jwtSecretFor(db, options.jwtSecret), config.accessTokenTtl);

  const app = Fastify({
    logger: options.logger ?? false,
    forceCloseConnections: true,
    // the JSON parser is our own (lib/http-safety.ts); these cover any other use of Fastify's
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
    schemaErrorFormatter,
    ajv: {
      customOptions: {
        removeAdditional: false,
        coerceTypes: 'array',
        useDefaults: true,
        allErrors: false,
      },
      plugins: [(ajv) => ajv.addKeyword(displayNameKeyword)],
    },
  });
  const ctx: AppContext = {
    db,
    config,
    accessTokens,
    limits: await registerRateLimits(app, rateLimitsFor(config.mode, options.rateLimits)),
  };
  app.decorate('ctx', ctx);
  app.decorate('routeCatalog', [] as string[]);
  app.decorateRequest('auth', null);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) if (method !== 'HEAD') app.routeCatalog.push(`${method} ${route.url}`);
  });
  const checkpointer = options.dbPath === ':memory:' ? undefined : startCheckpointer(options.dbPath);
  app.addHook('onClose', async () => {
    await checkpointer?.stop();
    db.close();
  });

  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) return reply.code(error.statusCode).send({ message: error.message });
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error(error);
      return reply.code(500).send({
        message: 'Something went wrong on our side. Please try again.',
      });
    }
    return reply.code(status).send({ message: error.message });
  });
  app.setNotFoundHandler((request, reply) =>
    reply.code(404).send({
      message: `There is no ${request.method} ${request.url.split('?')[0]} endpoint.`,
    }),
  );

  await registerHttpSafety(app, config.publicUrl);
  if (config.faults) registerFaults(app);
  registerRoutes(app, ctx);
  return app;
}
