/**
 * What host/public/index.html takes from the route table, filled in at build time (html-webpack-plugin's
 * templateParameters, host/webpack.config.mjs): its links, `<%= href('registration') %>`, and the
 * paths whose first paint the page draws itself before any script runs.
 */
import { href, routeTable } from '@qa/shared/kernel/routing/route-table';

/** A regular expression literal matching exactly these paths, and (`trailingSlash`) each with a slash after it. */
export function pathsPattern(paths: readonly string[], { trailingSlash = true } = {}): string {
  const alternatives = paths.map((p) => {
    if (p.includes(':')) throw new Error(`index.html paints only paths without params, not ${p}`);
    return (trailingSlash ? p.replace(/\/$/, '') : p).replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  });
  return `/^(?:${alternatives.join('|')})${trailingSlash ? '\\/?' : ''}$/`;
}

export const indexTemplateParameters = {
  href,
  /** Where the page paints the landing's hero (the LCP of `/`): the routes it is the placeholder of. */
  landingPaths: pathsPattern(routeTable.filter((r) => r.placeholder === 'landing-hero').map((r) => r.path)),
  /** Where it paints the auth screens' frame: the auth app's routes. */
  authPaths: pathsPattern(routeTable.filter((r) => r.owner === 'auth').map((r) => r.path)),
  /** Where no cookie prompt shows: the legal pages, as the app's rule (app/GlobalDialogs) names them. */
  legalPaths: pathsPattern([href('privacy-policy'), href('terms-and-conditions')], { trailingSlash: false }),
};

/**
 * The template with its route parts filled, as the build fills them (for tests that read the page's
 * own markup and scripts); the build's other parameters (scripts, font) stay as written.
 */
export function fillRouteParts(template: string): string {
  const names = Object.keys(indexTemplateParameters);
  const values = Object.values(indexTemplateParameters);
  return template.replace(/<%=([\s\S]+?)%>/g, (whole, expression: string) =>
    names.some((name) => new RegExp(`\\b${name}\\b`).test(expression))
      ? String(new Function(...names, `return (${expression});`)(...values))
      : whole,
  );
}
