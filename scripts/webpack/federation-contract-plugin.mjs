// Writes `federation-contract.json` beside `mf-manifest.json` in a production build: what the app
// provides (its exposes and the contract each satisfies, its shared modules) and what it needs (the
// remotes' modules it loads, the shared modules it consumes and from whom), with its entry script's
// SHA-384. `pnpm can-i-deploy` compares a remote's new build with the live apps' files
// (docs/releasing.md "The deploy gate" lists the fields). No timestamps or absolute paths: the same
// sources give the same file.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { importTs } from '../lib/import-ts.mjs';
import { consumedShares } from './federation-consumes-plugin.mjs';

const NAME = 'FederationContractPlugin';
export const CONTRACT_FILE = 'federation-contract.json';
/** Bumped when a field changes meaning, so the gate can tell an old file from a new one. */
export const CONTRACT_FORMAT = 1;
/** What every exposed page module is (`ExposedModule` in the kernel's contracts): its kit version says which shape. */
export const PAGE_CONTRACT = 'page';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const { routeTable } = await importTs('shared/src/kernel/routing/route-table.ts');
const singletons = JSON.parse(readFileSync(path.join(repoRoot, 'shared/singletons.json'), 'utf8'));
const kitLayerDirs = singletons.sharedLayers.map((layer) => path.join(repoRoot, 'shared/src', layer) + path.sep);

const routeRef = (route) => ({ id: route.id, path: route.path });
const byModule = (a, b) => a.module.localeCompare(b.module);

/** The page modules a remote exposes, each with the routes it renders (as the remote's contract test reads them). */
export function pageExposes(remote, table = routeTable) {
  const exposes = new Map();
  for (const route of table) {
    if (route.owner !== remote || !route.module) continue;
    const expose = exposes.get(route.module) ?? { module: route.module, contract: PAGE_CONTRACT, routes: [] };
    expose.routes.push(routeRef(route));
    exposes.set(route.module, expose);
  }
  return [...exposes.values()].sort(byModule);
}

/**
 * The remote modules the host loads: the page of every route a remote owns. The host's only call
 * sites of the federation runtime take their module from a route entry (a test in
 * scripts/can-i-deploy.test.mjs keeps it so); a new kind of load must be added here.
 */
export function routeTableLoads(table = routeTable) {
  const remotes = [...new Set(table.map((r) => r.owner).filter((owner) => owner !== 'host'))].sort();
  return remotes.flatMap((remote) => pageExposes(remote, table).map((expose) => ({ remote, ...expose })));
}

/** `…/node_modules/.pnpm/x@1/node_modules/@scope/pkg/lib/a.js` → `@scope/pkg`. */
export function packageOfFile(file) {
  const marker = `${path.sep}node_modules${path.sep}`;
  const at = file.lastIndexOf(marker);
  if (at < 0) return null;
  const parts = file.slice(at + marker.length).split(path.sep);
  return parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
}

/** A file of the kit's shared layers as its share key (`shared/src/ui/chakra/kit.tsx` → `@qa/shared/ui/chakra/kit`), else null. */
function kitKeyOfFile(file) {
  if (!kitLayerDirs.some((dir) => file.startsWith(dir))) return null;
  const relative = path.relative(path.join(repoRoot, 'shared/src'), file).split(path.sep).join('/');
  return `${singletons.sharedPackagePrefix}${relative.replace(/\.[cm]?[jt]sx?$/, '')}`;
}

