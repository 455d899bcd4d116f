// The changes `pnpm release` makes to an app-config, as pure functions (the config is never mutated).

/** The long form of a remote's entry, whichever form the file used. */
export const rolloutOf = (entry) => (typeof entry === 'string' ? { url: entry } : entry);

/** A release without integrity is written back as a bare URL, the short form the file started with. */
const compact = ({ url, integrity, canary }) =>
  !integrity && !canary ? url : { url, ...(integrity ? { integrity } : {}), ...(canary ? { canary } : {}) };

export function rolloutFor(config, remote) {
  if (!Object.hasOwn(config.remotes, remote))
    throw new Error(`Unknown remote "${remote}": this app config has ${Object.keys(config.remotes).join(', ')}.`);
  return rolloutOf(config.remotes[remote]);
}

const withRemote = (config, remote, entry) => ({ ...config, remotes: { ...config.remotes, [remote]: entry } });

/** Puts a canary beside the stable version (replacing any earlier canary: a new one draws its visitors anew). */
export function setCanary(config, remote, { url, integrity, percent }) {
  const { url: stableUrl, integrity: stableIntegrity } = rolloutFor(config, remote);
  if (url === stableUrl) throw new Error(`${url} is already ${remote}'s stable version.`);
  const canary = { url, ...(integrity ? { integrity } : {}), percent };
  return withRemote(config, remote, {
    url: stableUrl,
    ...(stableIntegrity ? { integrity: stableIntegrity } : {}),
    canary,
  });
}

/** The canary becomes the stable version; the canary entry goes. */
export function promote(config, remote) {
  const { canary } = rolloutFor(config, remote);
  if (!canary) throw new Error(`${remote} has no canary to promote.`);
  if (!(canary.percent > 0))
    throw new Error(`${remote}'s canary is at 0 % (rolled back); set it again with \`canary\` before promoting it.`);
  return withRemote(config, remote, compact({ url: canary.url, integrity: canary.integrity }));
}

/**
 * Nobody gets the canary any more (percent → 0); the entry stays, so the config still says which
 * version was taken back, `status` and the signals keep naming it, and `promote` refuses it.
 */
export function rollback(config, remote) {
  const rollout = rolloutFor(config, remote);
  if (!rollout.canary) throw new Error(`${remote} has no canary to roll back.`);
  return withRemote(config, remote, { ...rollout, canary: { ...rollout.canary, percent: 0 } });
}
