// The pages a tool publishes, from the route table's flags (kernel/routing/route-entry): `prerender`
// for scripts/prerender, `sitemap` for scripts/seo. A route flagged 'page' is its own path; one
// flagged 'items' gives a page per item of the collection its `items` names, read from the content
// APIs (app-config's `api`) at the time the tool runs.

/** `{ pages, listed }`: the paths of the routes published as themselves, the routes published per item. */
export function publishedRoutes(routeTable, flag) {
  return {
    pages: routeTable.filter((r) => r[flag] === 'page').map((r) => r.path),
    listed: routeTable.filter((r) => r[flag] === 'items'),
  };
}

/** How each API lists a collection: the URL of a page of it, and how many pages there are. */
const listings = {
  // WordPress: pages of at most 100, the count in a header; only the fields the path and lastmod need
  blog: (base, { collection, field, modified }) => ({
    url: (page) =>
      `${base}/${collection}?per_page=100&page=${page}&_fields=${[field, modified].filter(Boolean).join(',')}`,
    pageCount: (_body, headers) => Number(headers.get('x-wp-totalpages') ?? 1),
  }),
  // the CMS: pages of at most 100, the count in the body's meta
  cms: (base, { collection }) => ({
    url: (page) => `${base}/${collection}?page=${page}&limit=100`,
    pageCount: (body) => Number(body.meta?.pagination?.pageCount ?? 1),
  }),
  // the main API: the whole catalogue in one list
  main: (base, { collection }) => ({ url: () => `${base}/${collection}`, pageCount: () => 1 }),
};

async function getJson(url, fetchImpl, timeoutMs) {
  const response = await fetchImpl(url, { signal: AbortSignal.timeout(timeoutMs) });
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return { body: await response.json(), headers: response.headers };
}

/** Every item of a collection, over all its pages (at most 50). */
async function allItems({ url, pageCount }, fetchImpl, timeoutMs) {
  const items = [];
  for (let page = 1, pages = 1; page <= pages && page <= 50; page += 1) {
    const { body, headers } = await getJson(url(page), fetchImpl, timeoutMs);
    items.push(...(Array.isArray(body) ? body : (body.data ?? [])));
    pages = pageCount(body, headers);
  }
  return items;
}

/** The route's path with its one `:param` filled by the item's field, as the API spells it (the sitemap encodes URLs). */
const itemPath = (route, item) => route.path.replace(/:[A-Za-z]+/, String(item[route.items.field]));

/**
 * The pages of the listed routes, `{ path, lastmod? }` each, in the table's order; a route whose API
 * is not given is left out, and `failures` names each collection that could not be read, and why.
 */
export async function itemPages(listed, api, { fetchImpl = fetch, timeoutMs = 5000 } = {}) {
  const entries = [];
  const failures = [];
  for (const route of listed.filter((r) => api[r.items.api])) {
    const { items } = route;
    try {
      const found = await allItems(listings[items.api](api[items.api], items), fetchImpl, timeoutMs);
      entries.push(
        ...found.map((item) => ({
          path: itemPath(route, item),
          ...(items.modified && { lastmod: item[items.modified] }),
        })),
      );
    } catch (error) {
      failures.push(`${items.collection} (${error instanceof Error ? error.message : String(error)})`);
    }
  }
  return { entries, failures };
}
