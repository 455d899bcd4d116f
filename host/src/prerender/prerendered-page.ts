/**
 * Pages prerendered at build time (scripts/prerender) arrive with their content in the HTML:
 * `#qa-prerender-page[data-path]` holds the frame and the page, `#qa-prerender-state` the query data
 * the page was rendered from. Before React takes `#root` over, the page's own nodes (what `<main>`
 * holds) are lifted out, so the host can keep showing them while the page's remote loads, and the
 * data goes into the query cache, so the page renders at once with the same content: no flash.
 */
import type { DehydratedState } from '@tanstack/react-query';

let page: { path: string; nodes: Node[] } | null = null;

/**
 * Lifts the prerendered page out of `#root`; only when it was rendered for the URL being opened. It
 * was rendered for the bare path: a query that changes the view (the catalogue's `?q=…`) is not in
 * it. index.html's script, which hides such a copy before any script runs, marks `<html>` with
 * `data-prerender-query` then (the rule lives there once).
 */
export function capturePrerenderedPage(doc: Document = document): void {
  const snapshot = doc.getElementById('qa-prerender-page');
  const main = snapshot?.querySelector('main');
  const path = snapshot?.getAttribute('data-path');
  const fits = path === window.location.pathname && !doc.documentElement.hasAttribute('data-prerender-query');
  page = main && path && fits ? { path, nodes: [...main.childNodes] } : null;
}

/** The prerendered page's nodes while the page at `path` has not shown itself yet. */
export function prerenderedNodes(path: string): Node[] | null {
  return page && page.path === path ? page.nodes : null;
}

/** The real page is on screen: the snapshot is not shown again (a later visit shows the spinner). */
export function releasePrerenderedPage(): void {
  page = null;
}

/** The query data the page was prerendered with; anything unreadable counts as none. */
export function readPrerenderedState(doc: Document = document): DehydratedState | null {
  const text = doc.getElementById('qa-prerender-state')?.textContent;
  if (!text) return null;
  try {
    const state = JSON.parse(text) as Partial<DehydratedState> | null;
    return state && Array.isArray(state.queries) && Array.isArray(state.mutations) ? (state as DehydratedState) : null;
  } catch {
    return null;
  }
}
