// The inline scripts of the host's HTML, for the Content-Security-Policy. Only the scripts the
// host's index.html template writes itself are allowed (their sha256 goes into script-src); a
// prerendered page or any other HTML file of the build carrying another one is an error, so a
// script that slipped into content can never be allowed by construction.
import { createHash } from 'node:crypto';

/** Types a browser never runs (data blocks). Any other type, or none, counts as a script. */
const DATA_TYPES = new Set(['application/json', 'application/ld+json']);

function attributesOf(text) {
  const attributes = new Map();
  for (const [, name, ...values] of text.matchAll(/([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g))
    if (!attributes.has(name.toLowerCase()))
      attributes.set(name.toLowerCase(), values.find((v) => v !== undefined) ?? '');
  return attributes;
}

/**
 * The bodies of the inline scripts a browser would run: no src, and not a JSON data block. Read
 * the way the HTML tokenizer ends a script (`</script` then a space, `/` or `>`). Where this reading
 * and a browser's could differ (a `>` inside a quoted attribute, a script in a comment), the body
 * read here is not a template script, so the check fails rather than lets it through.
 */
export function executableInlineScripts(html) {
  const bodies = [];
  for (const [, attributeText, body] of html.matchAll(/<script(?=[\s/>])([^>]*)>([\s\S]*?)<\/script[\s/>]/gi)) {
    const attributes = attributesOf(attributeText);
    if (attributes.has('src')) continue;
    if (DATA_TYPES.has((attributes.get('type') ?? '').trim().toLowerCase())) continue;
    bodies.push(body);
  }
  return bodies;
}

/** The CSP source for a script body: 'sha256-…'. */
export const scriptHash = (body) => `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`;

/** The sorted, distinct hashes of the template's own inline scripts. */
export const templateScriptHashes = (templateHtml) =>
  [...new Set(executableInlineScripts(templateHtml).map(scriptHash))].sort();

/** Throws, naming `where`, when the HTML runs an inline script whose hash is not in `allowed`. */
export function assertTemplateScriptsOnly(html, allowed, where) {
  const allowedSet = new Set(allowed);
  for (const body of executableInlineScripts(html)) {
    const hash = scriptHash(body);
    if (allowedSet.has(hash)) continue;
    const start = body.trim().slice(0, 80).replace(/\s+/g, ' ');
    throw new Error(
      `${where}: an inline <script> that is not one of the host's index.html template (${hash}, "${start}"). ` +
        'Only the template may run inline scripts; data goes in <script type="application/json">.',
    );
  }
}
