// The composed dev site as a person opens it: each remote's page at each address people type.
// Prints one line per check and a closing `N passed, N failed` line.
import { launchChromium } from './browser.mjs';
import { href } from './routes.mjs';

const pages = [
  { path: href('login'), heading: 'Login' },
  { path: href('courses'), heading: 'Courses' },
  { path: href('events'), heading: 'Workshops & Events' },
];

/** The iframe webpack-dev-server's client adds when the build has errors. */
const DEV_SERVER_OVERLAY = '#webpack-dev-server-client-overlay';

export async function smokeTest(hosts) {
  const browser = await launchChromium();
  let passed = 0;
  let failed = 0;
  try {
    for (const [index, host] of hosts.entries()) {
      // One remote per address, rotating, keeps it short while every address meets every remote once.
      const { path, heading } = pages[index % pages.length];
      const url = `http://${host}:3000${path}`;
      const page = await browser.newPage();
      const errors = [];
      page.on('response', (response) => {
        if (response.status() >= 400 && /\.(js|json)$/.test(new URL(response.url()).pathname))
          errors.push(`${response.status()} ${response.url()}`);
      });
      try {
        await page.goto(url);
        await page.getByRole('heading', { level: 1, name: heading }).waitFor({ timeout: 60_000 });
        if (errors.length) throw new Error(errors.join('; '));
        // A build error or warning covers the page with the dev server's overlay, which a person sees
        // before anything else: the heading underneath is not enough.
        if (await page.locator(DEV_SERVER_OVERLAY).count())
          throw new Error('the dev server\'s "Compiled with problems" overlay covers the page');
        console.log(`  ✔ ${url} shows "${heading}" and no build overlay`);
        passed += 1;
      } catch (error) {
        console.log(`  ✖ ${url}: ${error instanceof Error ? error.message.split('\n')[0] : error}`);
        failed += 1;
      } finally {
        await page.close();
      }
    }
  } finally {
    await browser.close();
  }
  console.log(`dev smoke: ${passed} passed, ${failed} failed`);
  return failed === 0;
}
