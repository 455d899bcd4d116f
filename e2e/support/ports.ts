/**
 * The suite's ports. `E2E_PORT_OFFSET` moves them all, so a second checkout can run the suite beside
 * this one (each its own site, dev API and nginx).
 */
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0);

export const ports = {
  host: 8080 + offset,
  marketing: 8081 + offset,
  platform: 8082 + offset,
  auth: 8083 + offset,
  api: 4700 + offset,
  /** Canary builds of platform beside it (serveAll `canaries`): healthy, and one whose pages throw on render. */
  platformCanary: 8092 + offset,
  platformBroken: 8093 + offset,
  nginx: { host: 8180 + offset, marketing: 8181 + offset, platform: 8182 + offset, auth: 8183 + offset },
};

export const portOffset = offset;
export const SITE = `http://127.0.0.1:${ports.host}`;
export const API = `http://127.0.0.1:${ports.api}`;
/** Origins of the four app servers of the Node static server, host first. */
export const appOrigins = [ports.host, ports.marketing, ports.platform, ports.auth].map((p) => `http://127.0.0.1:${p}`);
