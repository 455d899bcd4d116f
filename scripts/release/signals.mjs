// The dev API's aggregate of the host's signals (GET /dev/releases/signals), and the entries of one rollout.

export const DEFAULT_SIGNALS_URL = 'http://127.0.0.1:4000';

/** The aggregate since `sinceMs` (epoch ms), in buckets of `bucketSeconds`. */
export async function fetchAggregate(signalsUrl, { sinceMs, bucketSeconds = 60 }, { fetchImpl = fetch } = {}) {
  const url = new URL('/dev/releases/signals', signalsUrl);
  url.searchParams.set('since', String(Math.floor(sinceMs)));
  url.searchParams.set('bucketSeconds', String(bucketSeconds));
  let response;
  try {
    response = await fetchImpl(url, { signal: AbortSignal.timeout(10_000) });
  } catch (error) {
    throw new Error(
      `Cannot reach the signals at ${url.origin} (${error.cause?.code ?? error.message}); is the dev API running? (--signals)`,
    );
  }
  if (!response.ok) throw new Error(`${url} answered HTTP ${response.status}.`);
  const body = await response.json();
  if (!Array.isArray(body?.remotes)) throw new Error(`${url} did not answer a signals aggregate.`);
  return body;
}

export const versionsOfRemote = (aggregate, remote) =>
  aggregate?.remotes.find((r) => r.remote === remote)?.versions ?? [];

/**
 * The aggregate entry of one release: same role, and the configured manifest URL or, failing
 * that (a URL written another way), the version that manifest declares.
 */
export function armOf(versions, role, release, version) {
  if (!release) return null;
  const ofRole = versions.filter((v) => v.role === role);
  return ofRole.find((v) => v.manifestUrl === release.url) ?? ofRole.find((v) => v.version === version) ?? null;
}
