// One sharing runtime per chunk. webpack (5.111) adds its own sharing runtime to any chunk that needs
// the share scope map: `__webpack_require__.S` and an `.I` that registers every shared module with its
// version and getter. @module-federation/enhanced adds its sharing runtime after it, which sets `.S` again
// and replaces `.I` with the federation runtime's, reading the same modules from its own list
// (`initOptions.shared`). So webpack's copy never runs, yet it is written out in full: in the host's
// `main.js` a second entry for each of the ≈ 100 modules it provides (docs/performance-log.md).
// This plugin writes nothing for webpack's module where the chunk also has the federation's one.
const NAME = 'OneShareRuntimePlugin';

export class OneShareRuntimePlugin {
  /** @param {Function} WebpackShareRuntimeModule the app's webpack's `lib/sharing/ShareRuntimeModule`. */
  constructor(WebpackShareRuntimeModule) {
    this.WebpackShareRuntimeModule = WebpackShareRuntimeModule;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.runtimeModule.tap(NAME, (module, chunk) => {
        if (module instanceof this.WebpackShareRuntimeModule)
          withoutCodeBesideFederation(module, chunk, compilation.chunkGraph, this.WebpackShareRuntimeModule);
      });
    });
  }
}

/**
 * Makes webpack's sharing runtime `module` generate nothing when its chunk also holds the federation's
 * (another runtime module named `sharing`); decided when the code is generated, once every runtime
 * module of the chunk has been added. Alone, it generates its code as before.
 */
export function withoutCodeBesideFederation(module, chunk, chunkGraph, WebpackShareRuntimeModule) {
  const generate = module.generate.bind(module);
  module.generate = () => {
    const federation = [...chunkGraph.getChunkRuntimeModulesIterable(chunk)].some(
      (other) => other !== module && other.name === 'sharing' && !(other instanceof WebpackShareRuntimeModule),
    );
    return federation ? null : generate();
  };
}
