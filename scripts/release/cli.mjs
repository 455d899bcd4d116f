// `pnpm release`: dispatches a parsed command line; returns the exit code (scripts/release.mjs sets it).
import { durationLabel, helpText, parseCommandLine } from './args.mjs';
import { integrityOf, readManifest, versionsOf } from './manifest.mjs';
import { promote, rollback, rolloutFor, setCanary } from './rollouts.mjs';
import { DEFAULT_SIGNALS_URL, fetchAggregate } from './signals.mjs';
import { formatStatus, statusOf } from './status.mjs';
import { configTarget } from './target.mjs';
import { watch } from './watch.mjs';

async function status(args, { target, signalsUrl, fetchImpl, now, print }) {
  const config = await target.read();
  const urls = Object.values(config.remotes).flatMap((entry) => {
    const { url, canary } = typeof entry === 'string' ? { url: entry } : entry;
    return canary ? [url, canary.url] : [url];
  });
  const sinceMs = now() - args.windowMs;
  const [versions, signals] = await Promise.all([
    versionsOf(urls, { fetchImpl }),
    fetchAggregate(signalsUrl, { sinceMs }, { fetchImpl }).then(
      (aggregate) => ({ aggregate }),
      (error) => ({ aggregate: null, error: error.message }),
    ),
  ]);
  const rows = statusOf(config, signals.aggregate, versions);
  if (args.json) {
    const report = { config: target.describe, signals: signalsUrl, since: sinceMs, remotes: rows };
    print(JSON.stringify(signals.error ? { ...report, signalsError: signals.error } : report, null, 2));
  } else {
    print(
      formatStatus(rows, {
        target: target.describe,
        signalsUrl,
        windowLabel: durationLabel(args.windowMs),
        signalsError: signals.error,
      }),
    );
  }
  return 0;
}

async function canary(args, { target, fetchImpl, print }) {
  const config = await target.read();
  rolloutFor(config, args.remote); // an unknown remote fails before any fetch
  const { version, entryUrl } = await readManifest(args.url, { remote: args.remote, fetchImpl });
  const integrity = await integrityOf(entryUrl, { fetchImpl });
  await target.write(setCanary(config, args.remote, { url: args.url, integrity, percent: args.percent }));
  print(`${args.remote}: canary ${version} for ${args.percent} % of visitors (${args.url}, ${integrity})`);
  return 0;
}

async function promoteCommand(args, { target, fetchImpl, print }) {
  const config = await target.read();
  const before = rolloutFor(config, args.remote);
  const next = promote(config, args.remote);
  const versions = await versionsOf([before.url, before.canary.url], { fetchImpl });
  await target.write(next);
  print(
    `${args.remote}: ${versions.get(before.canary.url)} is now stable (was ${versions.get(before.url)}); canary removed`,
  );
  return 0;
}

async function rollbackCommand(args, { target, print }) {
  const config = await target.read();
  const next = rollback(config, args.remote);
  await target.write(next);
  print(`${args.remote}: canary ${rolloutFor(next, args.remote).canary.url} set to 0 %; every visitor gets stable`);
  return 0;
}

const commands = { status, canary, promote: promoteCommand, rollback: rollbackCommand, watch };

/** io: { stdout, stderr (write functions), env, fetchImpl, now, sleep } — all replaceable in tests. */
export async function main(argv, io = {}) {
  const { stdout = (t) => process.stdout.write(t), stderr = (t) => process.stderr.write(t), env = process.env } = io;
  const print = (text) => stdout(`${text}\n`);
  let args;
  try {
    args = parseCommandLine(argv, env);
  } catch (error) {
    stderr(`${error.message}\nRun \`pnpm release --help\` for the commands.\n`);
    return 1;
  }
  if (args.command === 'help') {
    print(helpText);
    return 0;
  }
  const fetchImpl = io.fetchImpl ?? fetch;
  try {
    return await commands[args.command](args, {
      print,
      fetchImpl,
      target: configTarget(args.config, { fetchImpl }),
      signalsUrl: args.signals ?? DEFAULT_SIGNALS_URL,
      now: io.now ?? Date.now,
      sleep: io.sleep,
    });
  } catch (error) {
    stderr(`${error.message}\n`);
    return 1;
  }
}
