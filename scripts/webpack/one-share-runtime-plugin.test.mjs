import assert from 'node:assert/strict';
import { test } from 'node:test';
import { withoutCodeBesideFederation } from './one-share-runtime-plugin.mjs';

/** Runtime modules as far as the plugin reads them: a name and the code they generate. */
class WebpackShareRuntimeModule {
  name = 'sharing';
  generate() {
    return '__webpack_require__.S = {}; /* a registration per shared module */';
  }
}
class FederationShareRuntimeModule {
  name = 'sharing';
}
class OtherRuntimeModule {
  name = 'load script';
}

/**
 * A chunk holding `modules` (the list the chunk graph reads, so a module pushed later counts), with
 * webpack's sharing runtime made code-less where due; returns that module and the list.
 */
function chunkWith(...modules) {
  const chunk = {};
  const chunkGraph = { getChunkRuntimeModulesIterable: (of) => (of === chunk ? modules : []) };
  const webpacks = modules.find((module) => module instanceof WebpackShareRuntimeModule);
  withoutCodeBesideFederation(webpacks, chunk, chunkGraph, WebpackShareRuntimeModule);
  return { webpacks, modules };
}

test("webpack's sharing runtime writes nothing where the federation's sharing runtime is in the same chunk", () => {
  const { webpacks } = chunkWith(
    new OtherRuntimeModule(),
    new WebpackShareRuntimeModule(),
    new FederationShareRuntimeModule(),
  );
  assert.equal(webpacks.generate(), null);
});

test("webpack's sharing runtime keeps its code in a chunk without the federation's", () => {
  const { webpacks } = chunkWith(new OtherRuntimeModule(), new WebpackShareRuntimeModule());
  assert.match(webpacks.generate(), /__webpack_require__\.S = \{\}/);
});

test('the check is made when the code is generated: a federation runtime added after webpack’s still counts', () => {
  const { webpacks, modules } = chunkWith(new WebpackShareRuntimeModule());
  modules.push(new FederationShareRuntimeModule());
  assert.equal(webpacks.generate(), null);
});
