// Renders deploy/nginx/ for real paths, ports and origins, and runs Debian's nginx unprivileged
// under a temp folder (e2e). CLI for operators:
//   node scripts/lib/nginx.mjs render <settings.json> <out-dir>   (see deploy/README.md)
//   node scripts/lib/nginx.mjs precompress <dist-dir>             (.br next to text assets)
import { spawn } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import zlib from 'node:zlib';
import { appConfigFor, apps, repoRoot } from './apps.mjs';
import { importTs } from './import-ts.mjs';
import { assertTemplateScriptsOnly, templateScriptHashes } from './inline-scripts.mjs';
import { waitFor } from './wait-for.mjs';

// The origins the app's tag manager loads from and reports to (its default when tagManagerUrl is unset).
const { tagManagerOrigins } = await importTs('host/src/features/consent/tag-manager.ts');

export const nginxBinary = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
const templateDir = path.join(repoRoot, 'deploy/nginx');
const brotliModule = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
export const brotliAvailable = () => existsSync(brotliModule);

function htmlFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return htmlFiles(file);
    return entry.name.endsWith('.html') ? [file] : [];
  });
}

/**
 * The CSP's script hashes: those of the host's index.html template only. Throws, naming the file,
 * when any other page of the build (a prerendered post, …) runs an inline script not in that set.
 */
export function hostScriptHashes(distDir) {
  const template = path.join(distDir, 'index.html');
  const hashes = templateScriptHashes(readFileSync(template, 'utf8'));
  for (const file of htmlFiles(distDir).filter((f) => f !== template)) {
    assertTemplateScriptsOnly(readFileSync(file, 'utf8'), hashes, file);
  }
  return hashes;
}

const originOf = (url) => new URL(url).origin;
const unique = (list) => [...new Set(list)].join(' ');

/** The CSP's origin lists, from the environment's app-config.json and the app's tag-manager defaults. */
export function cspOrigins(appConfig) {
  const tagManager = tagManagerOrigins(appConfig);
  // A remote's entry is a manifest URL or a rollout ({ url, canary: { url } }): both versions may run.
  // A preview (`?preview=`) loads its manifest, entry and chunks from an allowed preview origin.
  const remotes = Object.values(appConfig.remotes)
    .flatMap((entry) => (typeof entry === 'string' ? [entry] : [entry.url, entry.canary?.url].filter(Boolean)))
    .concat(appConfig.previewOrigins ?? [])
    .map(originOf);
  const apis = Object.values(appConfig.api).map(originOf);
  // The tag manager's, when not already listed in the same directive (the dev API's stand-in).
  const besides = (listed, origins) => origins.filter((origin) => !listed.includes(origin));
  return {
    remotes: unique(remotes),
    apis: unique(apis),
    scripts: unique([originOf(appConfig.chatWidgetUrl), ...tagManager.script]),
    analyticsConnect: unique(besides([...remotes, ...apis], tagManager.connect)),
    // The collector the host's signals go to (signalsUrl), when not listed already.
    signalsConnect: unique(
      besides(
        [...remotes, ...apis, ...tagManager.connect],
        appConfig.signalsUrl ? [originOf(appConfig.signalsUrl)] : [],
      ),
    ),
    analyticsImages: unique(besides(apis, tagManager.img)),
  };
}

/**
 * Writes the rendered config into outDir. settings: { hostOrigin, appConfig (object), appConfigDir,
 * brotli?, apps: { host|marketing|platform|auth: { listen, serverName, root } } }.
 * @returns {string} the path of the rendered qa-site.conf
 */
export function renderNginx(outDir, settings) {
  const origins = cspOrigins(settings.appConfig);
  const values = {
    CONF_DIR: path.resolve(outDir),
    APP_CONFIG_DIR: path.resolve(settings.appConfigDir),
    HOST_ORIGIN: originOf(settings.hostOrigin),
    SCRIPT_HASHES: hostScriptHashes(settings.apps.host.root).join(' '),
    REMOTE_ORIGINS: origins.remotes,
    API_ORIGINS: origins.apis,
    SCRIPT_ORIGINS: origins.scripts,
    ANALYTICS_CONNECT_ORIGINS: origins.analyticsConnect,
    SIGNALS_CONNECT_ORIGINS: origins.signalsConnect,
    ANALYTICS_IMG_ORIGINS: origins.analyticsImages,
    BROTLI_STATIC:
      (settings.brotli ?? brotliAvailable())
        ? 'brotli_static on;'
        : '# brotli_static on;  (the brotli_static module is not installed: gzip only)',
  };
  for (const [name, app] of Object.entries(settings.apps)) {
    const key = name.toUpperCase();
    values[`${key}_LISTEN`] = String(app.listen);
    values[`${key}_SERVER_NAME`] = app.serverName ?? '_';
    values[`${key}_ROOT`] = path.resolve(app.root);
  }
  mkdirSync(outDir, { recursive: true });
  for (const name of readdirSync(templateDir).filter((f) => f.endsWith('.conf'))) {
    // Comment lines keep their placeholders: they document them.
    const fill = (line) =>
      line.trimStart().startsWith('#')
        ? line
        : line.replace(/\{\{(\w+)\}\}/g, (all, key) => {
            if (values[key] === undefined) throw new Error(`${name}: no value for ${all}`);
            return values[key];
          });
    const text = readFileSync(path.join(templateDir, name), 'utf8').split('\n').map(fill).join('\n');
    writeFileSync(path.join(outDir, name), text);
  }
  return path.join(outDir, 'qa-site.conf');
}

