// Writes `federation-consumes.json` beside the manifest: every shared module the build consumes, the
// range it accepts and whether it bundles a copy of its own to fall back on. `mf-manifest.json`
// lists only what an app provides, so a remote that takes the shared kit from the host
// (`import: false`) does not appear there; its contract test reads this file instead.
// It also names, on each module the manifest exposes, the shared modules that module's own code
// consumes (`consumes`), so a host can fetch them while the remote's entry is still on its way.
const NAME = 'FederationConsumesPlugin';
export const CONSUMES_FILE = 'federation-consumes.json';
const MANIFEST_FILE = 'mf-manifest.json';

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

/**
 * What an exposed module consumes, given its synchronous files: the share keys of the consume-shared
 * modules in its chunk group (the group every one of those files belongs to), the chunks that hold
 * only such modules (they write no file) included. A chunk another page shares brings nothing of
 * that page's.
 */
export function consumesOfGroup(compilation) {
  const { chunkGraph } = compilation;
  const chunkOf = new Map();
  for (const chunk of compilation.chunks) for (const file of chunk.files) chunkOf.set(file, chunk);
  const consumed = (chunk) =>
    [...chunkGraph.getChunkModulesIterable(chunk)]
      .filter((module) => module.type === 'consume-shared-module')
      .map((module) => module.options.shareKey);
  return (files) => {
    const groupSets = files.map((file) => new Set(chunkOf.get(file)?.groupsIterable ?? []));
    const groups = [...(groupSets[0] ?? [])].filter((group) => groupSets.every((set) => set.has(group)));
    return groups.flatMap((group) => group.chunks.flatMap(consumed));
  };
}

/**
 * The manifest with `consumes` on each exposed module: the share keys consumed by the chunks fetched
 * before it can run (a chunk it loads later asks for its own when it comes).
 * @param {(files: string[]) => string[]} consumesOf the share keys a module with those files consumes.
 */
export function withExposeConsumes(manifest, consumesOf) {
  return {
    ...manifest,
    exposes: (manifest.exposes ?? []).map((expose) => ({
      ...expose,
      consumes: [...new Set(consumesOf(expose.assets?.js?.sync ?? []))].sort(),
    })),
  };
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
      // ANALYSE: after the federation plugin writes the manifest (OPTIMIZE_TRANSFER), before the
      // contract plugin reads it (REPORT).
      compilation.hooks.processAssets.tap({ name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_ANALYSE }, () => {
        const asset = compilation.getAsset(MANIFEST_FILE);
        if (!asset) return;
        const manifest = withExposeConsumes(JSON.parse(asset.source.source().toString()), consumesOfGroup(compilation));
        compilation.updateAsset(MANIFEST_FILE, new sources.RawSource(JSON.stringify(manifest, null, 2)));
      });
    });
  }
}
