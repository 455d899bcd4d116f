import path from 'node:path';
import type { Page, PageScreenshotOptions } from '@playwright/test';

/**
 * A screenshot for a person to look at (not compared: `visual.spec.ts` compares), written only when
 * E2E_SHOTS names a folder: `E2E_SHOTS=/tmp/shots pnpm exec playwright test tests/platform.spec.ts`.
 * Full-page screenshots of long pages cost seconds each; the test run does not pay for them by default.
 */
export async function lookAt(
  page: Page,
  name: string,
  options: Omit<PageScreenshotOptions, 'path'> = {},
): Promise<void> {
  const folder = process.env.E2E_SHOTS;
  if (!folder) return;
  await page.screenshot({ path: path.join(folder, `${name.replace(/[^\w.-]+/g, '_')}.png`), ...options });
}
