import { readFileSync } from 'node:fs';
import path from 'node:path';
import { routesOwnedBy, routeTable } from '@qa/shared/kernel/routing/route-table';
import { fillRouteParts } from '../index-template';

// index.html paints the auth screens' frame before any script, so a direct load is never white.
const indexHtml = fillRouteParts(readFileSync(path.join(__dirname, '../../../public/index.html'), 'utf8'));
const script = indexHtml.match(/<script>([\s\S]*?)<\/script>/)?.[1] ?? '';

function prerenderOf(pathname: string, search = '') {
  const attrs: Record<string, string> = {};
  const root = { setAttribute: (k: string, v: string) => void (attrs[k] = v) };
  new Function('location', 'document', script)({ pathname, search }, { documentElement: root });
  return attrs;
}

it('paints the auth frame on exactly the auth routes of the route table', () => {
  const authPaths = routesOwnedBy('auth').map((route) => route.path);
  expect(authPaths.map((p) => prerenderOf(p)['data-prerender'])).toEqual(authPaths.map(() => 'auth'));
  const others = routeTable.filter((r) => r.owner !== 'auth' && !['/', '/plans'].includes(r.path));
  for (const route of others) expect(prerenderOf(route.path)['data-prerender']).toBeUndefined();
});

it("says 'Logging you in…' only on the way back from a provider", () => {
  expect(prerenderOf('/login', '?code=abc&provider=google&state=s')).toHaveProperty('data-social-return');
  expect(prerenderOf('/login', '?email=a%40b.c')).not.toHaveProperty('data-social-return');
  expect(indexHtml).toContain('<p class="qa-pre-auth__text">Logging you in…</p>');
});
