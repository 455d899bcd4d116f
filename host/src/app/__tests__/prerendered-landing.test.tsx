import { readFileSync } from 'node:fs';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { LandingHero } from '@qa/shared/ui/widgets/landing/LandingHero';
import { landingHeroCss, LANDING_HERO_STYLE_ID } from '@qa/shared/ui/widgets/landing/landing-hero-css';
import { MemoryRouter } from '@qa/testing/router';
import { Logo } from '@qa/shared/ui/widgets/Logo';
import { fillRouteParts } from '../index-template';

// index.html paints the landing hero before any script runs (the LCP of `/`); React then
// renders the same component. The two copies must stay identical, or the page shifts.
const indexHtml = fillRouteParts(readFileSync(path.join(__dirname, '../../../public/index.html'), 'utf8'));

it("index.html holds exactly the LandingHero component's markup", () => {
  const markup = renderToStaticMarkup(
    <MemoryRouter>
      <LandingHero />
    </MemoryRouter>,
  );
  expect(indexHtml).toContain(`<main>${markup}</main>`);
});

it("index.html holds exactly the Logo component's markup, so the wordmark looks the same before and after start-up", () => {
  expect(indexHtml).toContain(renderToStaticMarkup(<Logo />));
});

it("index.html holds exactly the hero's CSS, under the id the component looks for", () => {
  const style = indexHtml.match(new RegExp(`<style id="${LANDING_HERO_STYLE_ID}">([\\s\\S]*?)</style>`))?.[1];
  expect(style).toBe(landingHeroCss);
});

/** Runs index.html's inline script against a location and stored values; returns the attributes it set on <html>. */
function runInlineScript(url: string, stored: Record<string, string> = {}) {
  const script = indexHtml.match(/<script>([\s\S]*?)<\/script>/)?.[1] ?? '';
  const { pathname, search } = new URL(url, 'http://site.test');
  const attrs: Record<string, string> = {};
  const documentElement = { setAttribute: (k: string, v: string) => (attrs[k] = v) };
  const storage = { getItem: (key: string) => stored[key] ?? null };
  new Function('location', 'document', 'localStorage', script)({ pathname, search }, { documentElement }, storage);
  return attrs;
}

it('the prerendered landing shows only on / and /plans', () => {
  const shows = (pathname: string) => runInlineScript(pathname)['data-prerender'] === 'landing';
  expect(['/', '/plans', '/plans/'].map(shows)).toEqual([true, true, true]);
  expect(['/courses', '/login', '/plansx', '/posts/plans'].map(shows)).toEqual([false, false, false, false]);
});

it('a stored session hides the personal parts of a prerendered copy; a query that changes the view hides the copy', () => {
  expect(runInlineScript('/courses/qa-fundamentals', { refreshToken: 'r' })).toHaveProperty('data-session', '');
  expect(runInlineScript('/courses/qa-fundamentals')).not.toHaveProperty('data-session');
  expect(runInlineScript('/courses?q=fundamentals')).toHaveProperty('data-prerender-query', '');
  expect(runInlineScript('/courses')).not.toHaveProperty('data-prerender-query');
  expect(runInlineScript('/courses?utm_source=news&utm_campaign=x&gclid=1&fbclid=2')).not.toHaveProperty(
    'data-prerender-query',
  );
  expect(runInlineScript('/courses?utm_source=news&level=beginner')).toHaveProperty('data-prerender-query', '');
});
