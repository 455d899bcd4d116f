// One webpack configuration for every app: swc, federation, HTML, dev server.
// Each app's webpack.config.mjs passes only what differs (name, port, exposes).
import { createRequire } from 'node:module';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { importTs } from '../lib/import-ts.mjs';
import { declaredSharedRange } from '../shared-version.mjs';
import { FederationConsumesPlugin } from './federation-consumes-plugin.mjs';
import { FederationContractPlugin, routeTableLoads } from './federation-contract-plugin.mjs';
import { fillTemplate } from './fill-template.mjs';
import { interFont } from './inter-font.mjs';
import { CompileHintsPlugin } from './compile-hints-plugin.mjs';
import { OneShareRuntimePlugin } from './one-share-runtime-plugin.mjs';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const sharedSrc = path.join(repoRoot, 'shared/src');
// Chakra's theme parts, imported one by one (see shared/src/ui/chakra/chakra-theme-parts.ts).
const chakraThemeDir = path.join(
  path.dirname(createRequire(path.join(sharedSrc, 'index.js')).resolve('@chakra-ui/react/package.json')),
  'dist/esm/theme',
);
// react-router publishes its production build (dev warnings off) beside the development one, but its
// package exports name only the development one: a production build takes the other.
const reactRouterProduction = path.join(
  path.dirname(createRequire(path.join(sharedSrc, 'index.js')).resolve('react-router')),
  '../production/index.mjs',
);
// The business constants of docs/behaviour.md live once, in the kernel; the config reads its timeout from there.
const { SCRIPT_CHUNK_TIMEOUT_MS } = await importTs('shared/src/kernel/constants.ts');
// The font stack of the design tokens, for the body rule of each app's index.html (`<%= fontFamily %>`).
const { font: fontTokens } = await importTs('shared/src/ui/styles/tokens.ts');
const singletons = JSON.parse(readFileSync(path.join(repoRoot, 'shared/singletons.json'), 'utf8'));
// The layers of `shared` that exist once in the browser; `data` is bundled into each app that uses it.
const singletonLayers = singletons.sharedLayers.map((layer) => path.join(sharedSrc, layer) + path.sep);
const { reachableFiles, reachableRequests } = await importTs('shared/testing/import-walk.ts');
const { kitModules } = await importTs('shared/testing/kit-modules.ts');
// The names the dev API accepts in the Host header (its DNS-rebinding check): one list for both.
const { LOOPBACK_HOSTS } = await importTs('dev-api/src/lib/local-hosts.ts');
const kit = kitModules(sharedSrc, singletons.sharedLayers, singletons.sharedPackagePrefix);

/**
 * The libraries every page runs from the start: React, its DOM renderer and scheduler, the router
 * and zustand. Shared or not, webpack gives each its own small chunk (six scripts on `/`, 0.4–64 KB);
 * the host loads them as one. Not the query library: a page that needs it loads it (page-scopes.ts),
 * and in this chunk it would add 7 KB to `/`'s first load.
 */
const startupLibrary = /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|zustand)[\\/]/;

/** Libraries that only some pages load: Chakra (with its theme parts) and DOMPurify. */
const heavyLibrary = /^(@chakra-ui\/|chakra-theme\/|dompurify$)/;

/**
 * The files of the shared layers that reach a heavy library. They get a chunk of their own, which
 * comes with the library (a Chakra page, sanitised HTML), so the first load of a light page such as
 * `/` does not carry their code.
 */
function heavySharedFiles() {
  return new Set(
    kit
      .map(({ file }) => file)
      .filter((file) => [...reachableRequests([file], sharedSrc)].some((request) => heavyLibrary.test(request))),
  );
}

