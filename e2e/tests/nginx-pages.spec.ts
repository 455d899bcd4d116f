import { expect, test, type Page } from '@playwright/test';
import { remoteRoutes, samplePath } from '../support/routes';
import { nginxForFile, nginxHost, quietDialogsOnNginx } from '../support/nginx';
import { signIn } from '../support/session';

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

const nginx = nginxForFile();
test.use({ baseURL: nginxHost, storageState: quietDialogsOnNginx });

/** Collects CSP violations from both the console and securitypolicyviolation events. */
async function watchCsp(page: Page) {
  const fromConsole: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) fromConsole.push(message.text());
  });
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) =>
      window.__cspViolations?.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  return async () => [...fromConsole, ...(await page.evaluate(() => window.__cspViolations ?? []))];
}

async function expectRendered(page: Page) {
  // Every page of the table has an h1 once its remote has rendered (the landing's is in the HTML).
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByTestId('remote-fallback')).toHaveCount(0);
  await page.waitForLoadState('load');
}

const signedIn = (guard: string | undefined) => guard === 'signedIn' || guard === 'questionnaire';

test('every public route renders behind nginx with zero CSP violations', async ({ page }) => {
  test.setTimeout(90_000);
  const violations = await watchCsp(page);
  for (const route of remoteRoutes.filter((r) => !signedIn(r.guard))) {
    await page.goto(samplePath(route));
    await expectRendered(page);
    expect.soft(await violations(), samplePath(route)).toEqual([]);
  }
});

test('every signed-in route renders behind nginx with zero CSP violations', async ({ page, request }) => {
  test.setTimeout(90_000);
  const violations = await watchCsp(page);
  await signIn(page, request);
  for (const route of remoteRoutes.filter((r) => signedIn(r.guard))) {
    await page.goto(samplePath(route));
    await expectRendered(page);
    expect.soft(await violations(), samplePath(route)).toEqual([]);
  }
});

test('a remote that cannot be loaded shows its fallback behind nginx while the rest works (app-config.json changed without a rebuild)', async ({
  page,
}) => {
  test.setTimeout(60_000);
  // The next page load looks for the platform remote where nothing is deployed (a 404).
  nginx().writeAppConfig({
    ...nginx().appConfig,
    remotes: { ...nginx().appConfig.remotes, platform: `${nginx().urls.platform}/gone/mf-manifest.json` },
  });
  try {
    const violations = await watchCsp(page);
    await page.goto('/courses');
    await expect(page.getByTestId('remote-fallback')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByTestId('remote-fallback')).toHaveAttribute('data-remote', 'platform');
    await expect(page.locator('footer')).toBeVisible();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Mentorship' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mentorship');
    // Restored without touching the build: the next load has the platform pages again.
    nginx().writeAppConfig(nginx().appConfig);
    await page.goto('/courses');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Courses');
    expect(await violations()).toEqual([]);
  } finally {
    nginx().writeAppConfig(nginx().appConfig);
  }
});
