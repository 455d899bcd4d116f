import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../scripts/lib/browser.mjs';
import { quietDialogs } from './support/dialogs';

/**
 * The composed production build in Debian's Chromium (browser downloads are impossible here).
 * global-setup serves the four builds and a dev API on a throw-away database.
 * One worker: the fault tests switch remote servers off and on.
 */
export default defineConfig({
  testDir: './tests',
  globalSetup: './support/global-setup.ts',
  workers: 1,
  fullyParallel: false,
  retries: 0,
  timeout: 45_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    baseURL: 'http://127.0.0.1:8080',
    launchOptions: {
      executablePath: chromiumPath,
      args: chromiumArgs,
    },
    // Tests that are not about the cookie dialog or the webinar popup start with both answered
    // (dialogs.spec.ts starts from an empty browser instead).
    storageState: quietDialogs,
    screenshot: 'only-on-failure',
    trace: 'off',
  },
});