/**
 * The host provides the kit but does not consume it: its kit entries are consumed only by modules of
 * this layer, which no module has. The host's own imports of the kit are then plain imports of the
 * same modules that it provides, so the share scope hands the remotes the very instances the host
 * runs, and the host's start-up makes no federation share resolution for them: hooks, a version
 * check and promises for each module, the largest part of the federation runtime's work on a first
 * visit (`loadShare` calls on /subscriptions 310 → 113; Lighthouse TBT of `/` 193 → 103 ms). Nothing
 * can be chosen in their place: the remotes' production builds bring no copy of the kit, and in
 * development every app builds the same workspace kit, one version, which the host registers first.
 */
const PROVIDED_ONLY = 'host-provides-only';

/**
 * Version ranges come from the app's own package.json, so a contract test can compare them.
 * `provider`: the host, which provides every module of the shared layers, whether or not its own code
 * imports it (a module is named by its file, so webpack provides it without seeing an import).
 * `consumeOnly`: a remote's production build, which takes those modules from the host and bundles
 * no copy of them (see "Versions of the shared code" in docs/architecture.md).
 */
function sharedConfig(appDir, { provider, consumeOnly }) {
  const pkg = JSON.parse(readFileSync(path.join(appDir, 'package.json'), 'utf8'));
  const appRequire = createRequire(path.join(appDir, 'package.json'));
  const entries = singletons.packages.map((name) => {
    const base = name.startsWith('@') ? name.split('/').slice(0, 2).join('/') : name.split('/')[0];
    const version = JSON.parse(readFileSync(appRequire.resolve(`${base}/package.json`), 'utf8')).version;
    return [name, { singleton: true, requiredVersion: pkg.dependencies[base], version }];
  });
  const sharedVersion = JSON.parse(readFileSync(path.join(repoRoot, 'shared/package.json'), 'utf8')).version;
  // The range this app declares for @qa/shared (`workspace:^<version>`); throws if it excludes the source it bundles.
  const sharedRange = declaredSharedRange(appDir, sharedVersion);
  // Every module of the `shared` package, named explicitly: a prefix share ('@qa/shared/')
  // loses the singleton flag in the manifest. strictVersion: a host with an older kit makes the
  // load fail (the host shows its remote fallback) instead of running this app on it.
  for (const { file, request } of kit) {
    entries.push([
      request,
      {
        singleton: true,
        strictVersion: true,
        requiredVersion: sharedRange,
        version: sharedVersion,
        ...(provider ? { import: file, issuerLayer: PROVIDED_ONLY } : {}),
        ...(consumeOnly ? { import: false } : {}),
      },
    ]);
  }
  return Object.fromEntries(entries);
}

/**
 * The host's chunk groups (see splitChunks below): its start-up libraries in one chunk, and the
 * shared-layer modules its own code imports in three: those its start-up imports (the entry and
 * `bootstrap.tsx`, through static imports), those only its later chunks import (a dialog, the
 * footer, a page's data), and those that wrap a heavy library. The modules it provides only for
 * the remotes stay in a chunk each, fetched when a remote needs one.
 */
function hostChunkGroups(appDir) {
  const heavy = heavySharedFiles();
  const imported = reachableFiles([path.join(appDir, 'src/index.ts')], sharedSrc);
  const startup = reachableFiles(
    [path.join(appDir, 'src/index.ts'), path.join(appDir, 'src/bootstrap.tsx')],
    sharedSrc,
    { dynamic: false },
  );
  const inLayers = (module) =>
    imported.has(module.resource) && singletonLayers.some((dir) => module.resource.startsWith(dir));
  return {
    qaSharedHeavy: {
      test: (module) => inLayers(module) && heavy.has(module.resource),
      name: 'qa-shared-heavy',
      chunks: 'async',
      enforce: true,
      priority: 1,
    },
    qaShared: {
      test: (module) => inLayers(module) && startup.has(module.resource),
      name: 'qa-shared',
      chunks: 'async',
      enforce: true,
    },
    qaSharedLater: { test: inLayers, name: 'qa-shared-later', chunks: 'async', enforce: true, priority: -1 },
    framework: {
      test: (module) => startupLibrary.test(module.resource ?? ''),
      name: 'framework',
      chunks: 'async',
      enforce: true,
      priority: 2,
    },
  };
}

