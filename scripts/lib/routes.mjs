// The route table for the scripts, as the apps read it (shared/src/kernel/routing/route-table.ts):
// `href('courses')`, `href('course', { courseSlug })`. A script never spells a path of the site
// (scripts/route-literals.test.mjs).
import { importTs } from './import-ts.mjs';

export const { buildPath, href, routeById, routeTable } = await importTs('shared/src/kernel/routing/route-table.ts');
