import type { APIRequestContext } from '@playwright/test';

export type RemoteName = 'marketing' | 'platform' | 'auth';
/** A remote's server, or one of the canary builds of platform served beside it (rollout.spec.ts). */
export type ServerName = RemoteName | 'platform-canary' | 'platform-broken';
export type ServerMode = 'up' | 'down' | 'notfound' | 'hang' | 'redeploy';

/**
 * Switches a remote's server: up (as built), down (socket closed), notfound (every file 404s), hang,
 * or redeploy (a copy with new chunk hashes: the chunk names an open tab knows are gone).
 */
export async function setRemote(request: APIRequestContext, remote: ServerName, mode: ServerMode) {
  // the host refuses a control request without this header (a cross-origin form cannot send one)
  const response = await request.post(`/__control/${remote}/${mode}`, { headers: { 'X-Control': '1' } });
  if (response.status() !== 204) throw new Error(`could not set ${remote} ${mode}: ${response.status()}`);
}
