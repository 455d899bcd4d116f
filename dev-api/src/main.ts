/**
 * CLI entry: `node --import @swc-node/register/esm-register src/main.ts [--reset] [--db path]`.
 * Env: PORT (4000), HOST (127.0.0.1), DB_PATH, ACCESS_TOKEN_TTL, REFRESH_TOKEN_TTL,
 * APP_URL, PUBLIC_URL, GEO_COUNTRY_CODE, DEV_API_FAULTS=1, JWT_SECRET, LOG_LEVEL, NODE_ENV,
 * RATE_LIMIT_WINDOW, RATE_LIMIT_PER_IP, RATE_LIMIT_PER_EMAIL, RATE_LIMIT_PER_USER,
 * RATE_LIMIT_REFRESH_PER_IP (see README.md).
 */
import { rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp, modeFromEnv } from './app.ts';
import { defaultRateLimits } from './lib/rate-limits.ts';
import { listenHost } from './lib/listen-host.ts';

const packageDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');

function argValue(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index === -1 ? undefined : process.argv[index + 1];
}

function positiveInt(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive integer, got "${raw}"`);
  return value;
}

async function main(): Promise<void> {
  const dbPath = resolve(argValue('--db') ?? process.env['DB_PATH'] ?? join(packageDir, '.data', 'dev-api.sqlite'));
  if (process.argv.includes('--reset')) {
    for (const suffix of ['', '-wal', '-shm']) rmSync(dbPath + suffix, { force: true });
    // the photos uploaded into the database being reset (see uploadsBeside in app.ts)
    if (!process.env['UPLOADS_DIR']) rmSync(join(dirname(dbPath), 'uploads'), { recursive: true, force: true });
  }
  const level = process.env['LOG_LEVEL'] ?? 'info';
  const port = positiveInt('PORT', 4000);
  const app = await buildApp({
    dbPath,
    accessTokenTtl: positiveInt('ACCESS_TOKEN_TTL', 15 * 60),
    refreshTokenTtl: positiveInt('REFRESH_TOKEN_TTL', 30 * 24 * 60 * 60),
    refreshReuseGrace: positiveInt('REFRESH_REUSE_GRACE', 10),
    appUrl: process.env['PUBLIC_SITE_URL'] || process.env['APP_URL'] || 'http://localhost:3000',
    geoCountryCode: process.env['GEO_COUNTRY_CODE'] ?? 'US',
    faults: process.env['DEV_API_FAULTS'] === '1',
    publicUrl: process.env['PUBLIC_URL'] ?? `http://127.0.0.1:${port}`,
    ...(process.env['UPLOADS_DIR'] ? { uploadsDir: resolve(process.env['UPLOADS_DIR']) } : {}),
    ...(process.env['JWT_SECRET'] ? { jwtSecret: process.env['JWT_SECRET'] } : {}),
    logger: level === 'silent' ? false : { level },
    // Development unless NODE_ENV says production: then no mail outbox and no stand-in provider.
    mode: modeFromEnv(process.env),
    rateLimits: {
      windowSeconds: positiveInt('RATE_LIMIT_WINDOW', defaultRateLimits.windowSeconds),
      perIp: positiveInt('RATE_LIMIT_PER_IP', defaultRateLimits.perIp),
      perEmail: positiveInt('RATE_LIMIT_PER_EMAIL', defaultRateLimits.perEmail),
      perUser: positiveInt('RATE_LIMIT_PER_USER', defaultRateLimits.perUser),
      // unset: the mode's default (raised in development mode, see rateLimitsFor)
      ...(process.env['RATE_LIMIT_REFRESH_PER_IP']
        ? { refreshPerIp: positiveInt('RATE_LIMIT_REFRESH_PER_IP', defaultRateLimits.perIp) }
        : {}),
    },
  });
  const host = listenHost(process.env);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      void app.close().then(() => process.exit(0));
    });
  }
  await app.listen({ port, host });
  app.log.info(
    `dev-api ready on http://localhost:${port} (${app.ctx.config.mode} mode, database ${dbPath}${app.ctx.config.faults ? ', faults ON' : ''})`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
