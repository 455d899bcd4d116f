// V8's explicit compile hint (Chrome 136 and later): a script whose first line is
// `//# allFunctionsCalledOnLoad` has every function compiled as it streams in, on a background
// thread. Without it V8 compiles a function on the main thread when it is first called, inside the
// task that runs the script. For the host's entry (the federation runtime, nearly all of which runs
// at start-up) that compiling was about half of its evaluation at 4× CPU (docs/performance-log.md).
// Other browsers read the line as a comment.
const NAME = 'CompileHintsPlugin';
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

export class CompileHintsPlugin {
  /** @param {(chunk: import('webpack').Chunk) => boolean} test which chunks' scripts get the hint */
  constructor(test) {
    this.test = test;
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      // After minifying (which would drop the comment), before the source maps are written (so their
      // lines count the hint's).
      const stage = (Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + Compilation.PROCESS_ASSETS_STAGE_DEV_TOOLING) / 2;
      compilation.hooks.processAssets.tap({ name: NAME, stage }, () => {
        for (const chunk of compilation.chunks) {
          if (!this.test(chunk)) continue;
          for (const file of chunk.files) {
            if (!file.endsWith('.js')) continue;
            compilation.updateAsset(file, (source) => withHint(source, sources));
          }
        }
      });
    });
  }
}

/** `source` with the hint as its first line (once). */
export function withHint(source, { ConcatSource }) {
  if (String(source.source()).startsWith(COMPILE_HINT)) return source;
  return new ConcatSource(`${COMPILE_HINT}\n`, source);
}
