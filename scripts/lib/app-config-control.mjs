// GET/PUT /__control/app-config of the control server (`serveAll({ control: true })`): the app-config
// the host serves can be read and replaced while the site runs (a canary, a rollback, a preview origin),
// as a deployment replaces its app-config.json. A body that is not an app config is refused with why.
import { remotes } from './apps.mjs';

const MAX_BODY = 64 * 1024;

const isHttpUrl = (value) => {
  if (typeof value !== 'string') return false;
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

function releaseProblem(where, release) {
  if (!isHttpUrl(release?.url)) return `${where}.url must be an http(s) URL`;
  if (release.integrity !== undefined && !/^sha(256|384|512)-[A-Za-z0-9+/=]+$/.test(release.integrity)) {
    return `${where}.integrity must be sha256-, sha384- or sha512- and base64`;
  }
  return null;
}

/** Why `config` is not an app config the host can run, or null. */
export function appConfigProblem(config) {
  if (typeof config !== 'object' || config === null || Array.isArray(config)) return 'not a JSON object';
  if (typeof config.api !== 'object' || config.api === null) return 'api must be an object';
  if (typeof config.remotes !== 'object' || config.remotes === null) return 'remotes must be an object';
  for (const name of Object.keys(config.remotes)) {
    if (!remotes.some((r) => r.name === name)) return `remotes.${name} is not a remote of this site`;
  }
  for (const { name } of remotes) {
    const entry = config.remotes[name];
    if (entry === undefined) return `remotes.${name} is missing`;
    if (typeof entry === 'string') {
      if (!isHttpUrl(entry)) return `remotes.${name} must be an http(s) URL`;
      continue;
    }
    const problem = releaseProblem(`remotes.${name}`, entry);
    if (problem) return problem;
    if (entry.canary !== undefined) {
      const canaryProblem = releaseProblem(`remotes.${name}.canary`, entry.canary);
      if (canaryProblem) return canaryProblem;
      const { percent } = entry.canary;
      if (typeof percent !== 'number' || percent < 0 || percent > 100) {
        return `remotes.${name}.canary.percent must be a number from 0 to 100`;
      }
    }
  }
  if (
    config.previewOrigins !== undefined &&
    !(Array.isArray(config.previewOrigins) && config.previewOrigins.every(isHttpUrl))
  ) {
    return 'previewOrigins must be a list of http(s) origins';
  }
  if (config.signalsUrl !== undefined && !isHttpUrl(config.signalsUrl)) return 'signalsUrl must be an http(s) URL';
  return null;
}

const send = (res, status, body, type = 'text/plain') => {
  res.writeHead(status, body === undefined ? {} : { 'Content-Type': type });
  res.end(body);
};

/** Answers GET/PUT /__control/app-config; `site.appConfig` is read and replaced. */
export function handleAppConfigControl(req, res, site) {
  if (req.method === 'GET') return send(res, 200, JSON.stringify(site.appConfig), 'application/json');
  if (req.method !== 'PUT') return send(res, 405, 'GET or PUT /__control/app-config');
  let body = '';
  let tooLarge = false;
  req.setEncoding('utf8');
  req.on('data', (chunk) => {
    body += chunk;
    if (body.length > MAX_BODY) tooLarge = true;
  });
  req.on('end', () => {
    if (tooLarge) return send(res, 413, `An app config is at most ${MAX_BODY} bytes.`);
    let config;
    try {
      config = JSON.parse(body);
    } catch {
      return send(res, 400, 'The body is not JSON.');
    }
    const problem = appConfigProblem(config);
    if (problem) return send(res, 400, `Not an app config: ${problem}.`);
    site.appConfig = config;
    send(res, 204);
  });
}
