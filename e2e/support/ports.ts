/**
 * The suite's ports. `E2E_PORT_OFFSET` moves them all, so a second checkout can run the suite beside
 * this one. Each Playwright worker has its own site, dev API (own database) and nginx, twenty ports
 * further per worker: Playwright sets TEST_PARALLEL_INDEX (0 … workers − 1) in each worker process,
 * which evaluates this module (and the config's baseURL) again; global setup, in the runner process,
 * starts the servers of every worker through `portsFor`.
 */
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0);

/** Ports between one worker's servers and the next one's (8080–8083, the canaries' 8092–8093, 8180–8183 and 4700 fit in 20). */
export const WORKER_PORT_STEP = 20;

/** The worker this process is (0 in the runner process, where global setup runs). */
export const workerSlot = Number(process.env.TEST_PARALLEL_INDEX ?? 0);

export function portsFor(slot: number) {
  const o = offset + slot * WORKER_PORT_STEP;
  return {
    offset: o,
    host: 8080 + o,
    marketing: 8081 + o,
    platform: 8082 + o,
    auth: 8083 + o,
    api: 4700 + o,
    /** Canary builds of platform beside it (serveAll `canaries`): healthy, and one whose pages throw on render. */
    platformCanary: 8092 + o,
    platformBroken: 8093 + o,
    nginx: { host: 8180 + o, marketing: 8181 + o, platform: 8182 + o, auth: 8183 + o },
  };
}

export const ports = portsFor(workerSlot);

export const portOffset = ports.offset;
export const SITE = `http://127.0.0.1:${ports.host}`;
export const API = `http://127.0.0.1:${ports.api}`;
/** Origins of the four app servers of the Node static server, host first. */
export const appOrigins = [ports.host, ports.marketing, ports.platform, ports.auth].map((p) => `http://127.0.0.1:${p}`);
