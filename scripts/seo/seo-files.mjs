// sitemap.xml and robots.txt for the host's build output. Which pages the sitemap lists comes from
// the route table's `sitemap` flag (scripts/lib/route-pages.mjs): the routes listed as themselves,
// and one URL per post, event, mentor, course and career path read from the content APIs at build
// time. An API that cannot be reached leaves its part out (the build says so) rather than failing the build.
import { itemPages, publishedRoutes } from '../lib/route-pages.mjs';

/** The paths the sitemap lists as themselves. */
export function staticPaths(routeTable) {
  return publishedRoutes(routeTable, 'sitemap').pages;
}

/** What crawlers are asked to leave alone: signed-in and account pages, one-off and utility routes. */
export function disallowedPaths(routeTable) {
  const indexableAuth = new Set(['login', 'registration']);
  return routeTable
    .filter((r) => (r.guard !== 'public' && !indexableAuth.has(r.id)) || r.owner === 'host' || r.id === 'thank-you')
    .map((r) => r.path.replace(/\/:.*$/, '/'))
    .filter((p, i, all) => all.indexOf(p) === i);
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
  const { pages, listed } = publishedRoutes(routeTable, 'sitemap');
  const { entries, failures } = await itemPages(listed, api, { fetchImpl, timeoutMs });
  const all = [...pages.map((path) => ({ path })), ...entries];
  return {
    sitemap: sitemapXml(origin, all),
    robots: robotsTxt(origin, disallowedPaths(routeTable)),
    urlCount: all.length,
    failures,
  };
}
