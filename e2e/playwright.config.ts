import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../scripts/lib/browser.mjs';
import { quietDialogs } from './support/dialogs';
import { SITE } from './support/ports';

/**
 * The composed production build in Debian's Chromium (browser downloads are impossible here).
 * global-setup serves, per worker, the four builds and a dev API on a throw-away database, on that
 * worker's ports (support/ports.ts: this file is evaluated again in each worker, so `baseURL` is the
 * worker's own site). A fault test switches off only its own worker's remotes, so every test can run
 * in any worker. E2E_WORKERS (or --workers) sets how many.
 */
export default defineConfig({
  testDir: './tests',
  globalSetup: './support/global-setup.ts',
  workers: Number(process.env.E2E_WORKERS ?? 2),
  fullyParallel: true,
  retries: 0,
  timeout: 45_000,
  expect: {
    timeout: 15_000,
    // Visual baselines (tests/visual.spec.ts), nothing moving. Runs here are pixel-identical; 100
    // pixels allow some anti-aliasing. A ratio would not do: at 1 % of a full page, every text of the
    // light layer turned red passed on 23 of the 24 screenshots.
    toHaveScreenshot: { maxDiffPixels: 100, animations: 'disabled', caret: 'hide', scale: 'css' },
  },
  // Committed beside the tests, one folder per spec file, so a change to a baseline is reviewed as a file.
  snapshotPathTemplate: '{testDir}/__screenshots__/{testFilePath}/{arg}{ext}',
  reporter: [['list']],
  use: {
    baseURL: SITE,
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
