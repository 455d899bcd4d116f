// The deploy gate's rules, pure: a remote's new build (its federation-contract.json and manifest)
// against the live host's and the other remotes' contracts. Each rule gives rows
// `{ rule, status: pass|fail|warn, reason }`: one `pass` row when all is in order, else a row per
// problem that names the module, both versions and what to do (docs/releasing.md "The deploy gate").
import semver from 'semver';

export const RULES = {
  contract: 'contract file matches the build',
  exposes: 'exposes the live apps load',
  siblingLoads: 'modules it loads from other remotes',
  fromHost: 'modules taken from the host',
  singletons: 'singletons stay singletons',
  kit: 'kit version',
  duplicates: 'no duplicate of a host singleton',
};

const KIT_PREFIX = '@qa/shared/';
const isKit = (name) => name.startsWith(KIT_PREFIX);
/** `react/jsx-runtime` → `react`, `@scope/pkg/x` → `@scope/pkg`. */
export const packageOf = (name) =>
  name
    .split('/')
    .slice(0, name.startsWith('@') ? 2 : 1)
    .join('/');

const row = (rule, status, reason) => ({ rule, status, reason });
const rowsOr = (rule, problems, passReason) => (problems.length ? problems : [row(rule, 'pass', passReason)]);
const label = (app) => `${app.name} ${app.version}${app.role ? ` (${app.role})` : ''}`;

/** Every `loads` entry of a live app that names the candidate, with who loads it. */
function liveLoadsOf(candidateName, liveApps) {
  return liveApps.flatMap((app) =>
    (app.contract.loads ?? []).filter((load) => load.remote === candidateName).map((load) => ({ app, load })),
  );
}

/** Why an app that loads `load` could not use `expose` (null: it can). */
function exposeMismatch(load, expose) {
  if (!expose) return 'this build does not expose it';
  if (load.contract !== expose.contract)
    return `it is loaded as a "${load.contract}" module, this build exposes it as "${expose.contract ?? 'none'}"`;
  for (const route of load.routes ?? []) {
    const ours = expose.routes.find((r) => r.id === route.id);
    if (!ours) return `it is loaded for ${route.path} (route ${route.id}), which this build's page no longer renders`;
    if (ours.path !== route.path)
      return `it is loaded for ${route.path} (route ${route.id}), this build's page renders that route at ${ours.path}`;
  }
  return null;
}

function checkExposes(candidate, liveApps) {
  const exposes = new Map(candidate.contract.exposes.map((e) => [e.module, e]));
  const loads = liveLoadsOf(candidate.contract.name, liveApps);
  const problems = [];
  for (const { app, load } of loads) {
    const why = exposeMismatch(load, exposes.get(load.module));
    if (!why) continue;
    const after = app.name === 'host' ? 'the host' : `${app.name}`;
    problems.push(
      row(
        RULES.exposes,
        'fail',
        `${load.module}: live ${label(app)} loads it, but ${why}. ` +
          `Keep ${load.module} as it was until a build of ${after} that no longer needs it is live (deploy ${after} first).`,
      ),
    );
  }
  const modules = new Set(loads.map(({ load }) => load.module));
  const from = [...new Set(loads.map(({ app }) => label(app)))].join(', ') || 'no live app';
  return rowsOr(
    RULES.exposes,
    problems,
    `${modules.size} module(s) loaded by ${from}: all exposed, same contract and routes`,
  );
}

function checkSiblingLoads(candidate, siblings) {
  const loads = (candidate.contract.loads ?? []).filter((load) => load.remote !== 'host');
  const problems = [];
  for (const load of loads) {
    const live = siblings.filter((s) => s.name === load.remote);
    if (live.length === 0)
      problems.push(
        row(RULES.siblingLoads, 'fail', `${load.remote}${load.module}: the app-config has no live ${load.remote}`),
      );
    for (const app of live) {
      const why = exposeMismatch(
        load,
        app.contract.exposes.find((e) => e.module === load.module),
      );
      if (why)
        problems.push(
          row(
            RULES.siblingLoads,
            'fail',
            `${load.remote} ${load.module}: in live ${label(app)}, ${why.replace('this build', 'that build')}. Deploy ${load.remote} first.`,
          ),
        );
    }
  }
  return rowsOr(
    RULES.siblingLoads,
    problems,
    loads.length ? `${loads.length} module(s), all exposed by the live remotes` : 'loads no module of another remote',
  );
}

/** The host's provided shares by name. */
const providedBy = (app) => new Map(app.contract.shared.provided.map((s) => [s.name, s]));