/**
 * The host's scripts that every page runs at start-up: its entry, and the chunks its entry's
 * `import('./bootstrap')` loads (the app, the start-up libraries, the kit modules it imports).
 */
function startupChunk(appDir) {
  const entry = path.join(appDir, 'src/index.ts');
  return (chunk) =>
    chunk.hasRuntime() ||
    [...chunk.groupsIterable].some((group) => group.origins.some((origin) => origin.module?.resource === entry));
}

/**
 * axios picks its adapter by name at run time, so no bundler can drop the ones an app never uses.
 * Our clients ask for the XMLHttpRequest adapter (shared/src/data/api-client.ts); its fetch adapter
 * (request streams, multipart bodies, data: URLs) is replaced by a stub that marks it unavailable:
 * 4.2 KB gzip less on every page that loads axios.
 */
class AxiosWithoutFetchAdapter {
  apply(compiler) {
    new compiler.webpack.NormalModuleReplacementPlugin(
      /[\\/]axios[\\/]lib[\\/]adapters[\\/]fetch\.js$/,
      path.join(import.meta.dirname, 'axios-fetch-adapter-stub.js'),
    ).apply(compiler);
  }
}

/** A remote's standalone dev page: one template for the three (the host has its own, public/index.html). */
const standaloneTemplate = path.join(import.meta.dirname, 'standalone-index.html');

/** Copies public/* (but index.html, the template) into the build, e.g. app-config.json; a remote may have none. */
class CopyPublicPlugin {
  constructor(dir) {
    this.dir = dir;
  }
  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('CopyPublicPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'CopyPublicPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          if (!existsSync(this.dir)) return;
          for (const file of readdirSync(this.dir)) {
            if (file === 'index.html') continue;
            compilation.emitAsset(file, new RawSource(readFileSync(path.join(this.dir, file))));
          }
        },
      );
    });
  }
}

/**
 * @param {{ appDir: string, name: string, port: number, exposes?: Record<string,string>,
 *           publicPath?: string, html?: object, runtimePlugins?: string[],
 *           productionPlugins?: object[] }} options
 */
