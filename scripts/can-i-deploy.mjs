#!/usr/bin/env node
// `pnpm can-i-deploy <remote> [--dist DIR] --against <app-config URL or file> [--host <URL or dir>] [--json]`:
// whether a remote's new build fits what is live now (docs/releasing.md "The deploy gate").
// Exit 0: yes; 1: no (a rule failed, or the live files could not be read); 2: wrong arguments.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { remotes, repoRoot } from './lib/apps.mjs';
import { evaluate } from './can-i-deploy/rules.mjs';
import { readCandidate, readLive } from './can-i-deploy/sources.mjs';

const USAGE = `usage: pnpm can-i-deploy <${remotes.map((r) => r.name).join('|')}> --against <app-config URL or file>
         [--dist DIR]   the new build (default: the remote's dist/)
         [--host URL|DIR] where the live host's federation-contract.json is (default: the app-config URL's
                        origin, or the folder of an app-config file)
         [--json]       the answer as JSON, for CI
exit 0: can deploy; 1: cannot (the table says why); 2: wrong arguments`;

/** The answer as data: `ok` and the rows of every rule; throws only for a candidate that cannot be read. */
export async function canIDeploy({ remote, dist, against, host }) {
  const app = remotes.find((r) => r.name === remote || r.dir === remote);
  if (!app) throw new UsageError(`unknown remote "${remote}"`);
  const distDir = path.resolve(dist ?? path.join(repoRoot, app.dir, 'dist'));
  const candidate = readCandidate(app.name, distDir);
  const base = {
    remote: app.name,
    version: candidate.version,
    kitVersion: candidate.contract.kitVersion,
    dist: distDir,
    against,
  };
  let live;
  try {
    live = await readLive({ remote: app.name, against, host });
  } catch (error) {
    const rows = [{ rule: 'live site readable', status: 'fail', reason: error.message }];
    return { ...base, ok: false, host: null, siblings: [], rows };
  }
  const rows = [...evaluate(candidate, live.host, live.siblings), ...live.warnings];
  return {
    ...base,
    ok: rows.every((r) => r.status !== 'fail'),
    host: { version: live.host.version, kitVersion: live.host.contract.kitVersion, contract: live.host.location },
    siblings: live.siblings.map(({ name, role, version, location }) => ({ name, role, version, contract: location })),
    rows,
  };
}

class UsageError extends Error {}

/** The rows as a table; a long reason wraps under its column. */
export function formatTable(rows, width = 120) {
  const ruleWidth = Math.max(4, ...rows.map((r) => r.rule.length));
  const reasonWidth = Math.max(40, width - ruleWidth - 10);
  const wrap = (text) => {
    const lines = [''];
    for (const word of text.split(' ')) {
      const last = lines.length - 1;
      if (lines[last] && lines[last].length + word.length + 1 > reasonWidth) lines.push(word);
      else lines[last] = lines[last] ? `${lines[last]} ${word}` : word;
    }
    return lines;
  };
  const out = [`${'RULE'.padEnd(ruleWidth)}  STATUS  REASON`];
  for (const r of rows) {
    const [first, ...rest] = wrap(r.reason);
    out.push(`${r.rule.padEnd(ruleWidth)}  ${r.status.toUpperCase().padEnd(6)}  ${first}`);
    for (const line of rest) out.push(`${''.padEnd(ruleWidth + 10)}${line}`);
  }
  return out.join('\n');
}

/** Relative to the working folder when inside it, else absolute. */
function shortPath(dir) {
  const relative = path.relative(process.cwd(), dir);
  return relative.startsWith('..') || path.isAbsolute(relative) ? dir : relative || '.';
}

function report(answer) {
  const lines = [
    `${answer.remote} ${answer.version} (kit ${answer.kitVersion}) from ${shortPath(answer.dist)}`,
    `against ${answer.against}` +
      (answer.host ? `: live host ${answer.host.version} (kit ${answer.host.kitVersion})` : '') +
      answer.siblings.map((s) => `, ${s.name} ${s.version} (${s.role})`).join(''),
    '',
    formatTable(answer.rows, process.stdout.columns || 120),
    '',
  ];
  const failed = answer.rows.filter((r) => r.status === 'fail').length;
  lines.push(
    answer.ok
      ? `Yes: ${answer.remote} ${answer.version} can be deployed.`
      : `No: ${failed} problem(s) above; fix them (or deploy what they name first), then run the gate again.`,
  );
  return lines.join('\n');
}

async function main(argv) {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      dist: { type: 'string' },
      against: { type: 'string' },
      host: { type: 'string' },
      json: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  if (positionals.length !== 1 || !values.against) throw new UsageError('name one remote and --against');
  const answer = await canIDeploy({ remote: positionals[0], ...values });
  console.log(values.json ? JSON.stringify(answer, null, 2) : report(answer));
  return answer.ok ? 0 : 1;
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  try {
    process.exitCode = await main(process.argv.slice(2));
  } catch (error) {
    const usage = error instanceof UsageError || error.code?.startsWith?.('ERR_PARSE_ARGS');
    console.error(usage ? `${error.message}\n${USAGE}` : error.message);
    process.exitCode = usage ? 2 : 1;
  }
}
