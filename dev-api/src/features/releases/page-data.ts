/**
 * What /dev/releases shows, from the signals aggregate (GET /dev/releases/signals) and, when one
 * is named, a site's app-config: pure functions, so the page's content is tested without a browser.
 */

import type { BucketSummary, SignalsSummary, VersionSummary } from '../signals/aggregate.ts';

/** One bucket of a version's series. */
export type SignalBucket = BucketSummary;

/** What the page reads of one remote + version + role of the aggregate (signals/aggregate.ts). */
export type VersionSignals = Pick<
  VersionSummary,
  'version' | 'role' | 'manifestUrl' | 'sessions' | 'failedSessions' | 'failureRate' | 'lcpP75' | 'inpP75' | 'series'
>;

export type SignalsAggregate = Omit<SignalsSummary, 'remotes'> & {
  remotes: { remote: string; versions: VersionSignals[] }[];
};

/** A remote's rollout as an app-config writes it: a manifest URL, or `{ url, canary: { url, percent } }`. */
export type RolloutEntry = string | { url: string; canary?: { url: string; percent: number } };

export interface ReleaseRow {
  role: 'stable' | 'canary';
  url: string;
  version: string | null;
  percent: number;
}

/** The configured releases of a remote, with the version its signals name for that manifest. */
export function releasesOf(entry: RolloutEntry | undefined, versions: VersionSignals[]): ReleaseRow[] {
  if (entry === undefined) return [];
  const { url, canary } = typeof entry === 'string' ? { url: entry, canary: undefined } : entry;
  const versionAt = (role: string, manifestUrl: string) =>
    versions.find((v) => v.role === role && v.manifestUrl === manifestUrl)?.version ?? null;
  const percent = canary && Number.isFinite(canary.percent) ? canary.percent : 0;
  const rows: ReleaseRow[] = [{ role: 'stable', url, version: versionAt('stable', url), percent: 100 - percent }];
  if (canary) rows.push({ role: 'canary', url: canary.url, version: versionAt('canary', canary.url), percent });
  return rows;
}

/** One line of a chart: a version in a role, its failure rate (%) and LCP p75 (ms) per bucket. */
export interface ChartLine {
  label: string;
  role: string;
  failureRate: (number | null)[];
  lcpP75: (number | null)[];
}

/** A remote's charts: bucket starts in seconds (uPlot's x axis) and a line per stable or canary version. */
export interface RemoteChart {
  remote: string;
  times: number[];
  lines: ChartLine[];
}

/** Stable against canary over time: previews and last-known-good loads are left out of the charts. */
export function chartsOf(aggregate: SignalsAggregate): RemoteChart[] {
  return aggregate.remotes.map(({ remote, versions }) => {
    const shown = versions.filter((v) => v.role === 'stable' || v.role === 'canary');
    const times = [...new Set(shown.flatMap((v) => v.series.map((b) => b.start)))].sort((a, b) => a - b);
    const lines = shown.map((v) => {
      const byStart = new Map(v.series.map((b) => [b.start, b]));
      const at = (start: number) => byStart.get(start);
      return {
        label: `${v.version} ${v.role}`,
        role: v.role,
        failureRate: times.map((t) => {
          const b = at(t);
          return b && b.sessions > 0 ? (100 * b.failedSessions) / b.sessions : null;
        }),
        lcpP75: times.map((t) => at(t)?.lcpP75 ?? null),
      };
    });
    return { remote, times: times.map((t) => Math.round(t / 1000)), lines };
  });
}
