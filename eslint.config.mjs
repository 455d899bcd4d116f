// One lint config for the workspace: boundaries between apps and between the layers of shared
// code, no import cycles, storage and HTML safety. Not type-aware, to stay fast. The rules are
// explained in docs/architecture.md.
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import designSystem from './scripts/eslint/design-system.mjs';

const remotes = ['remote-marketing', 'remote-platform', 'remote-auth'];
const apps = ['host', ...remotes];

/** Apps → shared only; never remote → remote, remote → host, host → remote, shared → app. */
const boundaryZones = [
  ...remotes.map((remote) => ({
    target: `./${remote}`,
    from: apps.filter((app) => app !== remote).map((app) => `./${app}`),
    message: 'A remote reaches other apps only through what @qa/shared defines.',
  })),
  { target: './host', from: remotes.map((r) => `./${r}`), message: 'The host loads remotes at run time only.' },
  { target: './shared', from: apps.map((a) => `./${a}`), message: 'shared may not import any app.' },
];

/**
 * The layers of shared code, one way: kernel ← ui, kernel ← data. (Production code importing the
 * test tooling in shared/testing is banned by no-restricted-imports below.)
 */
const layerZones = [
  {
    target: './shared/src/kernel',
    from: ['./shared/src/ui', './shared/src/data'],
    message: 'The kernel is the bottom layer: it may not import the UI kit or the data layer.',
  },
  {
    target: './shared/src/ui',
    from: ['./shared/src/data'],
    message: 'The UI kit may not import the data layer: pages pass data to it.',
  },
  {
    target: './shared/src/data',
    from: ['./shared/src/ui'],
    message: 'The data layer may not import the UI kit.',
  },
];

