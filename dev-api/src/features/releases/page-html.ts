/**
 * The HTML of /dev/releases. Versions and URLs come from what browsers reported, so everything is
 * escaped; the chart data travels as inline JSON (not run, so the self-only CSP allows it).
 */
import { chartsOf, releasesOf, type RolloutEntry, type SignalsAggregate, type VersionSignals } from './page-data.ts';

const escapeHtml = (value: string): string =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** JSON inside <script>: `<` escaped, so no value can close the element. */
const scriptJson = (value: unknown): string => JSON.stringify(value).replace(/</g, '\\u003c');

const cell = (value: string | number | null, numeric = false): string =>
  `<td${numeric ? ' class="num"' : ''}>${value === null ? '—' : escapeHtml(String(value))}</td>`;
const ms = (value: number | null) => (value === null ? null : Math.round(value));

export interface PageInput {
  aggregate: SignalsAggregate | null;
  /** Why the signals could not be read. */
  signalsError?: string;
  /** The app-config asked for (`?config=`), its remotes, or why it could not be read. */
  configUrl?: string;
  remotes?: Record<string, RolloutEntry>;
  configError?: string;
}

function releasesTable(rows: ReturnType<typeof releasesOf>): string {
  if (!rows.length) return '';
  const body = rows
    .map((r) => `<tr>${cell(r.role)}${cell(r.version)}${cell(`${r.percent} %`, true)}${cell(r.url)}</tr>`)
    .join('');
  return `<table><caption>Releases in the app config</caption><thead><tr><th scope="col">release</th><th scope="col">version</th><th scope="col">share</th><th scope="col">manifest</th></tr></thead><tbody>${body}</tbody></table>`;
}

function signalsTable(versions: VersionSignals[]): string {
  if (!versions.length) return '<p>No signals in this window.</p>';
  const body = versions
    .map(
      (v) =>
        `<tr>${cell(v.version)}${cell(v.role)}${cell(v.sessions, true)}${cell(v.failedSessions, true)}${cell(`${(v.failureRate * 100).toFixed(1)} %`, true)}${cell(ms(v.lcpP75), true)}${cell(ms(v.inpP75), true)}</tr>`,
    )
    .join('');
  return `<table><caption>Signals by version</caption><thead><tr><th scope="col">version</th><th scope="col">role</th><th scope="col">sessions</th><th scope="col">failed</th><th scope="col">failure rate</th><th scope="col">LCP p75 ms</th><th scope="col">INP p75 ms</th></tr></thead><tbody>${body}</tbody></table>`;
}

function remoteSection(remote: string, versions: VersionSignals[], entry: RolloutEntry | undefined): string {
  const id = `remote-${remote.replace(/[^a-z0-9-]/gi, '_')}`;
  return `<section aria-labelledby="${id}"><h2 id="${id}">${escapeHtml(remote)}</h2>${releasesTable(releasesOf(entry, versions))}${signalsTable(versions)}<div class="charts" data-remote-charts="${escapeHtml(remote)}"></div></section>`;
}

function configForm(input: PageInput): string {
  const note = input.configError
    ? `<p role="alert">${escapeHtml(input.configError)}</p>`
    : input.configUrl
      ? `<p>Shares from <code>${escapeHtml(input.configUrl)}</code>.</p>`
      : '<p>Versions only: name a site’s app config to see each release’s share.</p>';
  return `<form method="get" action="/dev/releases"><label for="config">App config URL (on this machine)</label> <input id="config" name="config" type="url" size="50" value="${escapeHtml(input.configUrl ?? '')}" placeholder="http://127.0.0.1:8080/app-config.json"> <button type="submit">Show</button></form>${note}`;
}

export function renderReleasesPage(input: PageInput): string {
  const { aggregate } = input;
  const names = [...new Set([...(aggregate?.remotes.map((r) => r.remote) ?? []), ...Object.keys(input.remotes ?? {})])];
  const sections = names
    .map((name) =>
      remoteSection(name, aggregate?.remotes.find((r) => r.remote === name)?.versions ?? [], input.remotes?.[name]),
    )
    .join('');
  const window = aggregate
    ? `<p>Signals since ${new Date(aggregate.since).toISOString()}, in buckets of ${aggregate.bucketSeconds} s.</p>`
    : `<p role="alert">Signals not available: ${escapeHtml(input.signalsError ?? 'unknown error')}</p>`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Releases — dev API</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="/dev/releases/assets/uplot.css">
<link rel="stylesheet" href="/dev/releases/assets/page.css">
</head>
<body>
<main>
<h1>Releases</h1>
${configForm(input)}
${window}
${sections || '<p>No remote to show.</p>'}
</main>
<script type="application/json" id="release-charts">${scriptJson(aggregate ? chartsOf(aggregate) : [])}</script>
<script src="/dev/releases/assets/uplot.js"></script>
<script src="/dev/releases/assets/page.js"></script>
</body>
</html>
`;
}
