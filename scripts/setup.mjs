#!/usr/bin/env node
// What a fresh machine with only Node 20 and npm lacks: pnpm 12, the packages, and (with
// --browser) Debian's Chromium and nginx for the e2e suite and the bench. Safe to run again.
import { execSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '..');
const sh = (command, options = {}) =>
  spawnSync(command, { shell: true, stdio: 'inherit', cwd: repoRoot, ...options }).status === 0;
const has = (command) => spawnSync(`command -v ${command}`, { shell: true }).status === 0;

const [major = 0, minor = 0] = process.versions.node.split('.').map(Number);
if (major < 20 || (major === 20 && minor < 12)) {
  console.error(`Node ${process.versions.node} is too old: this project needs Node 20.12 or newer.`);
  process.exit(1);
}

if (!has('pnpm')) {
  console.log('Installing pnpm 12 (npm i -g pnpm@12)…');
  if (!sh('npm install -g pnpm@12')) {
    console.error(
      'Could not install pnpm globally. Install it yourself (`npm i -g pnpm@12`, with sudo if needed) and run this again.',
    );
    process.exit(1);
  }
}

// Native modules (better-sqlite3) build from source with node-gyp, which would download
// Node's headers; use the local ones when this Node ships them (offline machines).
const nodeDir = path.resolve(path.dirname(process.execPath), '..');
const env = { ...process.env };
if (!env.npm_config_nodedir && existsSync(path.join(nodeDir, 'include/node/node.h'))) env.npm_config_nodedir = nodeDir;

const install = () => sh('pnpm install --frozen-lockfile', { env });
if (!install()) {
  console.log('pnpm install failed; trying once more (native builds can be flaky on a cold cache)…');
  if (!install()) process.exit(1);
}

// The e2e suite (--browser) needs Debian's Chromium and nginx (the production config in
// deploy/nginx is tested on it, run unprivileged under a temp folder, never as a service).
const missing = [];
if (process.argv.includes('--browser')) {
  if (!existsSync(process.env.CHROME_PATH ?? '/usr/bin/chromium')) missing.push('chromium');
  if (!existsSync(process.env.NGINX_PATH ?? '/usr/sbin/nginx')) missing.push('nginx');
}
if (missing.length > 0) {
  const root = typeof process.getuid === 'function' && process.getuid() === 0;
  if (root && has('apt-get')) {
    console.log(`Installing Debian's ${missing.join(' and ')} for the browser tests…`);
    const apt = 'DEBIAN_FRONTEND=noninteractive apt-get install -y -qq';
    if (!sh(`apt-get update -qq && ${apt} ${missing.join(' ')}`)) process.exit(1);
    if (missing.includes('nginx')) {
      // Pre-compressed brotli is optional: the config works without the module.
      if (!sh(`${apt} libnginx-mod-http-brotli-static`))
        console.log('(no brotli_static module: nginx serves gzip only)');
      // The tests run their own nginx; the package's system service (port 80) is not wanted.
      sh('if [ -d /run/systemd/system ]; then systemctl disable --now nginx; fi');
    }
  } else {
    console.error(
      `The browser tests need ${missing.join(' and ')} (Debian: \`sudo apt-get install -y ${missing.join(' ')}\`); CHROME_PATH / NGINX_PATH point elsewhere.`,
    );
    process.exit(1);
  }
}
execSync('pnpm --version', { stdio: 'ignore' });
