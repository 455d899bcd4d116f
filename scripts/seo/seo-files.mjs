// sitemap.xml and robots.txt for the host's build output. The static routes come from the route
// table; posts, events and mentors from the content APIs at build time. An API that cannot be
// reached leaves its part out (the build says so) rather than failing the build.

/** Public pages with a path of their own: not the host's utility routes, not variants of another page. */
const VARIANTS = new Set(['plans', 'subscriptions-six-months']);

export function staticPaths(routeTable) {
  return routeTable
    .filter((r) => r.guard === 'public' && r.owner !== 'host' && !r.path.includes(':') && !VARIANTS.has(r.id))
    .map((r) => r.path);
}

/** What crawlers are asked to leave alone: signed-in and account pages, one-off and utility routes. */
export function disallowedPaths(routeTable) {
  const indexableAuth = new Set(['login', 'registration']);
  return routeTable
    .filter((r) => (r.guard !== 'public' && !indexableAuth.has(r.id)) || r.owner === 'host' || r.id === 'thank-you')
    .map((r) => r.path.replace(/\/:.*$/, '/'))
    .filter((p, i, all) => all.indexOf(p) === i);
}

async function getJson(url, fetchImpl, timeoutMs) {
  const response = await fetchImpl(url, { signal: AbortSignal.timeout(timeoutMs) });
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return { body: await response.json(), headers: response.headers };
}

/** Every page of a paginated listing, following the API's page count. */
async function allPages(firstUrl, pageCount, fetchImpl, timeoutMs) {
  const items = [];
  for (let page = 1, pages = 1; page <= pages && page <= 50; page += 1) {
    const { body, headers } = await getJson(firstUrl(page), fetchImpl, timeoutMs);
    items.push(...(Array.isArray(body) ? body : (body.data ?? [])));
    pages = pageCount(body, headers);
  }
  return items;
}

/**
 * The dynamic pages: `{ path, lastmod? }` per post, event and mentor, and (given the main API) per
 * course and career path; `failures` lists what could not be read.
 */
export async function dynamicEntries({ blog, cms, main }, { fetchImpl = fetch, timeoutMs = 5000 } = {}) {
  const sources = [
    {
      name: 'posts',
      load: () =>
        allPages(
          (page) => `${blog}/posts?per_page=100&page=${page}&_fields=slug,modified`,
          (_body, headers) => Number(headers.get('x-wp-totalpages') ?? 1),
          fetchImpl,
          timeoutMs,
        ),
      toEntry: (post) => ({ path: `/posts/${post.slug}`, lastmod: post.modified }),
    },
    ...[
      ['events', (event) => ({ path: `/events/${event.slug}` })],
      ['mentorship', (mentor) => ({ path: `/mentorship/${mentor.id}` })],
    ].map(([collection, toEntry]) => ({
      name: collection,
      load: () =>
        allPages(
          (page) => `${cms}/${collection}?page=${page}&limit=100`,
          (body) => Number(body.meta?.pagination?.pageCount ?? 1),
          fetchImpl,
          timeoutMs,
        ),
      toEntry,
    })),
    // The catalogue: one unpaginated list each on the main API (`{ data: [...] }`).
    ...(main
      ? [
          ['courses', (course) => ({ path: `/courses/${course.slug}` })],
          ['paths', (careerPath) => ({ path: `/paths/${careerPath.id}` })],
        ]
      : []
    ).map(([collection, toEntry]) => ({
      name: collection,
      load: () =>
        allPages(
          () => `${main}/${collection}`,
          () => 1,
          fetchImpl,
          timeoutMs,
        ),
      toEntry,
    })),
  ];
  const entries = [];
  const failures = [];
  for (const source of sources) {
    try {
      entries.push(...(await source.load()).map(source.toEntry));
    } catch (error) {
      failures.push(`${source.name} (${error instanceof Error ? error.message : String(error)})`);
    }
  }
  return { entries, failures };
}

const escapeXml = (text) =>
  text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]);

const isoDate = (value) => {
  const date = value ? new Date(value) : null;
  return date && !Number.isNaN(date.getTime()) ? date.toISOString().slice(0, 10) : null;
};

export function sitemapXml(origin, entries) {
  const urls = entries.map(({ path, lastmod }) => {
    const date = isoDate(lastmod);
    const loc = `<loc>${escapeXml(new URL(encodeURI(path), origin).href)}</loc>`;
    return `  <url>${loc}${date ? `<lastmod>${date}</lastmod>` : ''}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

export function robotsTxt(origin, disallowed) {
  return [
    'User-agent: *',
    ...disallowed.map((p) => `Disallow: ${p}`),
    '',
    `Sitemap: ${new URL('/sitemap.xml', origin).href}`,
    '',
  ].join('\n');
}

/** Both files' text, and what the build should report. */
export async function buildSeoFiles({ routeTable, origin, api, fetchImpl, timeoutMs }) {
  const { entries, failures } = await dynamicEntries(api, { fetchImpl, timeoutMs });
  const all = [...staticPaths(routeTable).map((path) => ({ path })), ...entries];
  return {
    sitemap: sitemapXml(origin, all),
    robots: robotsTxt(origin, disallowedPaths(routeTable)),
    urlCount: all.length,
    failures,
  };
}
