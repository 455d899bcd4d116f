import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { refuseRemoteCallers } from '../../lib/http-safety.ts';
import { LOOPBACK_HOSTS } from '../../lib/local-hosts.ts';
import type { RolloutEntry, SignalsAggregate } from './page-data.ts';
import { renderReleasesPage, type PageInput } from './page-html.ts';
import { releasesPageScript, releasesPageStyle } from './page-assets.ts';

/** Scripts, styles, data: this origin only; nothing inline runs (the chart data is inline JSON, which never runs). */
export const RELEASES_PAGE_CSP =
  "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'";

const require = createRequire(import.meta.url);
/** uPlot's own build, read once from node_modules: nothing of the page comes from a CDN. */
const uplotFile = (name: string) => () => readFileSync(require.resolve(`uplot/dist/${name}`), 'utf8');
type AssetName = 'uplot.js' | 'uplot.css' | 'page.js' | 'page.css';
const assets: Record<AssetName, { type: string; body: () => string }> = {
  'uplot.js': { type: 'text/javascript', body: uplotFile('uPlot.iife.min.js') },
  'uplot.css': { type: 'text/css', body: uplotFile('uPlot.min.css') },
  'page.js': { type: 'text/javascript', body: () => releasesPageScript },
  'page.css': { type: 'text/css', body: () => releasesPageStyle },
};

const page = (reply: FastifyReply) =>
  reply
    .type('text/html; charset=utf-8')
    .header('Cache-Control', 'no-store')
    .header('Content-Security-Policy', RELEASES_PAGE_CSP);

interface PageQuery {
  config?: string;
  since?: number;
  bucketSeconds?: number;
}

export interface ReleasesPageOptions {
  /** The signals aggregate for a query string (default: this API's GET /dev/releases/signals). */
  readAggregate?: (query: string) => Promise<SignalsAggregate>;
  fetchImpl?: typeof fetch;
}

/**
 * The dev API fetches the app config the page names, so only a server on this machine is asked:
 * the page cannot be turned into a way to make requests elsewhere.
 */
async function readRemotes(spec: string, fetchImpl: typeof fetch): Promise<Pick<PageInput, 'remotes' | 'configError'>> {
  let url: URL;
  try {
    url = new URL(spec);
  } catch {
    return { configError: `${spec} is not a URL.` };
  }
  if (!['http:', 'https:'].includes(url.protocol) || !LOOPBACK_HOSTS.includes(url.hostname) || url.username)
    return { configError: 'Only an http(s) app config on this machine (localhost, 127.0.0.1, [::1]) is read.' };
  try {
    const response = await fetchImpl(url, { signal: AbortSignal.timeout(3000), redirect: 'error' });
    if (!response.ok) return { configError: `${url.href} answered HTTP ${response.status}.` };
    const body = (await response.json()) as { remotes?: unknown };
    if (!body.remotes || typeof body.remotes !== 'object') return { configError: `${url.href} is not an app config.` };
    return { remotes: body.remotes as Record<string, RolloutEntry> };
  } catch (error) {
    return { configError: `${url.href} could not be read: ${(error as Error).message}` };
  }
}

/** GET /dev/releases: releases and their signals per remote, with charts (development only, local callers only). */
export function registerReleasesPage(app: FastifyInstance, options: ReleasesPageOptions = {}): void {
  const fetchImpl = options.fetchImpl ?? fetch;
  const readAggregate =
    options.readAggregate ??
    (async (query: string) => {
      const res = await app.inject({ method: 'GET', url: `/dev/releases/signals${query}` });
      if (res.statusCode !== 200) throw new Error(`GET /dev/releases/signals answered HTTP ${res.statusCode}`);
      return res.json<SignalsAggregate>();
    });

  app.get<{ Querystring: PageQuery }>(
    '/dev/releases',
    {
      onRequest: refuseRemoteCallers,
      schema: {
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: {
            config: { type: 'string', maxLength: 2048 },
            since: { type: 'integer', minimum: 0 },
            bucketSeconds: { type: 'integer', minimum: 1, maximum: 86_400 },
          },
        },
      },
    },
    async (request, reply) => {
      const { config, since, bucketSeconds } = request.query;
      const params = new URLSearchParams();
      if (since !== undefined) params.set('since', String(since));
      if (bucketSeconds !== undefined) params.set('bucketSeconds', String(bucketSeconds));
      const query = params.size ? `?${params}` : '';
      const [signals, remotes] = await Promise.all([
        readAggregate(query).then(
          (aggregate) => ({ aggregate }),
          (error: Error) => ({ aggregate: null, signalsError: error.message }),
        ),
        config ? readRemotes(config, fetchImpl) : {},
      ]);
      return page(reply).send(renderReleasesPage({ ...signals, ...remotes, configUrl: config }));
    },
  );

  app.get<{ Params: { name: AssetName } }>(
    '/dev/releases/assets/:name',
    {
      onRequest: refuseRemoteCallers,
      schema: {
        params: {
          type: 'object',
          properties: { name: { type: 'string', enum: Object.keys(assets) } },
          required: ['name'],
        },
      },
    },
    async (request, reply) => {
      const asset = assets[request.params.name]; // the schema lets only these names through
      return reply.type(`${asset.type}; charset=utf-8`).header('Cache-Control', 'no-cache').send(asset.body());
    },
  );
}
