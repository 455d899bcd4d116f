import { createRequire } from 'node:module';
import type { APIRequestContext, Page } from '@playwright/test';
import type * as CanaryBucket from '../../host/src/federation/canary-bucket';

const require = createRequire(import.meta.url);

/** An app-config as the host reads it (the fields the rollout tests change). */
export interface AppConfig {
  remotes: Record<
    string,
    string | { url: string; integrity?: string; canary?: { url: string; integrity?: string; percent: number } }
  >;
  previewOrigins?: string[];
  [key: string]: unknown;
}

const headers = { 'X-Control': '1' };

export async function readAppConfig(request: APIRequestContext): Promise<AppConfig> {
  const response = await request.get('/__control/app-config', { headers });
  if (response.status() !== 200) throw new Error(`GET /__control/app-config: ${response.status()}`);
  return (await response.json()) as AppConfig;
}

export async function writeAppConfig(request: APIRequestContext, config: AppConfig): Promise<void> {
  const response = await request.put('/__control/app-config', { headers, data: config });
  if (response.status() !== 204)
    throw new Error(`PUT /__control/app-config: ${response.status()} ${await response.text()}`);
}

/** The host's bucket of a visitor for a canary, from the host's own module (it has no imports). */
export const { bucketOf } = require('../../host/src/federation/canary-bucket') as typeof CanaryBucket;

/** A visitor id (the stored format) whose bucket for the canary is inside `percent`, or outside it. */
export function visitorFor(canaryUrl: string, percent: number, inside: boolean): string {
  for (let n = 0; n < 10_000; n++) {
    const id = n.toString(16).padStart(32, '0');
    if (bucketOf(id, 'platform', canaryUrl) < percent === inside) return id;
  }
  throw new Error('no visitor found');
}

/** The page starts as this visitor (the id the host keeps in localStorage). */
export async function visitAs(page: Page, visitor: string): Promise<void> {
  await page.addInitScript((id) => window.localStorage.setItem('rolloutVisitorId', id), visitor);
}

/** Every URL the page requests, to check what it never asked for. */
export function recordRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return urls;
}

/** Counts the page's own loads (a reload would add one). */
export function countLoads(page: Page): () => number {
  let loads = 0;
  page.on('load', () => (loads += 1));
  return () => loads;
}
