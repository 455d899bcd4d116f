import { act, render, screen } from '@testing-library/react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { MemoryRouter } from '@qa/testing/router';
import { routeById } from '@qa/shared/kernel/routing/route-table';
import { localStore, storageKeys } from '@qa/shared/kernel/storage/local-storage';
import { sessionKeys, sessionStore } from '@qa/shared/kernel/storage/session-store';
import { isRemoteRoute, RemotePage, type RemoteRouteEntry } from '../RemotePage';
import { registerReleases } from '../remote-loader';
import { currentRelease, onReleaseEvent, type ReleaseEvent } from '../release-events';
import type { Candidate } from '../rollout';
import { forgetRemote } from '../use-remote-component';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerPlugins: jest.fn(),
  registerRemotes: jest.fn(),
}));

const load = jest.mocked(loadRemote);
const CANARY = 'http://canary.test/mf-manifest.json';
const STABLE = 'http://stable.test/mf-manifest.json';
const OLD = 'http://stable.test/0.0.9/mf-manifest.json';

function coursesEntry(): RemoteRouteEntry {
  const route = routeById('courses');
  if (!isRemoteRoute(route)) throw new Error('courses is not a remote route');
  return { ...route, ui: 'light' };
}

function Courses() {
  return <h1>Courses</h1>;
}
function Exploding(): never {
  throw new Error('canary page is broken');
}

let events: ReleaseEvent[] = [];
let stop = () => {};
beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  load.mockReset();
  jest.mocked(registerRemotes).mockClear();
  events = [];
  stop = onReleaseEvent((event) => events.push(event));
});
afterEach(() => {
  stop();
  forgetRemote('platform'); // pages are kept per module between renders
  localStore.remove(...Object.values(storageKeys));
  sessionStore.remove(...Object.values(sessionKeys));
});

/** Lets the chain of loads and renders a render error starts (from a commit) finish, outside any user action. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 1500)));

function show(platform: Candidate[]) {
  registerReleases({ platform });
  render(
    <MemoryRouter initialEntries={['/courses']}>
      <RemotePage entry={coursesEntry()} />
    </MemoryRouter>,
  );
}

const canaryThenStable: Candidate[] = [
  { role: 'canary', url: CANARY },
  { role: 'stable', url: STABLE },
];

it('a canary page that throws on render gives way to stable: no fallback screen, the visit stays on stable', async () => {
  load.mockResolvedValueOnce({ default: Exploding }).mockResolvedValue({ default: Courses });
  show(canaryThenStable);
  await settle();
  expect(await screen.findByRole('heading', { name: 'Courses' })).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(registerRemotes).toHaveBeenLastCalledWith([{ name: 'platform', entry: STABLE }], { force: true });
  expect(currentRelease('platform')).toMatchObject({ role: 'stable', manifestUrl: STABLE });
  expect(JSON.parse(sessionStore.getString(sessionKeys.canaryFallbacks) ?? '[]')).toEqual([CANARY]);
  expect(events.map((e) => e.type)).toEqual(['load', 'error', 'load-failure', 'fallback', 'load']);
  expect(events).toContainEqual(
    expect.objectContaining({
      type: 'load-failure',
      stage: 'render',
      release: expect.objectContaining({ role: 'canary' }),
    }),
  );
});

it('a canary whose load fails gives way to stable at once, reported with the stage it stopped at', async () => {
  load.mockRejectedValueOnce(new Error('manifest 404')).mockResolvedValue({ default: Courses });
  show(canaryThenStable);
  expect(await screen.findByRole('heading', { name: 'Courses' })).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(2);
  expect(events).toContainEqual(expect.objectContaining({ type: 'load-failure', stage: 'manifest' }));
  expect(events).toContainEqual(
    expect.objectContaining({
      type: 'fallback',
      from: expect.objectContaining({ role: 'canary' }),
      to: expect.objectContaining({ role: 'stable' }),
    }),
  );
});

it('a stable version that fails twice gives way to the last known good one', async () => {
  load
    .mockRejectedValueOnce(new Error('gone'))
    .mockRejectedValueOnce(new Error('still gone'))
    .mockResolvedValue({ default: Courses });
  show([
    { role: 'stable', url: STABLE },
    { role: 'last-known-good', url: OLD },
  ]);
  expect(await screen.findByRole('heading', { name: 'Courses' })).toBeInTheDocument();
  expect(currentRelease('platform')).toMatchObject({ role: 'last-known-good', manifestUrl: OLD });
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

it('shows the fallback screen when no version is left', async () => {
  load.mockResolvedValue({ default: Exploding });
  show([{ role: 'stable', url: STABLE }]);
  await settle();
  expect(await screen.findByRole('alert')).toHaveTextContent('This page failed to display');
  expect(events.map((e) => e.type)).toEqual(['load', 'error', 'load-failure']);
});

it('names the remote, its version and role on the page container, and remembers the version as known good', async () => {
  load.mockResolvedValue({ default: Courses });
  show([{ role: 'stable', url: STABLE }]);
  const heading = await screen.findByRole('heading', { name: 'Courses' });
  const container = heading.closest('[data-remote]');
  expect(container).toHaveAttribute('data-remote', 'platform');
  expect(container).toHaveAttribute('data-remote-role', 'stable');
  expect(container).toHaveAttribute('data-remote-version', 'unknown');
  expect(JSON.parse(localStore.getString(storageKeys.lastKnownGoodRemotes) ?? '{}')).toEqual({
    platform: { url: STABLE },
  });
});
