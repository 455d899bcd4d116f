// `pnpm lint` must fail on a forbidden layer import (import cycles: import-graph.test.mjs). These checks lint
// small files written into the real layer folders (so the real config and zones apply) and
// removed afterwards. Run by `npm test` (node --test).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';

const repoRoot = path.resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: repoRoot });

/** Writes the files (repo-relative path → source), lints them, removes them; returns the rule ids hit per file. */
async function lintFiles(files) {
  const dirs = new Set();
  for (const [file, source] of Object.entries(files)) {
    const full = path.join(repoRoot, file);
    mkdirSync(path.dirname(full), { recursive: true });
    dirs.add(path.dirname(full));
    writeFileSync(full, source);
  }
  try {
    const results = await eslint.lintFiles(Object.keys(files).map((f) => path.join(repoRoot, f)));
    return Object.fromEntries(
      results.map((r) => [path.relative(repoRoot, r.filePath), r.messages.map((m) => m.ruleId ?? m.message)]),
    );
  } finally {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  }
}

test('the kernel may not import the UI kit or the data layer', async () => {
  const hits = await lintFiles({
    'shared/src/kernel/zz-lint-fixture/uses-ui.ts':
      "import { Logo } from '@qa/shared/ui/widgets/Logo';\nimport { mainApi } from '@qa/shared/data/api-client';\nexport const x = [Logo, mainApi];\n",
  });
  const rules = hits['shared/src/kernel/zz-lint-fixture/uses-ui.ts'];
  assert.equal(rules.filter((r) => r === 'import-x/no-restricted-paths').length, 2, JSON.stringify(hits));
});

test('the UI kit may not import the data layer', async () => {
  const hits = await lintFiles({
    'shared/src/ui/zz-lint-fixture/uses-data.ts':
      "import { mainApi } from '@qa/shared/data/api-client';\nexport const x = mainApi;\n",
  });
  assert.ok(hits['shared/src/ui/zz-lint-fixture/uses-data.ts'].includes('import-x/no-restricted-paths'));
});

test('product code may not import the test tooling; tests may', async () => {
  const hits = await lintFiles({
    'host/src/zz-lint-fixture/uses-testing.ts':
      "import { demoUser } from '@qa/testing/tokens';\nexport const x = demoUser;\n",
    'host/src/zz-lint-fixture/__tests__/ok.test.ts':
      "import { demoUser } from '@qa/testing/tokens';\nit('x', () => expect(demoUser).toBeTruthy());\n",
  });
  assert.ok(hits['host/src/zz-lint-fixture/uses-testing.ts'].includes('@typescript-eslint/no-restricted-imports'));
  assert.deepEqual(hits['host/src/zz-lint-fixture/__tests__/ok.test.ts'], []);
});

test('product code reaches TanStack Query only through the kit door; types may come from the package', async () => {
  const hits = await lintFiles({
    'remote-platform/src/zz-lint-fixture/uses-query.ts':
      "import { useQuery } from '@tanstack/react-query';\nexport const x = useQuery;\n",
    'remote-platform/src/zz-lint-fixture/types-only.ts':
      "import type { QueryClient } from '@tanstack/react-query';\nimport { useQuery } from '@qa/shared/kernel/query/react-query';\nexport type X = QueryClient;\nexport const y = useQuery;\n",
  });
  assert.ok(
    hits['remote-platform/src/zz-lint-fixture/uses-query.ts'].includes('@typescript-eslint/no-restricted-imports'),
  );
  assert.deepEqual(hits['remote-platform/src/zz-lint-fixture/types-only.ts'], []);
});

test('a remote may not import another app', async () => {
  const hits = await lintFiles({
    'remote-auth/src/zz-lint-fixture/uses-host.ts':
      "import { Header } from '../../../host/src/layout/Header';\nexport const x = Header;\n",
  });
  assert.ok(hits['remote-auth/src/zz-lint-fixture/uses-host.ts'].includes('import-x/no-restricted-paths'));
});

test("a feature may not reach into another feature's files", async () => {
  const hits = await lintFiles({
    'remote-platform/src/features/dashboard/zz-lint-fixture/reach-in.ts':
      "import { CertificateGrid } from '../../rating/components/CertificateGrid';\nexport const x = CertificateGrid;\n",
  });
  const rules = hits['remote-platform/src/features/dashboard/zz-lint-fixture/reach-in.ts'];
  assert.ok(rules.includes('import-x/no-restricted-paths'), JSON.stringify(hits));
});

test('a feature may use another feature through its public.ts, and its own files freely', async () => {
  const hits = await lintFiles({
    'remote-platform/src/features/dashboard/zz-lint-fixture/door.ts':
      "import { CertificateGrid } from '../../rating/public';\nimport { band } from '../components/band-look';\nexport const x = [CertificateGrid, band];\n",
  });
  assert.deepEqual(hits['remote-platform/src/features/dashboard/zz-lint-fixture/door.ts'], [], JSON.stringify(hits));
});

