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

/** A chunk holding `modules`, and the chunk graph that lists them; webpack's module made code-less where due. */
function chunkWith(...modules) {
  const chunk = {};
  const chunkGraph = { getChunkRuntimeModulesIterable: (of) => (of === chunk ? modules : []) };
  const webpacks = modules.filter((module) => module instanceof WebpackShareRuntimeModule);
  for (const module of webpacks) withoutCodeBesideFederation(module, chunk, chunkGraph, WebpackShareRuntimeModule);
  return webpacks[0];
}

test("webpack's sharing runtime writes nothing where the federation's sharing runtime is in the same chunk", () => {
  const webpacks = chunkWith(
    new OtherRuntimeModule(),
    new WebpackShareRuntimeModule(),
    new FederationShareRuntimeModule(),
  );
  assert.equal(webpacks.generate(), null);
});

test("webpack's sharing runtime keeps its code in a chunk without the federation's", () => {
  const webpacks = chunkWith(new OtherRuntimeModule(), new WebpackShareRuntimeModule());
  assert.match(webpacks.generate(), /__webpack_require__\.S = \{\}/);
});

test('the check is made when the code is generated: a federation runtime added after webpack’s still counts', () => {
  const modules = [new WebpackShareRuntimeModule()];
  const chunk = {};
  const chunkGraph = { getChunkRuntimeModulesIterable: () => modules };
  withoutCodeBesideFederation(modules[0], chunk, chunkGraph, WebpackShareRuntimeModule);
  modules.push(new FederationShareRuntimeModule());
  assert.equal(modules[0].generate(), null);
});
