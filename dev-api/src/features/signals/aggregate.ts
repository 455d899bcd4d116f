/**
 * GET /dev/releases/signals: per remote, per version and role, what the stored signals say since a
 * time, and the same per time bucket. p75 is the nearest-rank 75th percentile: the value at rank
 * ⌈0.75·n⌉ of the n samples sorted ascending (no interpolation: always a value that was measured).
 */
import type { SignalRow } from './store.ts';

export interface BucketSummary {
  start: number;
  sessions: number;
  failedSessions: number;
  lcpP75: number | null;
  inpP75: number | null;
}

export interface VersionSummary {
  version: string;
  role: string;
  manifestUrl: string | null;
  sessions: number;
  failedSessions: number;
  loads: number;
  failures: number;
  fallbacks: number;
  errors: number;
  failureRate: number;
  lcpP75: number | null;
  inpP75: number | null;
  clsP75: number | null;
  series: BucketSummary[];
}

export interface SignalsSummary {
  generatedAt: number;
  since: number;
  bucketSeconds: number;
  remotes: { remote: string; versions: VersionSummary[] }[];
}

/** Nearest-rank 75th percentile; null without samples. */
export function p75(samples: readonly number[]): number | null {
  if (samples.length === 0) return null;
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.ceil(0.75 * sorted.length) - 1] ?? null;
}

/** Records that make their session a failed one for the version they name (a fallback names the version left). */
const FAILING = new Set(['remote.load_failure', 'remote.error', 'remote.fallback']);
const ROLE_ORDER = ['stable', 'canary', 'last-known-good', 'preview'];

interface Tally {
  sessions: Set<string>;
  failed: Set<string>;
  lcp: number[];
  inp: number[];
  cls: number[];
}
const tally = (): Tally => ({ sessions: new Set(), failed: new Set(), lcp: [], inp: [], cls: [] });

function add(t: Tally, row: SignalRow): void {
  t.sessions.add(row.sessionId);
  if (FAILING.has(row.event)) t.failed.add(row.sessionId);
  if (row.event === 'web_vital' && row.value !== null) {
    if (row.vital === 'LCP') t.lcp.push(row.value);
    else if (row.vital === 'INP') t.inp.push(row.value);
    else if (row.vital === 'CLS') t.cls.push(row.value);
  }
}

interface Group {
  version: string;
  role: string;
  manifestUrl: string | null;
  all: Tally;
  counts: { loads: number; failures: number; fallbacks: number; errors: number };
  buckets: Tally[];
}

const COUNTED = {
  'remote.load': 'loads',
  'remote.load_failure': 'failures',
  'remote.fallback': 'fallbacks',
  'remote.error': 'errors',
} as const;

export function aggregateSignals(
  rows: readonly SignalRow[],
  { since, bucketSeconds, now }: { since: number; bucketSeconds: number; now: number },
): SignalsSummary {
  const bucketMs = bucketSeconds * 1000;
  const bucketCount = Math.max(1, Math.ceil((now - since) / bucketMs));
  const remotes = new Map<string, Map<string, Group>>();
  for (const row of rows) {
    if (row.timeMs < since || row.timeMs > now) continue;
    let versions = remotes.get(row.remote);
    if (!versions) remotes.set(row.remote, (versions = new Map()));
    const key = `${row.version}\u0000${row.role}`;
    let group = versions.get(key);
    if (!group) {
      group = {
        version: row.version,
        role: row.role,
        manifestUrl: null,
        all: tally(),
        counts: { loads: 0, failures: 0, fallbacks: 0, errors: 0 },
        buckets: Array.from({ length: bucketCount }, tally),
      };
      versions.set(key, group);
    }
    group.manifestUrl = row.manifestUrl ?? group.manifestUrl;
    add(group.all, row);
    const bucket = group.buckets[Math.min(bucketCount - 1, Math.floor((row.timeMs - since) / bucketMs))];
    if (bucket) add(bucket, row);
    const counted = COUNTED[row.event as keyof typeof COUNTED] as keyof Group['counts'] | undefined;
    if (counted) group.counts[counted] += 1;
  }
  const roleRank = (role: string) => (ROLE_ORDER.includes(role) ? ROLE_ORDER.indexOf(role) : ROLE_ORDER.length);
  return {
    generatedAt: now,
    since,
    bucketSeconds,
    remotes: [...remotes]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([remote, versions]) => ({
        remote,
        versions: [...versions.values()]
          .sort((a, b) => roleRank(a.role) - roleRank(b.role) || a.version.localeCompare(b.version))
          .map((g) => ({
            version: g.version,
            role: g.role,
            manifestUrl: g.manifestUrl,
            sessions: g.all.sessions.size,
            failedSessions: g.all.failed.size,
            ...g.counts,
            failureRate: g.all.sessions.size === 0 ? 0 : g.all.failed.size / g.all.sessions.size,
            lcpP75: p75(g.all.lcp),
            inpP75: p75(g.all.inp),
            clsP75: p75(g.all.cls),
            series: g.buckets.map((b, i) => ({
              start: since + i * bucketMs,
              sessions: b.sessions.size,
              failedSessions: b.failed.size,
              lcpP75: p75(b.lcp),
              inpP75: p75(b.inp),
            })),
          })),
      })),
  };
}
