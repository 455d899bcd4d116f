// The route table of the site, read from the shared package's source (CommonJS there, so required).
import { createRequire } from 'node:module';
import type { RouteEntry } from '../../shared/src/kernel/routing/route-entry';
import type * as RouteTableModule from '../../shared/src/kernel/routing/route-table';

const require = createRequire(import.meta.url);
const { buildPath, routeTable } = require('../../shared/src/kernel/routing/route-table') as typeof RouteTableModule;

export const sampleParams: Record<string, string> = {
  courseSlug: 'qa-fundamentals',
  slug: 'sample-post',
  id: '7',
  lectureId: '3',
  instructorId: '2',
  userId: '5',
  certificateId: '9',
};

export function samplePath(route: RouteEntry): string {
  return buildPath(route.path, sampleParams);
}

export const remoteRoutes = routeTable.filter((r) => r.owner !== 'host');
export { routeTable };
