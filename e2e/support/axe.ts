import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * axe on a page, asked for its violations only: the sweeps read nothing else, and leaving out the
 * details of every passed and incomplete check makes a scan a fifth cheaper.
 */
export const axe = (page: Page) => new AxeBuilder({ page }).options({ resultTypes: ['violations'] });