test('a host module below src/app may not import it', async () => {
  const hits = await lintFiles({
    'host/src/layout/zz-lint-fixture/uses-app.ts': "import { App } from '../../app/App';\nexport const x = App;\n",
  });
  assert.ok(hits['host/src/layout/zz-lint-fixture/uses-app.ts'].includes('import-x/no-restricted-paths'));
});

test('apps and the light layer may not import Emotion (Chakra’s, inside the kit)', async () => {
  const hits = await lintFiles({
    'host/src/zz-lint-fixture/styled.ts': "import { css } from '@emotion/react';\nexport const x = css;\n",
    'shared/src/ui/zz-lint-fixture/styled.ts':
      "import { keyframes } from '@emotion/react';\nexport const x = keyframes;\n",
  });
  for (const file of ['host/src/zz-lint-fixture/styled.ts', 'shared/src/ui/zz-lint-fixture/styled.ts']) {
    assert.ok(hits[file].includes('@typescript-eslint/no-restricted-imports'), JSON.stringify(hits));
  }
});

test('a raw colour outside the token table is an error, a token is not', async () => {
  const hits = await lintFiles({
    'remote-marketing/src/zz-lint-fixture/colours.ts':
      "export const a = { color: '#3134AE' };\nexport const b = { border: '1px solid #fff' };\nexport const c = { background: 'rgba(0, 0, 0, 0.5)' };\n",
    'remote-marketing/src/zz-lint-fixture/tokens.ts':
      "import { token } from '@qa/shared/ui/styles/tokens';\nexport const a = { color: token('colors-brand-600') };\nexport const href = '#pricing';\n",
  });
  const rules = hits['remote-marketing/src/zz-lint-fixture/colours.ts'];
  assert.equal(rules.filter((r) => r === 'design/no-raw-colour').length, 3, JSON.stringify(hits));
  assert.deepEqual(hits['remote-marketing/src/zz-lint-fixture/tokens.ts'], [], JSON.stringify(hits));
});

test('a pixel font size is an error, the type scale is not', async () => {
  const hits = await lintFiles({
    'host/src/zz-lint-fixture/sizes.ts':
      "import { token } from '@qa/shared/ui/styles/tokens';\nexport const a = { fontSize: 14 };\nexport const b = { fontSize: '18px' };\nexport const c = { fontSize: token('font-sizes-sm') };\n",
  });
  const rules = hits['host/src/zz-lint-fixture/sizes.ts'];
  assert.equal(rules.filter((r) => r === 'design/no-px-font-size').length, 2, JSON.stringify(hits));
});

test('a style object written inline is an error, a named style and a primitive are not', async () => {
  const hits = await lintFiles({
    'remote-marketing/src/zz-lint-fixture/Inline.tsx': [
      '/** @jsxImportSource @qa/shared/ui/light-jsx */',
      "import { token } from '@qa/shared/ui/styles/tokens';",
      "import { Text } from '@qa/shared/ui/primitives/text';",
      "const quote = { fontStyle: 'italic' } as const;",
      'export const Inline = ({ wide }: { wide: boolean }) => (',
      '  <>',
      "    <p css={{ color: token('colors-fg-muted') }}>One</p>",
      "    <p css={[quote, wide && { maxWidth: '40rem' }]}>Two</p>",
      '    <p css={quote}>Three</p>',
      '    <Text tone="muted">Four</Text>',
      '  </>',
      ');',
      '',
    ].join('\n'),
  });
  const rules = hits['remote-marketing/src/zz-lint-fixture/Inline.tsx'];
  assert.equal(rules.filter((r) => r === 'design/no-inline-style').length, 2, JSON.stringify(hits));
});

test('a button drawn by hand is an error, the kit button is not', async () => {
  const hits = await lintFiles({
    'remote-platform/src/zz-lint-fixture/Buttons.tsx': [
      '/** @jsxImportSource @qa/shared/ui/light-jsx */',
      "import { token } from '@qa/shared/ui/styles/tokens';",
      "import { Button } from '@qa/shared/ui/primitives/Button';",
      'export const Hand = () => (',
      "  <button type=\"button\" css={{ background: token('colors-brand-500'), borderRadius: token('radii-lg'), height: '2.5rem' }}>",
      '    Go',
      '  </button>',
      ');',
      'export const Kit = () => <Button>Go</Button>;',
      '',
    ].join('\n'),
  });
  // The hand-drawn button's inline object is also an inline style (design/no-inline-style): counted there.
  const rules = hits['remote-platform/src/zz-lint-fixture/Buttons.tsx'].filter((r) => r !== 'design/no-inline-style');
  assert.deepEqual(rules, ['design/no-hand-styled-button'], JSON.stringify(hits));
});
