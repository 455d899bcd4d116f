// Marks the scripts of a navigation into a remote for eager compilation (V8's explicit compile hints,
// Chrome 136+): a file starting with `//# allFunctionsCalledOnLoad` is compiled whole while it
// streams in, on a background thread, instead of function by function on the main thread as each
// is first called. Worth it for code that mostly runs as soon as it arrives: a remote's entry, its
// page modules, and the host's axios, whose first request runs most of it. Not what `/` loads (the
// landing's page and its remote's entry: `/` has no bytes to spare, and its code is compiled before
// any click), and not the large libraries a page uses a little of.
const NAME = 'CompileHintsPlugin';
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

const AXIOS = /[\\/]node_modules[\\/](?:\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?axios[\\/]/;

/** A module's file; a concatenated module's is that of its root. */
const fileOf = (module) => module.resource ?? module.rootModule?.resource ?? '';

/**
 * Which chunks of `appName` (`host` or a remote's federation name) to mark.
 * @param {{ landing: { owner: string, module: string }, axiosStub: string }} options the route table's
 *   entry for `/`, and the file that stands in for axios's fetch adapter (create-app-config.mjs).
 */
export function hintedChunk(appName, { landing, axiosStub }) {
  if (appName === 'host') {
    return (chunk, chunkGraph) => {
      if (chunk.canBeInitial()) return false;
      const resources = [...chunkGraph.getChunkModulesIterable(chunk)].map(fileOf);
      return (
        resources.some((file) => AXIOS.test(file)) && resources.every((file) => AXIOS.test(file) || file === axiosStub)
      );
    };
  }
  const landingExpose = appName === landing.owner ? `__federation_expose_${landing.module.replace(/^\.\//, '')}` : null;
  return (chunk) => {
    if (appName === landing.owner && chunk.files.has('remoteEntry.js')) return false;
    if (chunk.files.has('remoteEntry.js')) return true;
    return Boolean(chunk.name?.startsWith('__federation_expose_')) && chunk.name !== landingExpose;
  };
}

export class CompileHintsPlugin {
  /** @param {(chunk: object, chunkGraph: object) => boolean} hinted which chunks to mark. */
  constructor(hinted) {
    this.hinted = hinted;
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      // After minifying (which drops comments), before the source maps are written (DEV_TOOLING):
      // the maps then account for the added line.
      const stage = Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1;
      compilation.hooks.processAssets.tap({ name: NAME, stage }, () => {
        for (const chunk of compilation.chunks) {
          if (!this.hinted(chunk, compilation.chunkGraph)) continue;
          for (const file of chunk.files) {
            if (!file.endsWith('.js')) continue;
            compilation.updateAsset(file, (source) => new sources.ConcatSource(`${COMPILE_HINT}\n`, source));
          }
        }
      });
    });
  }
}