/**
 * An nginx.conf for a test run: pid, logs and temp folders under prefix; includes site. Started as
 * root (uid 0), nginx's workers would switch to `nobody`, who cannot read a checkout in a private
 * (mode 700) home folder: they stay root then, like the master. Unprivileged, nginx ignores `user`.
 */
export function writeMainConfig(prefix, site, brotli, { uid = process.getuid?.() } = {}) {
  const temp = (name) => `${name}_temp_path ${path.join(prefix, name)};`;
  const main = path.join(prefix, 'nginx.conf');
  writeFileSync(
    main,
    [
      brotli ? `load_module ${brotliModule};` : '',
      uid === 0 ? 'user root;' : '',
      'daemon off;',
      'worker_processes 1;',
      `pid ${path.join(prefix, 'nginx.pid')};`,
      'error_log stderr warn;',
      'events { worker_connections 256; }',
      'http {',
      '  include /etc/nginx/mime.types;',
      '  default_type application/octet-stream;',
      '  access_log off;',
      '  sendfile on;',
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((n) => `  ${temp(n)}`),
      `  include ${site};`,
      '}',
    ].join('\n'),
  );
  return main;
}

/**
 * Starts nginx as a child process, unprivileged, with its prefix, pid, logs and temp folders in a
 * temp dir, serving the four dist folders on ports[app] with an app-config.json for those ports.
 * `root`: the folder holding the apps' dist folders (the checkout; an e2e worker's own copy).
 */
export async function startNginx({ ports, apiBase, brotli = brotliAvailable(), root = repoRoot }) {
  if (!existsSync(nginxBinary)) {
    throw new Error(
      `nginx is missing at ${nginxBinary}: run \`node scripts/setup.mjs --browser\` (Debian: apt-get install nginx).`,
    );
  }
  const url = (port) => `http://127.0.0.1:${port}`;
  // nginx retries a busy port for a while and another server there would answer our wait.
  if (
    await fetch(url(ports.host)).then(
      () => true,
      () => false,
    )
  )
    throw new Error(`port ${ports.host} is already in use`);
  const prefix = mkdtempSync(path.join(tmpdir(), 'qa-nginx-'));
  // Readable by the workers whoever they run as (mkdtemp makes it mode 700).
  chmodSync(prefix, 0o755);
  const appConfig = appConfigFor({ portOf: (a) => ports[a.name], apiBase });
  const appConfigPath = path.join(prefix, 'app-config.json');
  // With brotli_static a stale .br would win over a new app-config.json: write both together.
  const writeAppConfig = (config) => {
    writeFileSync(appConfigPath, JSON.stringify(config));
    if (brotli) writeFileSync(`${appConfigPath}.br`, zlib.brotliCompressSync(JSON.stringify(config)));
  };
  writeAppConfig(appConfig);
  const site = renderNginx(path.join(prefix, 'conf'), {
    hostOrigin: url(ports.host),
    appConfig,
    appConfigDir: prefix,
    brotli,
    apps: Object.fromEntries(
      apps.map((a) => [
        a.name,
        { listen: `127.0.0.1:${ports[a.name]}`, serverName: '127.0.0.1', root: path.join(root, a.dir, 'dist') },
      ]),
    ),
  });
  const main = writeMainConfig(prefix, site, brotli);
  const child = spawn(nginxBinary, ['-p', prefix, '-c', main, '-e', 'stderr'], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  let alive = true;
  child.on('exit', () => (alive = false));
  const up = await waitFor(`${url(ports.host)}/app-config.json`, { timeoutMs: 15_000, isAlive: () => alive });
  if (!up) {
    child.kill();
    throw new Error(`nginx did not start on port ${ports.host} (its errors are above)`);
  }
  return {
    hostUrl: url(ports.host),
    urls: Object.fromEntries(apps.map((a) => [a.name, url(ports[a.name])])),
    appConfig,
    brotli,
    /** Replaces the served app-config.json (no reload: it is read on each request). */
    writeAppConfig,
    async stop() {
      if (alive) {
        child.kill('SIGQUIT');
        await new Promise((resolve) => child.once('exit', resolve));
      }
      rmSync(prefix, { recursive: true, force: true });
    },
  };
}

/** Writes name.br next to each text asset of a dist folder (for brotli_static). */
export function precompress(distDir) {
  let count = 0;
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.(js|json|html|css|svg|txt|xml)$/.test(entry.name)) {
        const params = { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 };
        writeFileSync(`${file}.br`, zlib.brotliCompressSync(readFileSync(file), { params }));
        count += 1;
      }
    }
  };
  walk(distDir);
  return count;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [command, a, b] = process.argv.slice(2);
  if (command === 'render' && a && b) {
    const settings = JSON.parse(readFileSync(a, 'utf8'));
    settings.appConfig = JSON.parse(readFileSync(path.join(settings.appConfigDir, 'app-config.json'), 'utf8'));
    console.log(`wrote ${renderNginx(b, settings)}`);
  } else if (command === 'precompress' && a) {
    console.log(`wrote ${precompress(a)} .br files in ${a}`);
  } else {
    console.error('usage: nginx.mjs render <settings.json> <out-dir> | precompress <dist-dir>');
    process.exit(1);
  }
}
