/**
 * What one route of the table (kernel/routing/route-table) says: its path, who renders it, who may
 * see it, how the host lays it out, and what the tools (prerender, sitemap) make of it.
 */
export type RemoteName = 'marketing' | 'platform' | 'auth';
export type RouteOwner = RemoteName | 'host';

/**
 * public: anyone. authRoute: signed-in users are sent away (docs/behaviour.md "Auth routes").
 * signedIn: anonymous users are sent to the route `unauthenticatedRedirect` names. questionnaire: signed-in,
 * and a complete questionnaire is sent to /profile.
 */
export type RouteGuard = 'public' | 'authRoute' | 'signedIn' | 'questionnaire';
export type RouteLayout = 'page' | 'platform' | 'bare';
export type HeaderVariant = 'landing' | 'platform' | 'promo';
/** A page by itself, or (a route with one `:param`) one page per item of its `items`. */
export type RoutePages = 'page' | 'items';

/** Where the items of a route with one `:param` come from, for the prerender and the sitemap. */
export interface RouteItems {
  /** The API of app-config's `api` that lists them (each API pages its lists its own way). */
  api: 'blog' | 'cms' | 'main';
  collection: string;
  /** The item's field that fills the route's `:param`. */
  field: string;
  /** The item's field with the date it last changed (the sitemap's lastmod). */
  modified?: string;
}

export interface RouteEntry {
  id: string;
  path: string;
  title: string;
  owner: RouteOwner;
  /** The federated module (`./Name`) that renders the page; absent for host-owned routes. */
  module?: string;
  guard: RouteGuard;
  /** The id of the route anonymous visitors are sent to (signedIn, questionnaire). */
  unauthenticatedRedirect?: 'login' | 'registration';
  layout: RouteLayout;
  header?: HeaderVariant;
  /**
   * light: the page is built with the light layer only (ui/styles/light-css), so the host renders it without
   * loading Chakra (the landing, to keep the first load of `/` in budget). Default: chakra.
   */
  ui?: 'light' | 'chakra';
  /**
   * page: the page puts its own QueryScope (ui/query/QueryScope) around the parts that read data, so its
   * first screen loads no query library (the landing). Default: the host renders the page in one.
   */
  queryScope?: 'page';
  /** What the host paints while the page's remote loads: the landing hero (LCP of `/`), else the spinner. */
  placeholder?: 'landing-hero';
  /** Written as static HTML into the build by `pnpm prerender` (scripts/prerender). Default: not. */
  prerender?: RoutePages;
  /** Listed in sitemap.xml (scripts/seo). Default: not. */
  sitemap?: RoutePages;
  items?: RouteItems;
}

/** An entry as declared: `guard` and `layout` may be left to the table's defaults (public, page). */
export type Entry = Omit<RouteEntry, 'guard' | 'layout'> & Partial<Pick<RouteEntry, 'guard' | 'layout'>>;
/** Keeps each entry's id and path as literal types, for `RouteId` and `href`'s params. */
export type Keyed<Id extends string, Path extends string> = { id: Id; path: Path };
export type Declared<Id extends string, Path extends string> = Omit<Entry, 'owner' | 'id' | 'path'> & Keyed<Id, Path>;

export const marketing = <Id extends string, Path extends string>(e: Declared<Id, Path>): Entry & Keyed<Id, Path> => ({
  owner: 'marketing',
  ...e,
});
export const platform = <Id extends string, Path extends string>(e: Declared<Id, Path>): Entry & Keyed<Id, Path> => ({
  owner: 'platform',
  layout: 'platform',
  header: 'platform',
  ...e,
});
export const auth = <Id extends string, Path extends string>(e: Declared<Id, Path>): Entry & Keyed<Id, Path> => ({
  owner: 'auth',
  layout: 'bare',
  guard: 'authRoute',
  ui: 'light',
  ...e,
});
export const host = <Id extends string, Path extends string>(e: Declared<Id, Path>): Entry & Keyed<Id, Path> => ({
  owner: 'host',
  ...e,
});

/** `/courses/:courseSlug/lecture/:lectureId` → `'courseSlug' | 'lectureId'`. */
export type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<Rest>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;
