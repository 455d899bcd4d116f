import path from 'node:path';
import { routeTable } from '@qa/shared/kernel/routing/route-table';
import { lightPagesReachingChakra } from '@qa/testing/remote-contract-suite';

const platformDir = path.resolve(__dirname, '../../../remote-platform');

test('a Chakra page marked light is named with the Chakra requests it reaches (the check can fail)', () => {
  const table = routeTable.map((entry) => (entry.id === 'path' ? { ...entry, ui: 'light' as const } : entry));
  const [violation, ...rest] = lightPagesReachingChakra('platform', platformDir, table);
  expect(rest).toEqual([]);
  expect(violation).toMatch(/^\[platform\] \.\/PathPage is a light page but reaches .*@qa\/shared\/ui\/chakra\/kit/);
});
