// The production builds behind Debian's nginx with the rendered deploy/nginx config, on ports of
// their own (the Node static server keeps 8080–8083, both moved by E2E_PORT_OFFSET and per worker),
// reading the worker's dev API.
import { test } from '@playwright/test';
import { startNginx } from '../../scripts/lib/nginx.mjs';
import { quietDialogs } from './dialogs';
import { API } from './session';
import { ports, workerSlot } from './ports';
import { siteRootFor } from './worker-sites';

export const nginxPorts = ports.nginx;
export const nginxHost = `http://127.0.0.1:${nginxPorts.host}`;

/** The cookie choice and webinar answer of the suite's other tests, for the nginx origin. */
export const quietDialogsOnNginx = {
  cookies: [],
  origins: quietDialogs.origins.map((o) => ({ ...o, origin: nginxHost })),
};

export type Nginx = Awaited<ReturnType<typeof startNginx>>;

/** This worker's nginx, serving its own copy of the builds (support/worker-sites.ts) and reading its own API. */
export const startSiteOnNginx = (): Promise<Nginx> =>
  startNginx({ ports: nginxPorts, apiBase: API, root: siteRootFor(workerSlot) });

/**
 * One nginx for the calling spec file, started before its first test and stopped after its last; the
 * file's tests run in order in one worker (not spread over the workers). Returns the running nginx.
 */
export function nginxForFile(): () => Nginx {
  test.describe.configure({ mode: 'default' });
  let nginx: Nginx | undefined;
  test.beforeAll(async () => {
    nginx = await startSiteOnNginx();
  });
  test.afterAll(async () => {
    await nginx?.stop();
  });
  return () => {
    if (!nginx) throw new Error('nginx is not running: call it inside a test');
    return nginx;
  };
}

/** Headers every response of every app carries. */
export const securityHeaders = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
};
