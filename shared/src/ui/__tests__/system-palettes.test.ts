import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { PALETTES, system } from '../chakra/system';

const repoRoot = path.resolve(__dirname, '../../../..');
const SOURCE_DIRS = ['host/src', 'shared/src', 'remote-marketing/src', 'remote-platform/src', 'remote-auth/src'];
/** Every palette of Chakra's default theme. */
const CHAKRA_PALETTES = ['gray', 'red', 'orange', 'yellow', 'green', 'teal', 'blue', 'cyan', 'purple', 'pink'];
const names = CHAKRA_PALETTES.join('|');
/**
 * `'blue.500'`, `color: 'blue.fg'`, the light layer's `token('colors-blue-600')`, and on a line that
 * sets a `colorPalette` (`colorPalette={free ? 'green' : 'gray'}`) every quoted palette name.
 */
const PALETTE_LINE = /colorPalette.*/g;
const QUOTED_NAME = new RegExp(`['"](${names})['"]`, 'g');
const USES = [
  new RegExp(`['"](${names})\\.(\\d{2,3}|fg|subtle|muted|emphasized|solid|contrast|focusRing|border)['"]`, 'g'),
  new RegExp(`colors-(${names})-`, 'g'),
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return name === '__tests__' ? [] : sourceFiles(file);
    return /\.tsx?$/.test(name) ? [file] : [];
  });
}

it('every palette the source paints with is in the system, and only those', () => {
  const used = new Map<string, string>();
  for (const file of SOURCE_DIRS.flatMap((dir) => sourceFiles(path.join(repoRoot, dir)))) {
    const text = readFileSync(file, 'utf8');
    const lines = [...text.matchAll(PALETTE_LINE)].map(([line]) => line);
    const matches = [
      ...USES.flatMap((pattern) => [...text.matchAll(pattern)]),
      ...lines.flatMap((line) => [...line.matchAll(QUOTED_NAME)]),
    ];
    for (const [, palette = ''] of matches) used.set(palette, path.relative(repoRoot, file));
  }
  // A palette in use but left out of the system paints nothing: add it to PALETTES (system.ts).
  const missing = [...used].filter(([palette]) => !(PALETTES as readonly string[]).includes(palette));
  expect(missing).toEqual([]);
  expect(used.size).toBeGreaterThan(0);
  for (const palette of CHAKRA_PALETTES) {
    const inSystem = system.tokens.getByName(`colors.${palette}.500`) !== undefined;
    expect([palette, inSystem]).toEqual([palette, (PALETTES as readonly string[]).includes(palette)]);
  }
});

it('no semantic colour refers to a palette left out', () => {
  const leftOut = CHAKRA_PALETTES.filter((palette) => !(PALETTES as readonly string[]).includes(palette));
  const refersToLeftOut = new RegExp(`colors\\.(${leftOut.join('|')})\\.`);
  const dangling = system.tokens.allTokens.filter((token) =>
    refersToLeftOut.test(JSON.stringify([token.value, token.originalValue])),
  );
  expect(dangling.map((token) => token.name)).toEqual([]);
  expect(system.tokens.getByName('colors.fg.error')).toBeDefined();
  expect(system.tokens.getByName('colors.fg.warning')).toBeUndefined();
});
