import { likelyNextPaths } from '../layout/likely-next';
import { afterStartup, whenIdle } from '../startup/after-startup';
import { ENGAGED_IDLE_TIMEOUT_MS, onEngagement } from '../startup/engagement';
import { savesData } from '../startup/save-data';
import { routeAt } from './link-preload';
import { preloadPageScopes } from './page-scopes';
import { hasRemotePage, preloadRemotePage } from './use-remote-component';

/** After a sign of engagement, the wait before the first load: a click that follows at once is not raced. */
export const WARMUP_DELAY_MS = 500;
/** At most this many page modules are loaded ahead from one page. */
export const WARMUP_PAGES_PER_PAGE = 8;

/**
 * Loads the code of the pages a visitor is likely to open next, one page at a time in idle moments,
 * once they start using the page (docs/architecture.md "A remote page, from click to pixels"): the
 * remote, the page module and the query library, evaluated, so the first click on one of those links
 * costs what a repeat costs (its data is fetched on the click, or when the link is pointed at).
 * `likely` lists the paths in order of likelihood (by default the links on screen, then the drawer's);
 * light pages of the remotes only (Chakra's scope is the intent preload's, for a link pointed at). A
 * visit that only looks (a bot, Lighthouse) loads nothing; nor does a browser that saves data. A
 * visitor who moves on stops the warm-up of the page they left: the new page goes first, and warms
 * its own next pages once they engage with it. `engaged`: the visitor has engaged already (this code
 * is loaded at the first sign of it, by `bootstrap.tsx`), so a pass starts once `ready`. Returns the
 * function that stops it.
 */
export function startNextPageWarmup({
  likely = likelyNextPaths,
  win = window,
  ready = afterStartup(win),
  engaged = false,
}: { likely?: () => string[]; win?: Window; ready?: Promise<void>; engaged?: boolean } = {}): () => void {
  const tried = new Set<string>();
  let running = false;
  let stopped = false;

  const nextPage = () => {
    for (const path of likely()) {
      const entry = routeAt(path);
      if (!entry?.module || entry.owner === 'host' || entry.ui !== 'light') continue;
      const key = `${entry.owner}/${entry.module}`;
      if (!tried.has(key) && !hasRemotePage(entry.owner, entry.module))
        return { entry, key, remote: entry.owner, module: entry.module };
    }
    return null;
  };
  const warm = async () => {
    const page = win.location.pathname;
    await new Promise((resolve) => win.setTimeout(resolve, WARMUP_DELAY_MS));
    for (let count = 0; count < WARMUP_PAGES_PER_PAGE; count += 1) {
      await whenIdle(ENGAGED_IDLE_TIMEOUT_MS, win);
      if (stopped || win.location.pathname !== page) return;
      const next = nextPage();
      if (!next) return;
      tried.add(next.key);
      preloadPageScopes(next.entry); // the query library (a light page needs no Chakra)
      await preloadRemotePage(next.remote, next.module);
    }
  };
  const onEngaged = () => {
    if (running || stopped || savesData(win.navigator)) return;
    running = true;
    void warm().finally(() => (running = false));
  };
  const stopListening = onEngagement(win, ready, onEngaged, engaged);
  return () => {
    stopped = true;
    stopListening();
  };
}