const subfolders = (dir) =>
  existsSync(path.join(import.meta.dirname, dir))
    ? readdirSync(path.join(import.meta.dirname, dir), { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
    : [];

/**
 * Feature boundaries (docs/architecture.md "Feature boundaries"): a feature reaches another feature
 * only through that feature's `public.ts`. One zone per feature folder, read from the disk so a new
 * feature is covered without editing this file.
 */
const featureZones = apps.flatMap((app) => {
  const features = subfolders(`${app}/src/features`);
  return features.map((feature) => ({
    target: `./${app}/src/features/${feature}`,
    from: `./${app}/src/features`,
    except: [`./${feature}`, ...features.filter((other) => other !== feature).map((other) => `./${other}/public.ts`)],
    message: 'Another feature is reached only through its public.ts (docs/architecture.md "Feature boundaries").',
  }));
});

/** host/src/app composes the host (routes, dialogs); the modules below it never import it back. */
const appZones = [
  {
    target: subfolders('host/src')
      .filter((dir) => dir !== 'app')
      .map((dir) => `./host/src/${dir}`),
    from: './host/src/app',
    message: 'host/src/app sits on top: move what a lower module needs out of it (or register it from app).',
  },
];

const bans = {
  router: {
    paths: ['react-router', 'react-router-dom'].map((name) => ({
      name,
      message: 'Import routing from @qa/shared/kernel/routing/router (one shared, tree-shaken door).',
    })),
    patterns: [],
  },
  query: {
    paths: [
      {
        name: '@tanstack/react-query',
        message: 'Import TanStack Query from @qa/shared/kernel/query/react-query (one shared, tree-shaken door).',
        allowTypeImports: true,
      },
    ],
    patterns: [],
  },
  chakra: {
    paths: [
      {
        name: '@chakra-ui/react',
        message: 'Import UI from @qa/shared/ui/chakra/kit (sharing Chakra whole ships all of it).',
      },
    ],
    patterns: [
      { group: ['@chakra-ui/react/*'], message: 'Import UI from @qa/shared/ui/chakra/kit.' },
      {
        // Not shared: Chakra's copy in the kit is the only one. A page of its own would carry a second.
        group: ['@emotion/*'],
        message: 'Emotion is Chakra’s: style with the css prop of @qa/shared/ui/light-jsx, or the kit.',
      },
    ],
  },
  axios: {
    paths: [
      {
        name: 'axios',
        message:
          "Only the data layer (shared/src/data, an app's features/*/api) talks HTTP: use its request functions and hooks.",
      },
    ],
    patterns: [],
  },
  relative: {
    paths: [],
    patterns: [
      {
        group: ['../*'],
        message: 'Inside shared, import another folder as @qa/shared/... so federation shares one instance of it.',
      },
    ],
  },
  testing: {
    paths: [],
    patterns: [{ group: ['@qa/testing/*'], message: 'Test tooling is for tests only.' }],
  },
};

/** no-restricted-imports for a set of bans (a later block replaces the rule, so each block lists all of its own). */
function restrictImports(...names) {
  return ['error', { paths: names.flatMap((n) => bans[n].paths), patterns: names.flatMap((n) => bans[n].patterns) }];
}

/** What kernel and UI-kit modules may not import: every door's library, axios, relative paths, test tooling. */
const sharedLayerImports = restrictImports('router', 'query', 'chakra', 'axios', 'relative', 'testing');

const storageMessage = 'Use @qa/shared/kernel/storage (never throws, easy to fake).';
const storageGlobals = ['localStorage', 'sessionStorage'].map((name) => ({ name, message: storageMessage }));
const storageProperties = ['window', 'globalThis', 'self'].flatMap((object) =>
  ['localStorage', 'sessionStorage'].map((property) => ({ object, property, message: storageMessage })),
);

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/node_modules/**', '**/coverage/**', 'dev-api/.data/**', '**/.mf/**', '.bench/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: { ...globals.node } },
    plugins: { 'import-x': importX },
    settings: {
      // import-x resolves each import to a file for the zones below (import cycles: `pnpm graph`).
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs', '.cjs'],
      'import-x/resolver-next': [
        // Resolves the @qa/shared/* and @qa/testing/* aliases, so the layer zones see through them.
        createTypeScriptImportResolver({ project: path.join(import.meta.dirname, 'tsconfig.base.json') }),
        createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'] }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath: import.meta.dirname, zones: [...boundaryZones, ...layerZones, ...featureZones, ...appZones] },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['{host,shared,remote-*}/src/**/*.{ts,tsx}'],
    ...react.configs.flat.recommended,
    ...react.configs.flat['jsx-runtime'],
    plugins: { react, 'jsx-a11y': jsxA11y },
    languageOptions: {
      ...react.configs.flat.recommended.languageOptions,
      globals: { ...globals.browser, ...globals.es2021 },
    },
    settings: { react: { version: '19.2' } },
    rules: {
      ...react.configs.flat.recommended.rules,
      ...react.configs.flat['jsx-runtime'].rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      'react/prop-types': 'off',
      // The light layer's css prop, in files with `@jsxImportSource @qa/shared/ui/light-jsx`.
      'react/no-unknown-property': ['error', { ignore: ['css'] }],
      'react/jsx-no-target-blank': ['error', { enforceDynamicLinks: 'always' }],
      'react/no-danger': 'error',
      'no-restricted-globals': ['error', ...storageGlobals],
      'no-restricted-properties': ['error', ...storageProperties],
    },
  },
  { files: ['{host,shared,remote-*}/src/**/*.{ts,tsx}'], ...reactHooks.configs.flat.recommended },
  // Node scripts that also hand functions to the browser (page.evaluate) and the jsdom stubs.
  { files: ['scripts/**', 'e2e/**'], languageOptions: { globals: { ...globals.browser, ...globals.node } } },
  {
    files: ['**/__tests__/**', '**/*.test.{ts,tsx}', '**/test-utils/**', '**/jest.config.cjs'],
    languageOptions: { globals: { ...globals.jest, ...globals.node } },
  },
  // Import rules by place. The order matters: a later block replaces the restricted imports rule.
  {
    files: ['{host,remote-*}/**/*.{ts,tsx,js,mjs}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': restrictImports('router', 'query', 'chakra', 'axios', 'testing'),
    },
  },
  {
    files: ['{host,remote-*}/src/**/api/**/*.{ts,tsx}'],
    rules: { '@typescript-eslint/no-restricted-imports': restrictImports('router', 'query', 'chakra', 'testing') },
  },
  {
    files: ['shared/src/kernel/**/*.{ts,tsx}'],
    rules: { '@typescript-eslint/no-restricted-imports': sharedLayerImports },
  },
  {
    // The one door to TanStack Query.
    files: ['shared/src/kernel/query/react-query.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': restrictImports('router', 'chakra', 'axios', 'relative', 'testing'),
    },
  },
  {
    // The one door to react-router.
    files: ['shared/src/kernel/routing/router.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': restrictImports('query', 'chakra', 'axios', 'relative', 'testing'),
    },
  },
  {
    files: ['shared/src/ui/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': restrictImports('router', 'query', 'axios', 'relative', 'testing'),
    },
  },
  {
    // The one door to Chakra.
    files: ['shared/src/ui/**/*.{ts,tsx}'],
    ignores: [
      'shared/src/ui/chakra/kit.ts',
      'shared/src/ui/chakra/system.ts',
      'shared/src/ui/chakra/chakra-theme-parts.ts',
    ],
    rules: { '@typescript-eslint/no-restricted-imports': sharedLayerImports },
  },
  {
    files: ['shared/src/data/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': restrictImports('router', 'query', 'chakra', 'relative', 'testing'),
    },
  },
  {
    files: ['**/__tests__/**', '**/*.test.{ts,tsx}', 'shared/testing/**'],
    rules: { '@typescript-eslint/no-restricted-imports': restrictImports('router', 'chakra') },
  },
  {
    // A test may render the host's app pieces (its routes, the dialogs' harness) from anywhere.
    files: ['**/__tests__/**', '**/*.test.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath: import.meta.dirname, zones: [...boundaryZones, ...layerZones, ...featureZones] },
      ],
    },
  },
  {
    // The test-only door to react-router (a memory router, declarative routes).
    files: ['shared/testing/router.ts'],
    rules: { '@typescript-eslint/no-restricted-imports': restrictImports('chakra') },
  },
  {
    files: ['shared/src/kernel/storage/**/*.{ts,tsx}'],
    rules: { 'no-restricted-globals': 'off', 'no-restricted-properties': 'off' },
  },
  {
    // The design system (docs/architecture.md "Design system"): colours and font sizes from the one token
    // table, buttons from the kit. The table itself and the spec's brand constant are where raw values live.
    files: ['{host,shared,remote-*}/src/**/*.{ts,tsx}'],
    ignores: [
      'shared/src/ui/styles/tokens.ts',
      'shared/src/kernel/constants.ts',
      // Google's and Facebook's marks, in the colours their owners' brand rules require.
      'remote-auth/src/features/social/components/ProviderIcon.tsx',
      '**/__tests__/**',
      '**/*.test.{ts,tsx}',
      '**/test-helpers.tsx',
      '**/fixtures.ts',
    ],
    plugins: { design: designSystem },
    rules: {
      'design/no-raw-colour': 'error',
      'design/no-px-font-size': 'error',
      'design/no-hand-styled-button': 'error',
      'design/no-inline-style': 'error',
    },
  },
  // The one place raw HTML may be set, after DOMPurify (docs/architecture.md "Shared code in layers").
  { files: ['shared/src/ui/widgets/SafeHtml.tsx'], rules: { 'react/no-danger': 'off' } },
);
