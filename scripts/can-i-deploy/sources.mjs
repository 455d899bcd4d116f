// Where the deploy gate reads from: the candidate's dist folder, and the live site through its
// app-config (an http(s) URL, or a file whose remote entries are URLs or paths beside it).
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { RULES } from './rules.mjs';

export const CONTRACT_FILE = 'federation-contract.json';
export const SUPPORTED_FORMAT = 1;
const FETCH_TIMEOUT_MS = 10_000;

const isUrl = (location) => /^https?:\/\//i.test(location);
const toPath = (location) => (location.startsWith('file:') ? fileURLToPath(location) : location);

/** `file` next to `location` (a URL, or a path: beside the file it names). */
export function beside(location, file) {
  if (isUrl(location)) return new URL(file, location).href;
  return path.join(path.dirname(toPath(location)), file);
}

/** JSON from a URL or a file, or an Error whose message says where and why. */
export async function readJson(location) {
  if (!isUrl(location)) {
    const file = toPath(location);
    if (!existsSync(file)) throw new Error(`${file} does not exist`);
    try {
      return JSON.parse(readFileSync(file, 'utf8'));
    } catch (error) {
      throw new Error(`${file} is not JSON (${error.message})`);
    }
  }
  let response;
  try {
    response = await fetch(location, { cache: 'no-cache', signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
  } catch (error) {
    throw new Error(`${location} could not be fetched (${error.cause?.code ?? error.name})`);
  }
  if (!response.ok) throw new Error(`${location} answered HTTP ${response.status}`);
  try {
    return await response.json();
  } catch {
    throw new Error(`${location} did not answer JSON`);
  }
}

/** An app-config remote entry in its long form (the kernel's `rolloutOf`, for Node). */
export function releasesOf(entry) {
  const rollout = typeof entry === 'string' ? { url: entry } : (entry ?? {});
  const releases = rollout.url ? [{ role: 'stable', url: rollout.url }] : [];
  if (rollout.canary?.url) releases.push({ role: 'canary', url: rollout.canary.url });
  return releases;
}

/** A remote's manifest as the app-config names it: a URL, or (in a file app-config) a path beside that file. */
export function entryLocation(against, url) {
  if (isUrl(url)) return url;
  if (isUrl(against)) return new URL(url, against).href;
  return path.resolve(path.dirname(toPath(against)), toPath(url));
}

/** The live host's contract: `--host` (a URL or the host's dist folder), else beside a file app-config or at a URL's origin. */
export function hostContractLocation(against, host) {
  if (host)
    return isUrl(host)
      ? new URL(CONTRACT_FILE, host.endsWith('/') ? host : `${host}/`).href
      : path.join(host, CONTRACT_FILE);
  return isUrl(against) ? new URL(`/${CONTRACT_FILE}`, against).href : beside(against, CONTRACT_FILE);
}

const sha384 = (buffer) => `sha384-${createHash('sha384').update(buffer).digest('base64')}`;

/** The new build: its contract, plus rows saying whether the contract is that build's (its entry's hash, its exposes). */
export function readCandidate(remote, dist) {
  const contractFile = path.join(dist, CONTRACT_FILE);
  const manifestFile = path.join(dist, 'mf-manifest.json');
  for (const file of [contractFile, manifestFile])
    if (!existsSync(file))
      throw new Error(`${file} is missing: build the remote first (pnpm build); a production build writes both`);
  const contract = JSON.parse(readFileSync(contractFile, 'utf8'));
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  const problems = [];
  const fail = (reason) => problems.push({ rule: RULES.contract, status: 'fail', reason });
  if (contract.format !== SUPPORTED_FORMAT)
    fail(
      `${contractFile} has format ${contract.format}, this gate reads format ${SUPPORTED_FORMAT}: update the checkout`,
    );
  if (contract.name !== remote || manifest.name !== remote)
    fail(`${dist} is the build of "${contract.name}" (manifest "${manifest.name}"), not of ${remote}`);
  const entryFile = contract.entry ? path.join(dist, contract.entry.file) : null;
  if (!entryFile || !existsSync(entryFile))
    fail(`the entry script the contract names (${contract.entry?.file}) is not in ${dist}`);
  else if (sha384(readFileSync(entryFile)) !== contract.entry.integrity)
    fail(
      `${contract.entry.file} does not match the contract's ${contract.entry.integrity}: the files come from different builds; build again`,
    );
  const exposed = (manifest.exposes ?? []).map((e) => e.path).sort();
  const listed = contract.exposes.map((e) => e.module).sort();
  if (exposed.join() !== listed.join())
    fail(
      `the manifest exposes ${exposed.join(', ') || 'nothing'}, the contract lists ${listed.join(', ') || 'nothing'}: build again`,
    );
  const checks = problems.length
    ? problems
    : [
        {
          rule: RULES.contract,
          status: 'pass',
          reason: `${contract.entry.file} ${contract.entry.integrity.slice(0, 19)}…, ${listed.length} exposes`,
        },
      ];
  return { name: remote, version: contract.version, contract, checks };
}

/**
 * The live apps: the host's contract (required) and each other remote's, stable and canary (a
 * sibling whose contract cannot be read is a warning: a build from before contract files has none).
 */
export async function readLive({ remote, against, host }) {
  const appConfig = await readJson(against);
  if (!appConfig || typeof appConfig.remotes !== 'object')
    throw new Error(`${against} is not an app-config (no "remotes")`);
  const hostLocation = hostContractLocation(against, host);
  const hostContract = await readJson(hostLocation).catch((error) => {
    throw new Error(`the live host's contract: ${error.message}. Pass --host <the host's URL or dist folder>.`);
  });
  const siblings = [];
  const warnings = [];
  for (const [name, entry] of Object.entries(appConfig.remotes)) {
    if (name === remote) continue;
    for (const release of releasesOf(entry)) {
      const location = beside(entryLocation(against, release.url), CONTRACT_FILE);
      try {
        const contract = await readJson(location);
        siblings.push({ name, role: release.role, version: contract.version, contract, location });
      } catch (error) {
        warnings.push({
          rule: RULES.exposes,
          status: 'warn',
          reason: `${name} (${release.role}): its contract could not be read (${error.message}), so what it loads from ${remote} was not checked`,
        });
      }
    }
  }
  return {
    host: { name: 'host', version: hostContract.version, contract: hostContract, location: hostLocation },
    siblings,
    warnings,
  };
}
