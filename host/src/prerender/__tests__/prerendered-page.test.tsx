import { render, screen } from '@testing-library/react';
import {
  capturePrerenderedPage,
  prerenderedNodes,
  readPrerenderedState,
  releasePrerenderedPage,
} from '../prerendered-page';
import { MemoryRouter } from '@qa/testing/router';
import { PrerenderedContent } from '../PrerenderedContent';

function prerenderedDocument(path: string, state = '') {
  document.body.innerHTML =
    `<div id="root"><div id="qa-prerender-page" data-path="${path}"><header>frame</header>` +
    '<main id="main"><h1>Privacy Policy</h1><p>We keep little.</p></main></div></div>' +
    `<script type="application/json" id="qa-prerender-state">${state}</script>`;
}

beforeEach(() => {
  window.history.replaceState(null, '', '/privacy-policy');
  releasePrerenderedPage();
});

it("lifts out the page's own nodes (what <main> holds) for the path it was rendered for", () => {
  prerenderedDocument('/privacy-policy');
  capturePrerenderedPage();
  const nodes = prerenderedNodes('/privacy-policy');
  expect(nodes?.map((n) => n.textContent)).toEqual(['Privacy Policy', 'We keep little.']);
  expect(prerenderedNodes('/posts')).toBeNull();
  releasePrerenderedPage();
  expect(prerenderedNodes('/privacy-policy')).toBeNull();
});

it('a copy rendered for another path is ignored (a server that served the wrong file)', () => {
  prerenderedDocument('/terms-and-conditions');
  capturePrerenderedPage();
  expect(prerenderedNodes('/privacy-policy')).toBeNull();
});

it('a copy is not taken for a URL whose query changes the view (index.html marks it)', () => {
  window.history.replaceState(null, '', '/privacy-policy?page=2');
  prerenderedDocument('/privacy-policy');
  document.documentElement.setAttribute('data-prerender-query', '');
  capturePrerenderedPage();
  expect(prerenderedNodes('/privacy-policy')).toBeNull();
  // A campaign tag does not mark it: the copy is taken.
  window.history.replaceState(null, '', '/privacy-policy?utm_source=news');
  document.documentElement.removeAttribute('data-prerender-query');
  capturePrerenderedPage();
  expect(prerenderedNodes('/privacy-policy')).not.toBeNull();
});

it('shows the lifted nodes themselves until the real page replaces them', () => {
  prerenderedDocument('/privacy-policy');
  capturePrerenderedPage();
  const nodes = prerenderedNodes('/privacy-policy') ?? [];
  const heading = nodes[0];
  document.body.innerHTML = '';
  render(
    <MemoryRouter>
      <PrerenderedContent nodes={nodes} />
    </MemoryRouter>,
  );
  expect(screen.getByRole('heading', { level: 1 })).toBe(heading);
});

it('reads the query data it came with; anything unreadable is none', () => {
  prerenderedDocument('/privacy-policy', JSON.stringify({ mutations: [], queries: [{ queryKey: ['legal'] }] }));
  expect(readPrerenderedState()?.queries).toHaveLength(1);
  prerenderedDocument('/privacy-policy', '{"queries": ');
  expect(readPrerenderedState()).toBeNull();
  prerenderedDocument('/privacy-policy', '{"queries": {}}');
  expect(readPrerenderedState()).toBeNull();
  document.body.innerHTML = '';
  expect(readPrerenderedState()).toBeNull();
});
