// Canary builds for the rollout tests, made from a remote's own build in milliseconds: a copy whose
// manifest names another version (a healthy canary), and one whose every exposed page throws on
// render (a broken canary). Same federation name, same chunk names: what a real next build of the
// remote looks like to the host (docs/releasing.md "Rolling out: canary, fallback, last known good").
import { appendFileSync, cpSync, mkdtempSync, readFileSync, realpathSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * Each page the container hands out renders by throwing (its other exports, such as prefetch, stay).
 * The container's members are read-only getters: the global is replaced by a copy with another `get`.
 */
const throwOnRender = (globalName) => `
;(function (container) {
  var copy = {};
  for (var key in container) copy[key] = container[key];
  copy.get = function () {
    return Promise.resolve(container.get.apply(container, arguments)).then(function (factory) {
      return function () {
        var exposed = factory();
        var broken = function BrokenCanaryPage() { throw new Error('This canary page throws on render'); };
        return Object.assign({}, exposed, { default: broken, __esModule: true });
      };
    });
  };
  ${globalName} = copy;
})(${globalName});
`;

/**
 * Writes a copy of `dist` into a new temporary folder, its manifest's buildVersion set to `version`;
 * `broken`: its pages throw on render. Returns the folder.
 */
export function canaryCopy(dist, { version, broken = false }) {
  const out = mkdtempSync(path.join(tmpdir(), 'qa-canary-'));
  // The folder itself, not a link to it (a second e2e worker serves the builds through links).
  cpSync(realpathSync(dist), out, { recursive: true });
  const manifestFile = path.join(out, 'mf-manifest.json');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  manifest.metaData.buildInfo.buildVersion = version;
  writeFileSync(manifestFile, JSON.stringify(manifest, null, 2));
  if (broken) {
    const { remoteEntry, globalName } = manifest.metaData;
    appendFileSync(path.join(out, remoteEntry.path, remoteEntry.name), throwOnRender(globalName));
  }
  return out;
}
