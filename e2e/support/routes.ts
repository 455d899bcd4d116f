// The route table of the site, read from the shared package's source.
import { buildPath, routeTable, type RouteEntry } from '../../shared/src/routes/route-table';

export const sampleParams: Record<string, string> = {
  courseSlug: 'qa-fundamentals', slug: 'sample-post', id: '7', lectureId: '3', instructorId: '2', userId: '5', certificateId: '9',
};

export function samplePath(route: RouteEntry): string {
  return buildPath(route.path, sampleParams);
}

export const remoteRoutes = routeTable.filter((r) => r.owner !== 'host');
export { routeTable };
