// Writes `federation-consumes.json` beside the manifest: every shared module the build consumes, the
// range it accepts and whether it bundles a copy of its own to fall back on. `mf-manifest.json`
// lists only what an app provides, so a remote that takes the shared kit from the host
// (`import: false`) does not appear there; its contract test reads this file instead.
const NAME = 'FederationConsumesPlugin';
export const CONSUMES_FILE = 'federation-consumes.json';

function range(requiredVersion, rangeToString) {
  if (!requiredVersion) return false;
  return typeof requiredVersion === 'string' ? requiredVersion : rangeToString(requiredVersion);
}

/**
 * The build's consume-shared modules, one per share key, sorted by name (also read by the contract plugin).
 * @param {(range: unknown) => string} rangeToString webpack's, from the app's own webpack.
 */
export function consumedShares(compilation, rangeToString) {
  const consumes = new Map();
  for (const module of compilation.modules) {
    if (module.type !== 'consume-shared-module') continue;
    const { shareKey, requiredVersion, singleton, strictVersion, importResolved } = module.options;
    consumes.set(shareKey, {
      name: shareKey,
      requiredVersion: range(requiredVersion, rangeToString),
      singleton: Boolean(singleton),
      strictVersion: Boolean(strictVersion),
      fallback: Boolean(importResolved),
    });
  }
  return [...consumes.values()].sort((a, b) => a.name.localeCompare(b.name));
}

export class FederationConsumesPlugin {
  /** @param {(range: unknown) => string} rangeToString webpack's, from the app's own webpack. */
  constructor(rangeToString) {
    this.rangeToString = rangeToString;
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap({ name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const list = consumedShares(compilation, this.rangeToString);
        compilation.emitAsset(CONSUMES_FILE, new sources.RawSource(`${JSON.stringify(list, null, 2)}\n`));
      });
    });
  }
}
