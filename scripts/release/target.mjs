// Where `pnpm release` reads and writes the app-config: a file, or a served site's control endpoint.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { writeFileAtomic } from './atomic-write.mjs';

const CONTROL_PATH = '/__control/app-config';

function checkConfig(config, where) {
  if (!config || typeof config !== 'object' || !config.remotes || typeof config.remotes !== 'object')
    throw new Error(`${where} is not an app config (no "remotes" object).`);
  return config;
}

function fileTarget(file) {
  const absolute = path.resolve(file);
  return {
    describe: absolute,
    async read() {
      let text;
      try {
        text = await readFile(absolute, 'utf8');
      } catch (error) {
        throw new Error(`Cannot read ${absolute}: ${error.code === 'ENOENT' ? 'no such file' : error.message}`);
      }
      try {
        return checkConfig(JSON.parse(text), absolute);
      } catch (error) {
        throw error instanceof SyntaxError ? new Error(`${absolute} is not valid JSON: ${error.message}`) : error;
      }
    },
    // The deploy files are 2-space JSON with a final newline; keep them so, so a diff shows only the change.
    write: (config) => writeFileAtomic(absolute, `${JSON.stringify(config, null, 2)}\n`),
  };
}

function controlTarget(url, fetchImpl) {
  const endpoint = new URL(url.pathname.endsWith(CONTROL_PATH) ? url.pathname : CONTROL_PATH, url).href;
  const noControl = (detail) =>
    new Error(
      `${url.origin} has no app-config control endpoint (${detail}). Serve the site with \`pnpm serve --control\`, or pass the app-config file instead.`,
    );
  const call = async (init) => {
    try {
      return await fetchImpl(endpoint, { ...init, signal: AbortSignal.timeout(10_000) });
    } catch (error) {
      throw new Error(`Cannot reach ${endpoint}: ${error.cause?.code ?? error.message}`);
    }
  };
  return {
    describe: endpoint,
    async read() {
      const response = await call({ headers: { 'X-Control': '1', Accept: 'application/json' } });
      if (!response.ok) throw noControl(`GET ${CONTROL_PATH} answered ${response.status}`);
      let body;
      try {
        body = await response.json();
      } catch {
        throw noControl(`GET ${CONTROL_PATH} did not answer JSON`);
      }
      return checkConfig(body, endpoint);
    },
    async write(config) {
      const response = await call({
        method: 'PUT',
        headers: { 'X-Control': '1', 'Content-Type': 'application/json' },
        body: JSON.stringify(config),
      });
      if (response.ok) return;
      const reason = (await response.text().catch(() => '')).trim();
      if (response.status === 400) throw new Error(`${endpoint} refused the app config: ${reason || 'HTTP 400'}`);
      throw noControl(`PUT ${CONTROL_PATH} answered ${response.status}${reason ? `: ${reason}` : ''}`);
    },
  };
}

/** `spec`: a file path, or an http(s) URL of a site served with its control server. */
export function configTarget(spec, { fetchImpl = fetch } = {}) {
  if (/^https?:\/\//i.test(spec)) return controlTarget(new URL(spec), fetchImpl);
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(spec)) throw new Error(`--config ${spec}: only a file path or an http(s) URL.`);
  return fileTarget(spec);
}
