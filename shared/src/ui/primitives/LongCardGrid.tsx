/** @jsxImportSource @qa/shared/ui/light-jsx */
import { Children, startTransition, useEffect, useState } from 'react';
import { BREAKPOINTS_PX } from '@qa/shared/kernel/constants';
import { useNavigationType } from '@qa/shared/kernel/routing/router';
import { CardGrid, type CardGridProps, type GridColumns } from '@qa/shared/ui/primitives/Card';

/**
 * How many of a list's `total` items to render now. On a page a link opened (the router's push or
 * replace), the `firstScreen` items that fill the first screen at once, and the rest just after that
 * first paint, as a transition (rendered in slices: a click in between is answered first). The click
 * then shows its page sooner: at a phone's width two course cards of ten are on screen, and the
 * other eight are most of the page's render, style and layout.
 *
 * On a page load and on Back or Forward (a pop), all at once: a prerendered copy is taken over item
 * for item, and a position to restore needs the whole page (`useScrollMemory` in the host). The rule
 * is the one the list mounted with; an item count that grows later (a filter cleared) shows the
 * first screen first again.
 */
function useFirstScreen(total: number, firstScreen: number): number {
  const [all, setAll] = useState(useNavigationType() === 'POP');
  const waiting = !all && total > firstScreen;
  useEffect(() => {
    if (!waiting) return;
    let timer = 0;
    // A frame's callbacks run before its paint; a task queued from one runs after it.
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(() => startTransition(() => setAll(true)));
    });
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, [waiting]);
  return all ? total : Math.min(total, firstScreen);
}

/** The columns `cardGridStyle(columns)` lays out at the window's width now (the widest without media queries). */
function columnsNow(columns: GridColumns): number {
  const from = (px: number) => globalThis.matchMedia?.(`(min-width: ${px}px)`).matches ?? true;
  return from(BREAKPOINTS_PX.lg) ? columns : from(BREAKPOINTS_PX.sm) ? 2 : 1;
}

/**
 * A `CardGrid` for a long list (the catalogue, the blog, events). On a page a link opened, the cards
 * of its first `firstRows` rows at the window's width render at once and the others just after that
 * first paint; on a page load and on Back or Forward, all at once (`useFirstScreen`). A module of its
 * own, hook included: the landing's short grids do not carry it, and each shared module costs every
 * start-up its entry in the share scope.
 */
export function LongCardGrid({ children, firstRows = 2, ...grid }: CardGridProps & { firstRows?: number }) {
  const cards = Children.toArray(children);
  const shown = useFirstScreen(cards.length, firstRows * columnsNow(grid.columns ?? 3));
  return <CardGrid {...grid}>{cards.slice(0, shown)}</CardGrid>;
}
