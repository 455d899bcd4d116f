// dependency-cruiser settings for `pnpm graph` (scripts/import-graph.mjs): the import graph of
// shared code and the four apps, resolved through the same aliases as TypeScript, webpack and jest.
// The layer rules mirror the lint zones (eslint.config.mjs); tests may import any layer.
const tests = '(/__tests__/|\\.test\\.[cm]?[jt]sx?$)';
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: "An import cycle, at any depth: the repository's one cycle check (npm test, pnpm test:quick).",
      from: {},
      to: { circular: true },
    },
    {
      name: 'kernel-imports-a-library-only',
      severity: 'error',
      comment: 'The kernel is the bottom layer: it may not import the UI kit, the data layer or test tooling.',
      from: { path: '^shared/src/kernel/', pathNot: tests },
      to: { path: '^shared/(src/(ui|data)|testing)/' },
    },
    {
      name: 'ui-and-data-stay-apart',
      severity: 'error',
      comment: 'The UI kit and the data layer may each import only the kernel below them.',
      from: { path: '^shared/src/(ui|data)/', pathNot: tests },
      to: { path: '^shared/(src/(ui|data)|testing)/', pathNot: '^shared/src/$1/' },
    },
    {
      name: 'shared-never-imports-an-app',
      severity: 'error',
      from: { path: '^shared/' },
      to: { path: '^(host|remote-[a-z]+)/' },
    },
    {
      name: 'apps-never-import-each-other',
      severity: 'error',
      comment: 'A remote reaches the host, and the host a remote, only through shared code or federation.',
      from: { path: '^(host|remote-[a-z]+)/' },
      to: { path: '^(host|remote-[a-z]+)/', pathNot: '^$1/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // The bench's monolith peer is its own bundle: scripts/lib/monolith-peer.mjs resolves its packages from the host's.
    exclude: { path: ['(^|/)(dist|coverage|\\.mf)/', '^scripts/bench/monolith/'] },
    // Type-only imports count: a cycle through types is still a knot for the reader.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.mjs', '.js', '.cjs', '.json'],
    },
  },
};
