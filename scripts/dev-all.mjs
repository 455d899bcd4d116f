#!/usr/bin/env node
// `pnpm dev:all`: the dev API and all four apps in watch mode, then a table of what runs.
// Ctrl-C (or SIGTERM, SIGHUP) stops every child; a child that dies is reported at once.
// `--smoke`: once everything is up, open the site in Chromium at localhost, 127.0.0.1 and the
// machine's name, check that a page of each remote renders (not the fallback), stop, and exit
// non-zero on any failure. `npm test` runs it.
import { spawn } from 'node:child_process';
import os from 'node:os';
import { apps, repoRoot } from './lib/apps.mjs';
import { portTaken } from './lib/ports.mjs';
import { fetchJson, waitFor } from './lib/wait-for.mjs';

const API_PORT = Number(process.env.API_PORT ?? 4000);
// For the shutdown test: `DEV_ALL_STAND_IN=<node script>` starts that script per app instead of
// the real dev servers (with PORT set, on each dev port + DEV_ALL_PORT_SHIFT), so the start-up and
// the signal handling below run as they are, without compiling four apps.
const standIn = process.env.DEV_ALL_STAND_IN;
const portShift = standIn ? Number(process.env.DEV_ALL_PORT_SHIFT ?? 0) : 0;
const devPortOf = (app) => app.devPort + portShift;

// Before starting anything: a busy port would leave a half-started site behind.
const wanted = [{ name: 'dev-api', port: API_PORT }, ...apps.map((app) => ({ name: app.name, port: devPortOf(app) }))];
const busy = [];
for (const { name, port } of wanted) if (await portTaken(port)) busy.push(`port ${port} (${name})`);
if (busy.length) {
  console.error(
    `Cannot start: ${busy.join(', ')} ${busy.length > 1 ? 'are' : 'is'} already in use. Stop what runs there (an earlier \`pnpm dev:all\`?) and try again.`,
  );
  process.exit(1);
}

const children = [];
let stopping = false;

function start(name, args, env = {}) {
  const [command, commandArgs] = standIn ? [process.execPath, [standIn, name]] : ['pnpm', args];
  const child = spawn(command, commandArgs, {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const entry = { name, child, alive: true, log: [] };
  const keep = (chunk) => {
    const text = chunk.toString();
    entry.log.push(text);
    if (entry.log.length > 40) entry.log.shift();
    if (process.env.DEV_ALL_VERBOSE || /error|ERROR/.test(text))
      process.stdout.write(
        text
          .split('\n')
          .filter(Boolean)
          .map((l) => `[${name}] ${l}\n`)
          .join(''),
      );
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  child.on('exit', (code, signal) => {
    entry.alive = false;
    if (stopping) return;
    console.error(
      `\n✖ ${name} exited (${signal ?? `code ${code}`}). Its last output:\n${entry.log.join('').split('\n').slice(-15).join('\n')}`,
    );
    console.error(`The other apps keep running; fix ${name} and restart \`pnpm dev:all\`.`);
  });
  children.push(entry);
  return entry;
}

function stopAll() {
  if (stopping) return;
  stopping = true;
  console.log('\nStopping every app…');
  for (const { child } of children) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      /* already gone */
    }
  }
  setTimeout(() => process.exit(0), 1500).unref();
}
process.on('SIGINT', stopAll);
process.on('SIGTERM', stopAll);
process.on('SIGHUP', stopAll);

const api = start('dev-api', ['--filter', '@qa/dev-api', 'dev'], { PORT: String(API_PORT) });
const running = apps.map((app) => ({
  app,
  entry: start(app.name, ['--filter', `./${app.dir}`, 'dev'], standIn ? { PORT: String(devPortOf(app)) } : {}),
}));

console.log('Starting the dev API and four apps in watch mode (first compile ≈ 30 s on 2 cores)…');
const apiUp = await waitFor(`http://127.0.0.1:${API_PORT}/health`, { isAlive: () => api.alive });
const rows = [];
for (const { app, entry } of running) {
  const url = `http://127.0.0.1:${devPortOf(app)}`;
  const up = await waitFor(`${url}/mf-manifest.json`, { isAlive: () => entry.alive, timeoutMs: 180_000 });
  const manifest = up ? await fetchJson(`${url}/mf-manifest.json`) : null;
  const singletons = (manifest?.shared ?? [])
    .filter((s) => !s.name.startsWith('@qa/shared/') && !s.name.includes('/jsx-'))
    .map((s) => `${s.name}@${s.version}`)
    .join(', ');
  rows.push({ app: app.name, url, manifest: manifest ? 'yes' : 'NO', singletons: singletons || '—' });
}
console.log('');
console.table([
  { app: 'dev-api', url: `http://127.0.0.1:${API_PORT}`, manifest: apiUp ? 'n/a (up)' : 'NOT UP', singletons: '' },
  ...rows,
]);
const failed = rows.filter((r) => r.manifest !== 'yes').length + (apiUp ? 0 : 1);
console.log(
  failed
    ? `\n${failed} part(s) did not come up: see the messages above.`
    : `\nThe site: http://localhost:3000  (also http://127.0.0.1:3000; Ctrl-C stops everything)`,
);

if (process.argv.includes('--smoke')) {
  const { smokeTest } = await import('./lib/dev-smoke.mjs');
  const ok = !failed && (await smokeTest(['localhost', '127.0.0.1', os.hostname()]));
  stopAll();
  process.exitCode = ok ? 0 : 1;
  setTimeout(() => process.exit(ok ? 0 : 1), 2000).unref();
}
