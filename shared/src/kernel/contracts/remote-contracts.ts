/**
 * What each remote exposes, with props. The host loads only these names; each remote's
 * contract test checks its production manifest and its modules against this file, and its
 * webpack config builds `exposes` from `exposesOf` (so this file must stay importable from Node).
 */
import type { ComponentType } from 'react';
import { routeTable, type RemoteName, type RouteEntry } from '@qa/shared/kernel/routing/route-table';

/** Props of the platform's course progress popup (docs/behaviour.md "Course progress popups"). */
export interface CourseProgressPopupProps {
  courseTitle: string;
  /** Percent complete, 0–100. */
  percent: number;
  onClose: () => void;
}

export interface PageExposeContract {
  kind: 'page';
  /** Routes this page renders; the page reads its params from the router. */
  routes: RouteEntry[];
}

export interface WidgetExposeContract<P> {
  kind: 'widget';
  /** Its source file, relative to the remote's folder (pages' files follow from their module name). */
  source: string;
  /** Prop sets a conforming module must render, each with the text it must then show (or null for nothing). */
  cases: { props: P; expectText: RegExp | null }[];
}

export type ExposeContract = PageExposeContract | WidgetExposeContract<never>;

function pageExposes(remote: RemoteName, table: readonly RouteEntry[]): Record<string, PageExposeContract> {
  const result: Record<string, PageExposeContract> = {};
  for (const route of table) {
    if (route.owner !== remote || !route.module) continue;
    const existing = result[route.module];
    if (existing) existing.routes.push(route);
    else result[route.module] = { kind: 'page', routes: [route] };
  }
  return result;
}

const noop = () => undefined;

export const courseProgressPopupContract: WidgetExposeContract<CourseProgressPopupProps> = {
  kind: 'widget',
  source: './src/features/course-progress/CourseProgressPopup.tsx',
  cases: [
    { props: { courseTitle: 'Manual QA', percent: 10, onClose: noop }, expectText: null },
    // Lookaheads: the copy must name the course and the progress, in whatever word order.
    { props: { courseTitle: 'Manual QA', percent: 30, onClose: noop }, expectText: /^(?=.*Manual QA)(?=.*30%)/ },
    { props: { courseTitle: 'Manual QA', percent: 50, onClose: noop }, expectText: /^(?=.*Manual QA)(?=.*halfway)/i },
    { props: { courseTitle: 'Manual QA', percent: 100, onClose: noop }, expectText: /completed Manual QA/i },
  ],
};

/** What each remote exposes besides the pages of its routes. */
const widgetExposes: Record<RemoteName, Record<string, WidgetExposeContract<CourseProgressPopupProps>>> = {
  marketing: {},
  platform: { './CourseProgressPopup': courseProgressPopupContract },
  auth: {},
};

export const remoteContracts: Record<
  RemoteName,
  Record<string, PageExposeContract | WidgetExposeContract<CourseProgressPopupProps>>
> = {
  marketing: { ...pageExposes('marketing', routeTable), ...widgetExposes.marketing },
  platform: { ...pageExposes('platform', routeTable), ...widgetExposes.platform },
  auth: { ...pageExposes('auth', routeTable), ...widgetExposes.auth },
};

/** A page module's source file: `./LoginPage` → `./src/pages/LoginPage.tsx`. */
export function pageSource(module: string): string {
  return `./src/pages/${module.replace(/^\.\//, '')}.tsx`;
}

/**
 * The remote's webpack `exposes` (module → source file, relative to its folder): the page of
 * every route it owns, plus its widgets. Adding a page is one route-table entry plus its file.
 */
export function exposesOf(remote: RemoteName, table: readonly RouteEntry[] = routeTable): Record<string, string> {
  const exposes: Record<string, string> = {};
  for (const module of Object.keys(pageExposes(remote, table))) exposes[module] = pageSource(module);
  for (const [key, widget] of Object.entries(widgetExposes[remote])) exposes[key] = widget.source;
  return exposes;
}

/** The shape of every exposed module: a default-exported component. */
export interface ExposedModule<P = object> {
  default: ComponentType<P>;
}
