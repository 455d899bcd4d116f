/** @jest-environment ../scripts/jest/jsdom-msw-environment.cjs */
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { localStore, storageKeys } from '@qa/shared/kernel/storage/local-storage';
import LandingPage from '../pages/LandingPage';
import { API, CMS } from './fixtures';
import { location, resetWorld } from '@qa/testing/page-harness';
import { renderPage, startApi } from './test-helpers';
import { failsTwice } from '@qa/testing/fails-twice';

const server = startApi();

/** An IntersectionObserver the test drives: `reveal()` says every observed element is near the viewport. */
let observed: { callback: IntersectionObserverCallback; elements: Element[] }[] = [];
function reveal() {
  act(() => {
    for (const { callback, elements } of observed) {
      callback(
        elements.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry),
        {} as IntersectionObserver,
      );
    }
  });
}
const scrollIntoView = jest.fn();

beforeEach(() => {
  resetWorld();
  observed = [];
  scrollIntoView.mockClear();
  Element.prototype.scrollIntoView = scrollIntoView;
  window.IntersectionObserver = class {
    private entry: { callback: IntersectionObserverCallback; elements: Element[] };
    constructor(callback: IntersectionObserverCallback) {
      this.entry = { callback, elements: [] };
      observed.push(this.entry);
    }
    observe(element: Element) {
      this.entry.elements.push(element);
    }
    disconnect() {
      this.entry.elements = [];
    }
  } as unknown as typeof IntersectionObserver;
});

const renderLanding = (url = '/') => renderPage(url === '/' ? '/' : '/plans', <LandingPage />, url, 'light');

test('the first screen is the hero; the sections below load only when the visitor nears them', async () => {
  renderLanding();
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Start your QA career');
  expect(document.title).toBe('QA courses, career paths and mentorship — QA Career');
  expect(screen.queryByRole('heading', { name: 'Why learners choose QA Career' })).not.toBeInTheDocument();
  reveal();
  expect(await screen.findByRole('heading', { level: 2, name: 'Why learners choose QA Career' })).toBeInTheDocument();
  const paths = screen.getByRole('region', { name: 'Pick a career path' });
  expect(await within(paths).findByRole('heading', { level: 3, name: 'Manual QA Engineer' })).toBeInTheDocument();
  const courses = screen.getByRole('region', { name: 'Popular courses' });
  expect((await within(courses).findAllByRole('heading', { level: 3 })).map((h) => h.textContent)).toEqual([
    'QA Fundamentals',
    'API Testing with Postman',
    'Playwright UI Automation',
    'Test Design Techniques',
  ]);
  expect(within(courses).getByRole('img', { name: 'QA Fundamentals: 4.8 out of 5 stars' })).toBeInTheDocument();
  const plans = screen.getByRole('region', { name: 'Plans for every step' });
  expect(await within(plans).findByRole('button', { name: 'Choose Monthly' })).toBeInTheDocument();
  const outcomes = screen.getByRole('region', { name: 'Learners who made the switch' });
  expect(within(outcomes).getAllByRole('img', { name: /rating: \d\.\d out of 5 stars/ })).toHaveLength(3);
  const events = screen.getByRole('region', { name: 'Upcoming workshops and events' });
  expect((await within(events).findAllByRole('heading', { level: 3 })).map((h) => h.textContent)).toEqual([
    'QA Career Kickstart',
    'Hands-on Playwright Workshop',
  ]);
  const faq = screen.getByRole('region', { name: 'Frequently asked questions' });
  const question = within(faq).getByRole('button', { name: 'Is there a free option?' });
  await userEvent.setup().click(question);
  expect(question).toHaveAttribute('aria-expanded', 'true');
  expect(
    screen.getByRole('heading', { level: 2, name: 'Your first QA offer starts with one lecture' }),
  ).toBeInTheDocument();
  expect(scrollIntoView).not.toHaveBeenCalled();
});

test('/plans loads the sections at once and scrolls to the plans', async () => {
  renderLanding('/plans');
  expect(await screen.findByRole('region', { name: 'Plans for every step' })).toBeInTheDocument();
  expect(document.title).toBe('Plans — QA Career');
  await act(() => new Promise((resolve) => requestAnimationFrame(resolve)));
  expect(scrollIntoView).toHaveBeenCalled();
  expect(scrollIntoView.mock.contexts[0]).toHaveProperty('id', 'plans');
});

test('a landing plan button is the subscription click (anonymous paid: the plan, then registration)', async () => {
  const user = userEvent.setup();
  renderLanding();
  reveal();
  await user.click(await screen.findByRole('button', { name: 'Choose Monthly' }));
  expect(location()).toBe('/registration');
  expect(localStore.getString(storageKeys.courseRedirectPath)).toBe('/');
  expect(localStore.getString(storageKeys.selectedSubscription)).toContain('"Monthly"');
});

test('a section that fails shows its error with Retry; the others still show', async () => {
  server.use(failsTwice(`${API}/paths`, 'Paths are down.', 503));
  const user = userEvent.setup();
  renderLanding();
  reveal();
  const paths = await screen.findByRole('region', { name: 'Pick a career path' });
  const alert = await within(paths).findByRole('alert', {}, { timeout: 4000 });
  expect(alert).toHaveTextContent('Paths are down.');
  expect(await screen.findByRole('button', { name: 'Choose Monthly' })).toBeInTheDocument();
  await user.click(within(alert).getByRole('button', { name: 'Retry' }));
  expect(await within(paths).findByRole('heading', { name: 'Manual QA Engineer' })).toBeInTheDocument();
});

test('no upcoming events: the empty state; while loading, skeletons hold the place', async () => {
  server.use(
    http.get(`${CMS}/events`, () => HttpResponse.json({ data: [], meta: { pagination: { total: 0 } } })),
    http.get(`${API}/courses`, () => new Promise<never>(() => undefined)),
  );
  renderLanding();
  reveal();
  expect(await screen.findByRole('heading', { name: 'No events scheduled right now' })).toBeInTheDocument();
  expect(screen.getByRole('status', { name: 'Loading courses' })).toHaveAttribute('aria-busy', 'true');
});

test("the learners' figures are counted from the catalogue: average rating by review, reviews, courses", async () => {
  renderLanding();
  reveal();
  const outcomes = await screen.findByRole('region', { name: 'Learners who made the switch' });
  // each figure is a term (what it counts) and its definition (the number)
  const figure = (label: string) => within(outcomes).getByText(label).nextElementSibling?.textContent;
  await within(outcomes).findByText('average course rating, out of 5');
  // 4.8 from 412 reviews and 4.6 from 590: 4.68
  expect(figure('average course rating, out of 5')).toBe('4.7');
  expect(figure('course reviews from learners')).toBe('1,002');
  expect(figure('courses, from a first bug report to load testing')).toBe('4');
});

test('no figures while the catalogue cannot be read; the testimonials still show', async () => {
  server.use(http.get(`${API}/courses`, () => HttpResponse.json({ message: 'Down.' }, { status: 503 })));
  renderLanding();
  reveal();
  const outcomes = await screen.findByRole('region', { name: 'Learners who made the switch' });
  await within(screen.getByRole('region', { name: 'Popular courses' })).findByRole('alert', {}, { timeout: 4000 });
  expect(within(outcomes).queryByRole('definition')).not.toBeInTheDocument();
  expect(within(outcomes).getAllByRole('img', { name: /rating: \d\.\d out of 5 stars/ })).toHaveLength(3);
});
