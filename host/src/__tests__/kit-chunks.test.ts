/**
 * @jest-environment node
 */
// Needs the host's production build. The kit modules the host's start-up imports travel in
// `qa-shared`, fetched with every first page; those only its later chunks import (a dialog's dates,
// the query provider) in `qa-shared-later`, fetched when one of them is first needed
// (scripts/webpack/create-app-config.mjs, hostChunkGroups).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const dist = path.resolve(__dirname, '../../dist');

/** The sources in the source map of the built script named `name.<hash>.js`, as paths in `shared/src`. */
function kitSources(name: string): string[] {
  if (!existsSync(path.join(dist, 'main.js'))) throw new Error(`no production build in ${dist} (run the build first)`);
  const file = readdirSync(dist).find((f) => f.startsWith(`${name}.`) && f.endsWith('.js'));
  if (!file) throw new Error(`no ${name} script in ${dist}`);
  const map = JSON.parse(readFileSync(path.join(dist, `${file}.map`), 'utf8')) as { sources: string[] };
  return map.sources.flatMap((source) => source.match(/shared\/src\/(.+)$/)?.[1] ?? []);
}

it('the start-up chunk holds what the start-up imports (the session, the route table, the light styles)', () => {
  expect(kitSources('qa-shared')).toEqual(
    expect.arrayContaining(['kernel/session/session.ts', 'kernel/routing/route-table.ts', 'ui/styles/light-css.ts']),
  );
});

it('what only later chunks import (dates, prices, the query provider) is in qa-shared-later, not in the start-up', () => {
  const later = ['kernel/format/date.ts', 'kernel/format/price.ts', 'ui/query/query-scope-provider.tsx'];
  expect(kitSources('qa-shared-later')).toEqual(expect.arrayContaining(later));
  expect(kitSources('qa-shared').filter((source) => later.includes(source))).toEqual([]);
});
