/**
 * @jest-environment node
 */
// Needs the host's production build. The scripts every page runs at start-up carry V8's compile hint
// (scripts/webpack/compile-hints-plugin.mjs): compiled off the main thread as they stream in. Scripts
// that load later do not: compiling all of them up front would be work a page may never need.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const dist = path.resolve(__dirname, '../../dist');
const HINT = '//# allFunctionsCalledOnLoad\n';

/** The first built script whose name starts with `name.` (a named chunk, with its content hash). */
function script(name: string): string {
  if (!existsSync(path.join(dist, 'main.js'))) throw new Error(`no production build in ${dist} (run the build first)`);
  const file = readdirSync(dist).find((f) => f.startsWith(`${name}.`) && f.endsWith('.js'));
  if (!file) throw new Error(`no ${name} script in ${dist}`);
  return readFileSync(path.join(dist, file), 'utf8');
}

it('the entry and the start-up libraries and kit begin with the hint', () => {
  for (const name of ['main', 'framework', 'qa-shared'])
    expect([name, script(name).startsWith(HINT)]).toEqual([name, true]);
});

it('scripts that load later (the kit’s later and Chakra parts, the signals reporter, the chunks read ahead) do not have it', () => {
  for (const name of ['qa-shared-later', 'qa-shared-heavy', 'signals', 'ahead'])
    expect([name, script(name).includes(HINT)]).toEqual([name, false]);
});

it('the source map of the entry counts the hint as its first line', () => {
  const map = JSON.parse(readFileSync(path.join(dist, 'main.js.map'), 'utf8')) as { mappings: string };
  expect(map.mappings.startsWith(';')).toBe(true);
});