function checkFromHost(candidate, host) {
  const provided = providedBy(host);
  const problems = [];
  const kitMisses = [];
  let checked = 0;
  for (const consumed of candidate.contract.shared.consumed) {
    const ours = provided.get(consumed.name);
    // A module with a copy of its own that the host does not share runs that copy: nothing to check.
    if (consumed.import && !(ours?.singleton && consumed.singleton)) continue;
    checked += 1;
    const range = consumed.requiredVersion;
    if (!ours) {
      problems.push(
        row(
          RULES.fromHost,
          'fail',
          `${consumed.name}: this build takes it from the host (import: false), live host ${host.version} does not provide it. Deploy a host that provides it first.`,
        ),
      );
    } else if (range && ours.version && !semver.satisfies(ours.version, range)) {
      if (isKit(consumed.name)) kitMisses.push(consumed.name);
      else
        problems.push(
          row(
            RULES.fromHost,
            'fail',
            `${consumed.name}: this build requires ${range}, live host ${host.version} provides ${ours.version} (a singleton: the host's copy is the one that runs). ` +
              `Build against a range that accepts ${ours.version}, or deploy a host providing a ${range} version first.`,
          ),
        );
    }
  }
  if (kitMisses.length) {
    const ranges = [
      ...new Set(
        candidate.contract.shared.consumed.filter((c) => kitMisses.includes(c.name)).map((c) => c.requiredVersion),
      ),
    ];
    problems.push(
      row(
        RULES.fromHost,
        'fail',
        `${kitMisses.length} kit module(s) (${kitMisses[0]}, …) require ${ranges.join(', ')}, live host provides kit ${host.contract.kitVersion}: see "${RULES.kit}".`,
      ),
    );
  }
  return rowsOr(
    RULES.fromHost,
    problems,
    `${checked} module(s) the live host provides in versions their ranges accept`,
  );
}

function checkSingletons(candidate, host, siblings) {
  const ours = [
    ...candidate.contract.shared.provided.map((s) => ({ ...s, how: 'provides' })),
    ...candidate.contract.shared.consumed.map((s) => ({ ...s, how: 'consumes' })),
  ];
  const problems = [];
  for (const share of ours) {
    for (const app of [host, ...siblings]) {
      const theirs = [...app.contract.shared.provided, ...(app.contract.shared.consumed ?? [])].find(
        (s) => s.name === share.name,
      );
      if (!theirs || Boolean(theirs.singleton) === Boolean(share.singleton)) continue;
      const [single, plural] = theirs.singleton
        ? [`live ${label(app)}`, 'this build']
        : ['this build', `live ${label(app)}`];
      problems.push(
        row(
          RULES.singletons,
          'fail',
          `${share.name}: ${single} shares it as a singleton, ${plural} does not (two copies could run). Share it with singleton: true in both.`,
        ),
      );
      break;
    }
  }
  const count = new Set(ours.filter((s) => s.singleton).map((s) => s.name)).size;
  return rowsOr(
    RULES.singletons,
    problems,
    `${count} shared module(s), each a singleton wherever the live apps share it`,
  );
}

function checkKit(candidate, host) {
  const kitVersion = candidate.contract.kitVersion;
  const hostKit = host.contract.kitVersion;
  const ranges = [
    ...new Set(candidate.contract.shared.consumed.filter((c) => isKit(c.name)).map((c) => c.requiredVersion)),
  ];
  const fix = `Deploy a host built with kit ${kitVersion} (or newer within ${ranges.join(', ') || `^${kitVersion}`}) first, then this remote.`;
  if (!semver.valid(hostKit)) return [row(RULES.kit, 'fail', `live host ${host.version} names no kit version. ${fix}`)];
  const refused = ranges.filter((range) => !semver.satisfies(hostKit, range));
  if (semver.lt(hostKit, kitVersion) || refused.length)
    return [
      row(
        RULES.kit,
        'fail',
        `built with kit ${kitVersion} (requires ${ranges.join(', ') || `^${kitVersion}`}), live host ${host.version} provides kit ${hostKit}. ${fix}`,
      ),
    ];
  return [
    row(RULES.kit, 'pass', `built with kit ${kitVersion} (${ranges.join(', ')}), live host provides kit ${hostKit}`),
  ];
}

function checkDuplicates(candidate, host) {
  const singletons = host.contract.shared.provided.filter((s) => s.singleton);
  const problems = [];
  for (const bundled of candidate.contract.bundled ?? []) {
    const theirs = singletons.find((s) =>
      isKit(bundled.name) ? s.name === bundled.name : packageOf(s.name) === bundled.name,
    );
    if (!theirs) continue;
    problems.push(
      row(
        RULES.duplicates,
        'fail',
        `${bundled.name} ${bundled.version ?? ''}: this build bundles its own copy, live host ${host.version} provides ${theirs.name} ${theirs.version} as a singleton (two instances would run). ` +
          (isKit(bundled.name)
            ? 'Consume the kit module with import: false (the webpack factory does).'
            : 'Share it (shared/singletons.json) or reach it through the kit.'),
      ),
    );
  }
  return rowsOr(RULES.duplicates, problems, `bundles none of the live host's ${singletons.length} singletons`);
}

/**
 * @param candidate {{ contract, version, name, checks: object[] }} the new build; `checks`: rows about
 *   its own files (the contract file rule), made where the files are read.
 * @param host {{ name: 'host', version, contract }} the live host.
 * @param siblings live remotes other than the candidate (stable and canary), each `{ name, role, version, contract }`.
 */
export function evaluate(candidate, host, siblings) {
  return [
    ...candidate.checks,
    ...checkExposes(candidate, [host, ...siblings]),
    ...checkSiblingLoads(candidate, siblings),
    ...checkFromHost(candidate, host),
    ...checkSingletons(candidate, host, siblings),
    ...checkKit(candidate, host),
    ...checkDuplicates(candidate, host),
  ];
}
