/**
 * @jest-environment node
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { reachableFiles } from '../import-walk';

// A start-up file with a static import, a type-only one and an `import()`, and a shared module that
// only the dynamically imported file reaches.
const root = mkdtempSync(path.join(tmpdir(), 'import-walk-'));
const sharedSrc = path.join(root, 'shared');
mkdirSync(path.join(sharedSrc, 'kernel'), { recursive: true });
const file = (name: string, source: string) => {
  writeFileSync(path.join(root, name), source);
  return path.join(root, name);
};
const entry = file(
  'entry.ts',
  "import { now } from './clock';\nimport type { Later } from './types';\nexport const later = () => import('./later');\n",
);
file('clock.ts', "import { tick } from '@qa/shared/kernel/tick';\nexport const now = tick;\n");
file('types.ts', 'export type Later = number;\n');
file('later.ts', "export { format } from '@qa/shared/kernel/format';\n");
writeFileSync(path.join(sharedSrc, 'kernel/tick.ts'), 'export const tick = () => 1;\n');
writeFileSync(path.join(sharedSrc, 'kernel/format.ts'), 'export const format = String;\n');
const names = (files: Set<string>) => [...files].map((f) => path.relative(root, f)).sort();

it('follows static imports and import() by default, and never type-only imports', () => {
  expect(names(reachableFiles([entry], sharedSrc))).toEqual([
    'clock.ts',
    'entry.ts',
    'later.ts',
    'shared/kernel/format.ts',
    'shared/kernel/tick.ts',
  ]);
});

it('without `dynamic`, stops at import(): what may run before any of them has resolved', () => {
  expect(names(reachableFiles([entry], sharedSrc, { dynamic: false }))).toEqual([
    'clock.ts',
    'entry.ts',
    'shared/kernel/tick.ts',
  ]);
});
