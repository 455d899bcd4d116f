/** The platform's own piece of the page harness (`@qa/testing/page-harness`): msw with its realistic answers. */
import { apiStarter } from '@qa/testing/page-api';
import { platformHandlers } from './fixtures';

export const startApi = apiStarter(platformHandlers);
