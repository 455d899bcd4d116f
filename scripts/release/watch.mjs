// `pnpm release watch <remote>`: judges the canary every interval and acts on the verdict.
import { setTimeout as delay } from 'node:timers/promises';
import { durationLabel } from './args.mjs';
import { decide, watchAction } from './decision.mjs';
import { versionsOf } from './manifest.mjs';
import { promote, rollback, rolloutFor } from './rollouts.mjs';
import { armOf, fetchAggregate, versionsOfRemote } from './signals.mjs';

export const EXIT_ROLLED_BACK = 2;
const MAX_MISSES = 3;

const ms = (v) => (typeof v === 'number' ? `${Math.round(v)} ms` : '—');
const pct = (v) => `${(v * 100).toFixed(1)} %`;

/** One line with the numbers a decision was made on, and what was done. */
export function describeDecision(decision, action) {
  const parts = [];
  if (decision.failure) {
    const { stable, canary, pValue } = decision.failure;
    parts.push(
      `failed ${canary.failed}/${canary.sessions} = ${pct(canary.rate)} vs ${stable.failed}/${stable.sessions} = ${pct(stable.rate)}, p = ${pValue.toPrecision(2)}`,
    );
    for (const v of decision.vitals) {
      const change = v.change === undefined ? '' : ` (${v.change >= 0 ? '+' : ''}${Math.round(v.change * 100)} %)`;
      parts.push(`${v.name} p75 ${ms(v.canary)} vs ${ms(v.stable)}${change}`);
    }
  }
  const why = decision.reasons.length ? `: ${decision.reasons.join('; ')}` : '';
  const label = {
    rollback: 'ROLL BACK',
    promote: 'PROMOTE',
    continue: decision.verdict === 'healthy' ? 'healthy' : 'wait',
  };
  return `${parts.length ? `${parts.join('; ')} ` : ''}→ ${label[action]}${why}`;
}

/** Whether the config still has the canary this watch started on, live. */
const sameCanary = (config, remote, url) => {
  const { canary } = rolloutFor(config, remote);
  return canary?.url === url && canary.percent > 0;
};

/**
 * Runs the watch; resolves with the exit code. `io`: { print, target, signalsUrl, fetchImpl, now, sleep }.
 * Each change is written after reading the config again, and only if the canary is still the one watched.
 */
export async function watch(args, io) {
  const { remote } = args;
  const { print, target, fetchImpl = fetch, now = Date.now, sleep = delay } = io;
  const first = rolloutFor(await target.read(), remote);
  if (!first.canary) {
    print(`${remote} has no canary: nothing to watch.`);
    return 0;
  }
  if (!(first.canary.percent > 0)) {
    print(`${remote}'s canary ${first.canary.url} is at 0 %: it was rolled back before.`);
    return EXIT_ROLLED_BACK;
  }
  const versions = await versionsOf([first.url, first.canary.url], { fetchImpl });
  const stableVersion = versions.get(first.url);
  const canaryVersion = versions.get(first.canary.url);
  // Options not given fall back to the decision's defaults.
  const options = Object.fromEntries(
    ['minSessions', 'alpha', 'lcpMargin', 'inpMargin'].filter((k) => args[k] !== undefined).map((k) => [k, args[k]]),
  );
  print(
    `watching ${remote}: canary ${canaryVersion} at ${first.canary.percent} % vs stable ${stableVersion}, window ${durationLabel(args.windowMs)}, every ${durationLabel(args.intervalMs)}`,
  );
  const startedAt = now();
  let misses = 0;
  for (;;) {
    let aggregate;
    try {
      aggregate = await fetchAggregate(io.signalsUrl, { sinceMs: now() - args.windowMs }, { fetchImpl });
      misses = 0;
    } catch (error) {
      // A dev API restarting is no reason to stop guarding the release; one that stays away is.
      misses += 1;
      if (args.once || misses >= MAX_MISSES) throw error;
      print(`signals not read (${misses} of ${MAX_MISSES} tries): ${error.message}`);
      await sleep(args.intervalMs);
      continue;
    }
    const entries = versionsOfRemote(aggregate, remote);
    const decision = decide(
      armOf(entries, 'stable', first, stableVersion),
      armOf(entries, 'canary', first.canary, canaryVersion),
      options,
    );
    const action = watchAction(decision, { elapsedMs: now() - startedAt, promoteAfterMs: args.promoteAfterMs });
    print(
      `[${new Date(now()).toISOString().slice(11, 19)}Z] ${remote} ${canaryVersion} vs ${stableVersion}: ${describeDecision(decision, action)}`,
    );
    if (action === 'continue' && args.once) return 0;
    // Read again before acting: someone may have promoted, replaced or rolled back the canary meanwhile.
    const config = await target.read();
    if (!sameCanary(config, remote, first.canary.url)) {
      print(`${remote}'s canary changed in ${target.describe} meanwhile; stopping without writing.`);
      return 1;
    }
    if (action === 'rollback') {
      await target.write(rollback(config, remote));
      print(`rolled back: ${remote}'s canary ${canaryVersion} set to 0 % in ${target.describe}`);
      return EXIT_ROLLED_BACK;
    }
    if (action === 'promote') {
      await target.write(promote(config, remote));
      print(`promoted: ${remote} ${canaryVersion} is now stable in ${target.describe}`);
      return 0;
    }
    await sleep(args.intervalMs);
  }
}
