// `pnpm graph` is the repository's cycle check: it must find a cycle through the @qa/shared aliases and
// one through type-only imports, and none where imports only point down. The files are written into the
// real kernel folder (so the real settings and aliases apply), cruised alone in one run (a run starts
// in ≈ 5 s), and removed afterwards.
import { before, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './lib/apps.mjs';
import { cruise, summarise } from './import-graph.mjs';

const fixture = 'shared/src/kernel/zz-graph-fixture';
const alias = `@qa/shared/kernel/zz-graph-fixture`;
const files = {
  'aliased/a.ts': `import { b } from '${alias}/aliased/b';\nexport const a = () => b;\n`,
  'aliased/b.ts': `import { c } from '${alias}/aliased/c';\nexport const b = () => c;\n`,
  'aliased/c.ts': `import { a } from '${alias}/aliased/a';\nexport const c = () => a;\n`,
  'types/a.ts': `import type { B } from './b';\nexport interface A { b?: B }\n`,
  'types/b.ts': `import type { A } from './a';\nexport interface B { a?: A }\n`,
  'down/a.ts': `import { b } from './b';\nexport const a = () => b;\n`,
  'down/b.ts': `export const b = 1;\n`,
};
let graph;

before(() => {
  const dir = path.join(repoRoot, fixture);
  try {
    for (const [name, source] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
      writeFileSync(path.join(dir, name), source);
    }
    graph = summarise(cruise([fixture]));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

const cyclesIn = (folder) => graph.cycles.filter((cycle) => cycle.startsWith(`${fixture}/${folder}/`));

test('a cycle of three modules through the @qa/shared aliases is found once, naming its modules', () => {
  assert.deepEqual(graph.unresolved, []);
  assert.deepEqual(cyclesIn('aliased'), [['a', 'b', 'c'].map((name) => `${fixture}/aliased/${name}.ts`).join(', ')]);
});

test('a cycle through type-only imports counts', () => {
  assert.deepEqual(cyclesIn('types'), [`${fixture}/types/a.ts, ${fixture}/types/b.ts`]);
});

test('imports that only point down make no cycle', () => {
  assert.deepEqual(cyclesIn('down'), []);
  assert.equal(graph.cycles.length, 2);
});
