// What `pnpm release` learns from a remote's mf-manifest.json: its version and its entry script.
import { createHash } from 'node:crypto';

const TIMEOUT_MS = 10_000;

async function get(url, what, fetchImpl) {
  let response;
  try {
    response = await fetchImpl(url, { signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch (error) {
    throw new Error(`Cannot fetch the ${what} ${url}: ${error.cause?.code ?? error.message}`);
  }
  if (!response.ok) throw new Error(`The ${what} ${url} answered HTTP ${response.status}.`);
  return response;
}

/** The entry script's URL: `publicPath` "auto" means beside the manifest (how our remotes are built). */
export function entryUrlOf(manifest, manifestUrl) {
  const { publicPath, remoteEntry } = manifest.metaData;
  const dir = remoteEntry.path ? `${remoteEntry.path.replace(/\/+$/, '')}/` : '';
  const base = publicPath && publicPath !== 'auto' ? new URL(publicPath, manifestUrl) : new URL(manifestUrl);
  return new URL(`${dir}${remoteEntry.name}`, base).href;
}

/** A parsed manifest of `remote`, or an error saying what is wrong with it. */
export function checkManifest(manifest, remote, url) {
  const meta = manifest?.metaData;
  if (!meta || typeof meta.remoteEntry?.name !== 'string' || !meta.remoteEntry.name)
    throw new Error(`${url} is not a Module Federation manifest (no metaData.remoteEntry).`);
  if (remote && manifest.name !== remote)
    throw new Error(`${url} is the manifest of "${manifest.name}", not of ${remote}.`);
  if (meta.getPublicPath)
    throw new Error(`${url} computes its public path at run time; give a manifest with a fixed one.`);
  return manifest;
}

export const versionOf = (manifest) => manifest?.metaData?.buildInfo?.buildVersion ?? 'unknown';

/** Fetches and checks a manifest: { manifest, version, entryUrl }. */
export async function readManifest(url, { remote, fetchImpl = fetch } = {}) {
  const response = await get(url, 'manifest', fetchImpl);
  let manifest;
  try {
    manifest = await response.json();
  } catch {
    throw new Error(`${url} is not JSON, so not a manifest.`);
  }
  checkManifest(manifest, remote, url);
  return { manifest, version: versionOf(manifest), entryUrl: entryUrlOf(manifest, url) };
}

/** `sha384-…` of the script at `url`, as the host's integrity attribute wants it. */
export async function integrityOf(url, { fetchImpl = fetch } = {}) {
  const response = await get(url, 'entry script', fetchImpl);
  const bytes = Buffer.from(await response.arrayBuffer());
  return `sha384-${createHash('sha384').update(bytes).digest('base64')}`;
}

/** The version of each manifest URL (`unreachable` when it cannot be read), fetched side by side. */
export async function versionsOf(urls, { fetchImpl = fetch } = {}) {
  const unique = [...new Set(urls)];
  const versions = await Promise.all(
    unique.map((url) =>
      readManifest(url, { fetchImpl }).then(
        (m) => m.version,
        () => 'unreachable',
      ),
    ),
  );
  return new Map(unique.map((url, i) => [url, versions[i]]));
}
