/**
 * The marketing remote's own pieces of the page harness (`@qa/testing/page-harness`): msw with its
 * realistic answers, and pages rendered as light ones (no Chakra scope), as the host renders them.
 */
import type { ReactElement } from 'react';
import type { RouteEntry } from '@qa/shared/kernel/routing/route-entry';
import { apiStarter } from '@qa/testing/page-api';
import { renderPage as renderInRoute } from '@qa/testing/page-harness';
import { marketingHandlers } from './fixtures';

export const startApi = apiStarter(marketingHandlers);

/** Renders one page at `url` with a location probe; marketing pages are light unless `ui` says otherwise. */
export const renderPage = (path: string, page: ReactElement, url = path, ui: RouteEntry['ui'] = 'light') =>
  renderInRoute(path, page, url, ui);
