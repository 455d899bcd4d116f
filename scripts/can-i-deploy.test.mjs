// node --test scripts/can-i-deploy.test.mjs (a step of pnpm test:all, after the build): the deploy gate
// on the production builds. Green for each remote against the served builds (over HTTP) and through a
// file app-config; red, with its reason, for edited copies of a remote's contract (no extra build).
// CAN_I_DEPLOY_PORT_OFFSET moves the served ports (default 1900: 9980–9983, clear of the e2e suite's).
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { promisify } from 'node:util';
import { apps, remotes, repoRoot } from './lib/apps.mjs';
import { serveAll } from './lib/serve-all.mjs';
import { canIDeploy } from './can-i-deploy.mjs';
import { RULES } from './can-i-deploy/rules.mjs';

const run = promisify(execFile);
const cli = path.join(repoRoot, 'scripts/can-i-deploy.mjs');
const portOffset = Number(process.env.CAN_I_DEPLOY_PORT_OFFSET ?? 1900);
const distOf = (app) => path.join(repoRoot, app.dir, 'dist');
const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));
const writeJson = (file, value) => writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`);
const marketing = remotes.find((r) => r.name === 'marketing');
const temps = [];

for (const app of apps) {
  if (!existsSync(path.join(distOf(app), 'federation-contract.json')))
    throw new Error(`${app.dir}/dist/federation-contract.json is missing: run pnpm build first`);
}

/** A file app-config whose remotes are the dist folders' manifests (paths relative to it). */
function fileAppConfig() {
  const dir = mkdtempSync(path.join(tmpdir(), 'can-i-deploy-config-'));
  temps.push(dir);
  const remoteEntries = Object.fromEntries(
    remotes.map((r) => [r.name, path.relative(dir, path.join(distOf(r), 'mf-manifest.json'))]),
  );
  const file = path.join(dir, 'app-config.json');
  writeJson(file, { remotes: remoteEntries, api: {} });
  return file;
}

/** A copy of marketing's contract, manifest and entry script, edited by `edit(contract, manifest)`. */
function editedMarketing(edit) {
  const dir = mkdtempSync(path.join(tmpdir(), 'can-i-deploy-dist-'));
  temps.push(dir);
  for (const file of ['federation-contract.json', 'mf-manifest.json', 'remoteEntry.js'])
    copyFileSync(path.join(distOf(marketing), file), path.join(dir, file));
  const contract = readJson(path.join(dir, 'federation-contract.json'));
  const manifest = readJson(path.join(dir, 'mf-manifest.json'));
  edit(contract, manifest);
  writeJson(path.join(dir, 'federation-contract.json'), contract);
  writeJson(path.join(dir, 'mf-manifest.json'), manifest);
  return dir;
}

const hostDist = distOf(apps[0]);
const failures = (answer) => answer.rows.filter((r) => r.status === 'fail');
const gate = (dist) => canIDeploy({ remote: 'marketing', dist, against: fileAppConfig(), host: hostDist });

after(() => {
  for (const dir of temps) rmSync(dir, { recursive: true, force: true });
});

describe('against the served builds (HTTP)', () => {
  let site;
  // The gate reads only the app-config's remotes: the APIs it names need not run.
  before(async () => {
    site = await serveAll({ apiBase: 'http://127.0.0.1:9', portOffset });
  });
  after(() => site?.stop());

  for (const remote of remotes) {
    test(`${remote.name}: can be deployed (exit 0, every rule passes)`, async () => {
      const { stdout } = await run(process.execPath, [
        cli,
        remote.name,
        '--against',
        `${site.hostUrl}/app-config.json`,
        '--json',
      ]);
      const answer = JSON.parse(stdout);
      assert.deepEqual(failures(answer), []);
      assert.equal(answer.ok, true);
      assert.equal(answer.host.contract, `${site.hostUrl}/federation-contract.json`);
      assert.equal(answer.siblings.length, 2);
    });
  }

  test('a refusal exits 1 and names the rule in the table', async () => {
    const dist = editedMarketing((contract) => {
      contract.kitVersion = '9.0.0';
    });
    const args = [cli, 'marketing', '--dist', dist, '--against', `${site.hostUrl}/app-config.json`];
    const error = await run(process.execPath, args).then(
      () => null,
      (e) => e,
    );
    assert.equal(error?.code, 1);
    assert.match(error.stdout, /kit version\s+FAIL\s+built with kit 9\.0\.0/);
    assert.match(error.stdout, /^No: /m);
  });
});

describe('through a file app-config', () => {
  for (const remote of remotes) {
    test(`${remote.name}: can be deployed`, async () => {
      const answer = await canIDeploy({ remote: remote.name, against: fileAppConfig(), host: hostDist });
      assert.deepEqual(failures(answer), []);
    });
  }

  test('a live host contract that cannot be read refuses, naming where it looked', async () => {
    const answer = await canIDeploy({ remote: 'marketing', against: fileAppConfig() });
    assert.equal(answer.ok, false);
    assert.match(failures(answer)[0].reason, /federation-contract\.json does not exist.*--host/);
  });
});

describe('refusals, each with its reason', () => {
  test('a removed expose the live host loads', async () => {
    const dist = editedMarketing((contract, manifest) => {
      contract.exposes = contract.exposes.filter((e) => e.module !== './PostPage');
      manifest.exposes = manifest.exposes.filter((e) => e.path !== './PostPage');
    });
    const [failure, ...rest] = failures(await gate(dist));
    assert.equal(rest.length, 0);
    assert.equal(failure.rule, RULES.exposes);
    assert.match(failure.reason, /^\.\/PostPage: live host 0\.1\.0 loads it, but this build does not expose it/);
  });

  test('a page that no longer renders a route the live host sends to it', async () => {
    const dist = editedMarketing((contract) => {
      contract.exposes.find((e) => e.module === './PostPage').routes[0].path = '/blog/:slug';
    });
    const [failure] = failures(await gate(dist));
    assert.match(failure.reason, /loaded for \/posts\/:slug .*renders that route at \/blog\/:slug/);
  });

  test('a React range that no longer overlaps the live host’s React', async () => {
    const dist = editedMarketing((contract) => {
      for (const c of contract.shared.consumed) if (c.name.startsWith('react')) c.requiredVersion = '^20.0.0';
    });
    const rows = failures(await gate(dist));
    assert.deepEqual(
      rows.map((r) => r.rule),
      [RULES.fromHost, RULES.fromHost],
    );
    assert.match(rows[0].reason, /^react: this build requires \^20\.0\.0, live host 0\.1\.0 provides 19\.\d+\.\d+/);
  });

  test('a kit version the live host does not provide', async () => {
    const dist = editedMarketing((contract) => {
      contract.kitVersion = '0.99.0';
      for (const c of contract.shared.consumed) if (c.name.startsWith('@qa/shared/')) c.requiredVersion = '^0.99.0';
    });
    const rows = failures(await gate(dist));
    const kit = rows.find((r) => r.rule === RULES.kit);
    assert.match(
      kit.reason,
      /built with kit 0\.99\.0 \(requires \^0\.99\.0\), live host 0\.1\.0 provides kit 0\.\d+\.\d+\. Deploy a host built with kit 0\.99\.0/,
    );
    assert.match(rows.find((r) => r.rule === RULES.fromHost).reason, /kit module\(s\) .* require \^0\.99\.0/);
  });

  test('a kit module the live host does not provide', async () => {
    const dist = editedMarketing((contract) => {
      contract.shared.consumed.push({
        name: '@qa/shared/ui/new-widget',
        requiredVersion: '^0.7.0',
        singleton: true,
        strictVersion: true,
        import: false,
      });
    });
    const [failure] = failures(await gate(dist));
    assert.match(
      failure.reason,
      /^@qa\/shared\/ui\/new-widget: this build takes it from the host \(import: false\), live host 0\.1\.0 does not provide it/,
    );
  });

  test('a bundled copy of a singleton the host provides', async () => {
    const dist = editedMarketing((contract) => {
      contract.bundled.push({ name: 'zustand', version: '5.0.8' });
    });
    const [failure, ...rest] = failures(await gate(dist));
    assert.equal(rest.length, 0);
    assert.equal(failure.rule, RULES.duplicates);
    assert.match(
      failure.reason,
      /^zustand 5\.0\.8: this build bundles its own copy, live host 0\.1\.0 provides zustand \d+\.\d+\.\d+ as a singleton/,
    );
  });

  test('a singleton shared without singleton: true', async () => {
    const dist = editedMarketing((contract) => {
      contract.shared.consumed.find((c) => c.name === 'react').singleton = false;
    });
    const [failure] = failures(await gate(dist));
    assert.equal(failure.rule, RULES.singletons);
    assert.match(failure.reason, /^react: live host 0\.1\.0 shares it as a singleton, this build does not/);
  });

  test('a contract from another build than its entry script', async () => {
    const dist = editedMarketing(() => {});
    writeFileSync(path.join(dist, 'remoteEntry.js'), '/* tampered */');
    const [failure] = failures(await gate(dist));
    assert.equal(failure.rule, RULES.contract);
    assert.match(failure.reason, /remoteEntry\.js does not match the contract's sha384-/);
  });
});

test('the host loads remote modules only where its contract knows about (the route table)', () => {
  // federation-contract-plugin.mjs writes the host's loads from the route table; a load from anywhere
  // else would be missing from them, and the gate could not protect it.
  const callSites = (dir, pattern) =>
    readdirSync(path.join(repoRoot, dir), { recursive: true })
      .filter((file) => /\.tsx?$/.test(file) && !file.includes('__tests__'))
      .filter((file) => pattern.test(readFileSync(path.join(repoRoot, dir, file), 'utf8')))
      .map((file) => `${dir}/${file}`)
      .sort();
  assert.deepEqual(callSites('host/src', /\bloadRemote\s*[<(]/), ['host/src/federation/remote-loader.ts']);
  assert.deepEqual(callSites('host/src', /\bloadRemoteModule\s*[<(]/), [
    'host/src/federation/remote-loader.ts',
    'host/src/federation/use-remote-component.ts',
  ]);
  for (const remote of remotes) assert.deepEqual(callSites(`${remote.dir}/src`, /\bloadRemote\w*\s*[<(]/), []);
});