export function createAppConfig(options) {
  const { appDir, name, port, exposes = {}, html = {}, runtimePlugins = [], productionPlugins = [] } = options;
  // Plugins resolve from the app, which owns them as dependencies (pnpm keeps them out of the root).
  const appRequire = createRequire(path.join(appDir, 'package.json'));
  const HtmlWebpackPlugin = appRequire('html-webpack-plugin');
  const { ModuleFederationPlugin } = appRequire('@module-federation/enhanced/webpack');
  return (_env, argv) => {
    const production = argv.mode === 'production';
    // The host's page declares the site's font; a remote's page (standalone-index.html) is only its standalone dev page.
    const font = interFont({ emit: name === 'host' || !production });
    return {
      mode: production ? 'production' : 'development',
      context: appDir,
      entry: path.join(appDir, 'src/index.ts'),
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      output: {
        path: path.join(appDir, 'dist'),
        // 'auto' lets a remote's chunks load from wherever its manifest was served.
        publicPath: options.publicPath ?? 'auto',
        filename: '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        uniqueName: name,
        clean: true,
        // docs/behaviour.md §10 "Errors": a script chunk request times out after 120 s.
        chunkLoadTimeout: SCRIPT_CHUNK_TIMEOUT_MS,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js', '.mjs'],
        // The federation runtime is required as CJS by one plugin and imported as ESM by the
        // rest; resolving both to ESM keeps one copy of it (~20 KB gzip) in the host.
        byDependency: { commonjs: { conditionNames: ['import', 'module', 'browser', 'require', 'default'] } },
        alias: {
          '@qa/shared': sharedSrc,
          'chakra-theme': chakraThemeDir,
          ...(production ? { 'react-router$': reactRouterProduction } : {}),
        },
      },
      module: {
        rules: [
          {
            test: /\.(ts|tsx)$/,
            exclude: /node_modules/,
            use: {
              loader: 'swc-loader',
              options: {
                jsc: {
                  parser: { syntax: 'typescript', tsx: true },
                  transform: { react: { runtime: 'automatic', development: !production, refresh: false } },
                  target: 'es2020',
                },
              },
            },
          },
          { test: /\.svg$/, type: 'asset/resource' },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          exposes,
          shared: sharedConfig(appDir, { provider: name === 'host', consumeOnly: production && name !== 'host' }),
          shareStrategy: 'loaded-first',
          runtimePlugins,
          dts: false,
          // `target: 'web'`: the federation runtime without its code for Node (1.7 KB gzip off `/`).
          experiments: {
            ...(name === 'host' ? { provideExternalRuntime: true } : { externalRuntime: production }),
            optimization: { target: 'web' },
          },

          manifest: true,
        }),
        new OneShareRuntimePlugin(appRequire('webpack/lib/sharing/ShareRuntimeModule')),
        new FederationConsumesPlugin(appRequire('webpack/lib/util/semver').rangeToString),
        // What `pnpm can-i-deploy` compares with the live apps: a production build's provides and needs.
        ...(production
          ? [
              new FederationContractPlugin({
                appDir,
                name,
                loads: name === 'host' ? routeTableLoads() : [],
                rangeToString: appRequire('webpack/lib/util/semver').rangeToString,
              }),
            ]
          : []),
        new AxiosWithoutFetchAdapter(),
        // The host's start-up scripts compiled as they stream in, off the main thread (the plugin says why).
        ...(production && name === 'host' ? [new CompileHintsPlugin(startupChunk(appDir))] : []),
        new CopyPublicPlugin(path.join(appDir, 'public')),
        ...font.plugins,
        new HtmlWebpackPlugin({
          templateContent: (parameters) =>
            fillTemplate(name === 'host' ? path.join(appDir, 'public/index.html') : standaloneTemplate, {
              ...parameters,
              remoteName: name,
              interFont: font.head,
              fontFamily: fontTokens.body,
            }),
          inject: 'body',
          scriptLoading: 'defer',
          ...html,
        }),
        ...(production ? productionPlugins : []),
      ],
      optimization: {
        moduleIds: production ? 'deterministic' : 'named',
        // Every `@qa/shared` module is shared one by one (above), which on its own gives each one an
        // async chunk of its own: ~30 scripts of 0.2–1.5 KB on `/`, each appended by the federation
        // runtime in one long task (Lighthouse TBT 394–666 ms). Two chunks hold them instead: the
        // modules that wrap a heavy library (Chakra, DOMPurify) in `qa-shared-heavy`, which loads with
        // that library, and all others in `qa-shared`. Their modules still run only when first
        // required, and the libraries they import stay in their own chunks.
        // The same for the libraries every page starts with (`framework`). Only the host, which
        // provides these modules: a remote's production build has no copy of them, and in
        // development its copies stay in a chunk each.
        splitChunks: name !== 'host' ? undefined : { cacheGroups: hostChunkGroups(appDir) },
      },
      performance: { hints: false },
      stats: production ? 'errors-warnings' : 'minimal',
      devServer: {
        port,
        host: '127.0.0.1',
        // The site is opened at localhost, 127.0.0.1, [::1] or the machine's name: the remotes' dev
        // servers must serve chunks to any of those origins (otherwise "Invalid Host/Origin header",
        // 403). Any other name is refused, as a page rebound to 127.0.0.1 (DNS rebinding) would send.
        allowedHosts: [...LOOPBACK_HOSTS, os.hostname()],
        historyApiFallback: true,
        hot: false,
        liveReload: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        client: { overlay: { errors: true, warnings: false, runtimeErrors: false } },
        static: existsSync(path.join(appDir, 'public'))
          ? { directory: path.join(appDir, 'public'), watch: false }
          : false,
      },
    };
  };
}
