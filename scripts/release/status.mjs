// `pnpm release status`: each remote's rollout from the app-config beside its signals by version.
import { formatTable, formats } from '../bench/format.mjs';
import { rolloutOf } from './rollouts.mjs';
import { versionsOfRemote } from './signals.mjs';

/** `versions`: manifest URL → version. `aggregate`: the signals, or null when they could not be read. */
export function statusOf(config, aggregate, versions) {
  return Object.entries(config.remotes).map(([remote, entry]) => {
    const { url, canary } = rolloutOf(entry);
    const canaryPercent = canary ? canary.percent : 0;
    return {
      remote,
      stable: { url, version: versions.get(url) ?? 'unknown', percent: 100 - canaryPercent },
      canary: canary
        ? { url: canary.url, version: versions.get(canary.url) ?? 'unknown', percent: canaryPercent }
        : null,
      versions: versionsOfRemote(aggregate, remote).map((v) => ({
        version: v.version,
        role: v.role,
        sessions: v.sessions,
        failedSessions: v.failedSessions,
        failureRate: v.failureRate,
        lcpP75: v.lcpP75,
        inpP75: v.inpP75,
      })),
    };
  });
}

const releaseColumns = [
  { key: 'role', label: 'release' },
  { key: 'version', label: 'version' },
  { key: 'percent', label: 'share', format: (v) => `${v} %` },
  { key: 'url', label: 'manifest' },
];

const signalColumns = [
  { key: 'version', label: 'version' },
  { key: 'role', label: 'role' },
  { key: 'sessions', label: 'sessions', format: formats.int },
  { key: 'failedSessions', label: 'failed', format: formats.int },
  { key: 'failureRate', label: 'failure rate', format: (v) => `${(v * 100).toFixed(1)} %` },
  { key: 'lcpP75', label: 'LCP p75 ms', format: formats.ms },
  { key: 'inpP75', label: 'INP p75 ms', format: formats.ms },
];

const indent = (lines) => lines.map((line) => `  ${line}`);

/** The status as text: a header line, then per remote its releases and its signals by version. */
export function formatStatus(rows, { target, signalsUrl, windowLabel, signalsError }) {
  const lines = [`app config ${target}`, `signals    ${signalsUrl}, last ${windowLabel}`];
  if (signalsError) lines.push(`           not available: ${signalsError}`);
  for (const row of rows) {
    const releases = [{ role: 'stable', ...row.stable }, ...(row.canary ? [{ role: 'canary', ...row.canary }] : [])];
    lines.push('', row.remote, ...indent(formatTable(releaseColumns, releases)));
    if (signalsError) continue;
    lines.push(
      '',
      ...indent(row.versions.length ? formatTable(signalColumns, row.versions) : ['no signals in this window']),
    );
  }
  return lines.join('\n');
}