function providedShares(compilation) {
  const provided = new Map();
  for (const module of compilation.modules) {
    if (module.type !== 'provide-module') continue;
    provided.set(module._name, {
      name: module._name,
      version: module._version || null,
      singleton: Boolean(module._singleton),
      eager: Boolean(module._eager),
    });
  }
  return [...provided.values()].sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * What the build carries outside the share scope: packages of node_modules that are neither
 * provided nor consumed as shared modules, and modules of the kit's shared layers compiled in as
 * ordinary code. The first are harmless unless the host shares that package as a singleton; the
 * second never are (two instances of a store, a context, the router).
 */
function bundledOutsideShareScope(compilation) {
  const sharedPackages = new Set();
  for (const module of compilation.modules) {
    if (module.type !== 'provide-module' && module.type !== 'consume-shared-module') continue;
    // The module a share hands out (a provide's import, a consume's fallback): a dependency of the
    // share module, or of its async block when not eager.
    const dependencies = [...module.dependencies, ...module.blocks.flatMap((block) => block.dependencies)];
    for (const dependency of dependencies) {
      const file = compilation.moduleGraph.getModule(dependency)?.resource;
      const name = typeof file === 'string' ? (kitKeyOfFile(file) ?? packageOfFile(file)) : null;
      if (name) sharedPackages.add(name);
    }
  }
  const bundled = new Map();
  for (const module of compilation.modules) {
    const file = module.resource;
    if (typeof file !== 'string' || compilation.chunkGraph.getNumberOfModuleChunks(module) === 0) continue;
    const kitKey = kitKeyOfFile(file);
    const name = kitKey ?? packageOfFile(file);
    if (!name || sharedPackages.has(name) || bundled.has(name)) continue;
    const description = module.resourceResolveData?.descriptionFileData;
    bundled.set(name, { name, version: description?.version ?? null });
  }
  return [...bundled.values()].sort((a, b) => a.name.localeCompare(b.name));
}

/** Every module the manifest exposes, with the contract it satisfies (none: a module no route renders). */
function exposesWithContracts(name, manifest) {
  const pages = new Map(pageExposes(name).map((expose) => [expose.module, expose]));
  return (manifest?.exposes ?? [])
    .map((expose) => pages.get(expose.path) ?? { module: expose.path, contract: null, routes: [] })
    .sort(byModule);
}

/** The script that starts the app: a remote's `remoteEntry.js`, the host's `main.js`. */
function entryFile(compilation, manifest) {
  const remoteEntry = manifest?.metaData?.remoteEntry?.name;
  if (remoteEntry) return remoteEntry;
  const main = compilation.entrypoints.get('main');
  return main?.getFiles().find((file) => file.endsWith('.js')) ?? null;
}

export class FederationContractPlugin {
  /**
   * @param {{ appDir: string, name: string, loads?: object[], rangeToString: (range: unknown) => string }} options
   *   `rangeToString`: webpack's, from the app's own webpack.
   */
  constructor({ appDir, name, loads = [], rangeToString }) {
    this.name = name;
    this.rangeToString = rangeToString;
    this.loads = loads;
    this.version = JSON.parse(readFileSync(path.join(appDir, 'package.json'), 'utf8')).version;
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      // REPORT: after minification, source maps and the manifest, so the hash is of the file served.
      compilation.hooks.processAssets.tap({ name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const manifestAsset = compilation.getAsset('mf-manifest.json');
        const manifest = manifestAsset ? JSON.parse(manifestAsset.source.source().toString()) : null;
        const file = entryFile(compilation, manifest);
        const entrySource = file ? compilation.getAsset(file)?.source.buffer() : undefined;
        const kitVersion = JSON.parse(readFileSync(path.join(repoRoot, 'shared/package.json'), 'utf8')).version;
        const contract = {
          format: CONTRACT_FORMAT,
          name: this.name,
          version: this.version,
          kitVersion,
          entry: entrySource
            ? { file, integrity: `sha384-${createHash('sha384').update(entrySource).digest('base64')}` }
            : null,
          exposes: exposesWithContracts(this.name, manifest),
          loads: [...this.loads].sort((a, b) => `${a.remote}${a.module}`.localeCompare(`${b.remote}${b.module}`)),
          shared: {
            provided: providedShares(compilation),
            consumed: consumedShares(compilation, this.rangeToString).map(({ name, requiredVersion, ...rest }) => ({
              name,
              requiredVersion,
              singleton: rest.singleton,
              strictVersion: rest.strictVersion,
              import: rest.fallback,
            })),
          },
          bundled: bundledOutsideShareScope(compilation),
        };
        compilation.emitAsset(CONTRACT_FILE, new sources.RawSource(`${JSON.stringify(contract, null, 2)}\n`));
      });
    });
  }
}
