// Writes a prerendered page: the host's index.html with the page's head tags, its CSS, its markup
// inside #root (marked with the path it was rendered for) and the query data it came from.
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { assertTemplateScriptsOnly, templateScriptHashes } from '../lib/inline-scripts.mjs';

const escapeHtml = (text) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
/** JSON inside a <script> element: nothing in it may close the element. */
const scriptJson = (value) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028|\u2029/g, '');

/** The search tags of the snapshot, with the prerender server's origin replaced by the site's. */
function headTags(snapshot, fromOrigin, siteOrigin) {
  return snapshot.meta.map((tag) => tag.split(fromOrigin).join(siteOrigin)).join('\n    ');
}

export function pageHtml(template, snapshot, { pagePath, fromOrigin, siteOrigin }) {
  const headStart = template.indexOf('<head>');
  const headEnd = template.indexOf('</head>');
  // The built index.html is minified: attribute quotes are optional.
  const rootStart = template.search(/<div id="?root"?>/);
  const scriptsStart = template.lastIndexOf('<script>');
  if (headStart < 0 || headEnd < 0 || rootStart < 0 || scriptsStart < rootStart) {
    throw new Error('index.html does not have the expected <head>, #root and start-up script');
  }
  // The template's own search tags give way to the page's.
  const head = template
    .slice(headStart, headEnd)
    .replace(/\s*<meta (?:name|property)="?(?:description|og:[\w:]+|twitter:[\w:]+)"?[^>]*>/g, '')
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(snapshot.title)}</title>`);
  const body =
    `<div id="root"><div id="qa-prerender-page" data-path="${escapeHtml(pagePath)}">${snapshot.root}</div></div>\n` +
    (snapshot.state
      ? `    <script type="application/json" id="qa-prerender-state">${scriptJson(snapshot.state)}</script>\n    `
      : '    ');
  const html =
    template.slice(0, headStart) +
    head +
    `    ${headTags(snapshot, fromOrigin, siteOrigin)}\n    <style data-prerendered>${snapshot.css.replace(/<\/style/gi, '<\\/style')}</style>\n  ` +
    template.slice(headEnd, rootStart) +
    body +
    template.slice(scriptsStart);
  // The CSP allows the template's own inline scripts only: content that carries another one (a
  // <script> in a post's HTML) stops the prerender here, and nginx's renderer would refuse the page.
  assertTemplateScriptsOnly(html, templateScriptHashes(template), `the prerendered page ${pagePath}`);
  return html;
}

/** `/posts/a` → dist/posts/a/index.html (what the static server and nginx serve for that path). */
export function writePage(distDir, pagePath, html) {
  const dir = path.join(distDir, ...pagePath.split('/').filter(Boolean).map(decodeURIComponent));
  if (!path.resolve(dir).startsWith(path.resolve(distDir))) throw new Error(`unsafe path ${pagePath}`);
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'index.html'), html);
  return path.join(dir, 'index.html');
}

/**
 * Removes every page an earlier prerender wrote (an `index.html` below the build's own holding
 * `#qa-prerender-page`). The prerender opens the built site: left in place, an old copy would be
 * served to it and its old query data (another API's image URLs, stale content) rendered again.
 * Returns how many it removed.
 */
export function removePrerenderedPages(distDir) {
  const pages = readdirSync(distDir, { recursive: true })
    .filter((file) => path.basename(file) === 'index.html' && file !== 'index.html')
    .map((file) => path.join(distDir, file))
    .filter((file) => readFileSync(file, 'utf8').includes('id="qa-prerender-page"'));
  for (const file of pages) rmSync(file);
  return pages.length;
}
