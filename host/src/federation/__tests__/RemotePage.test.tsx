import { render as rtlRender, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import userEvent from '@testing-library/user-event';
import { RemoteLoadError, loadRemoteModule, resetRemote } from '../remote-loader';
import { MemoryRouter } from '@qa/testing/router';
import { routeById, type RouteId } from '@qa/shared/kernel/routing/route-table';
import { isRemoteRoute, RemotePage, type RemoteRouteEntry } from '../RemotePage';

const render = (ui: ReactElement, path = '/courses') =>
  rtlRender(<MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>);

jest.mock('../remote-loader', () => {
  const actual = jest.requireActual('../remote-loader');
  return { ...actual, loadRemoteModule: jest.fn(), resetRemote: jest.fn() };
});

const load = jest.mocked(loadRemoteModule);

/** The route entry the router passes, on the light layer so no test waits for Chakra. */
function entry(id: RouteId): RemoteRouteEntry {
  const route = routeById(id);
  if (!isRemoteRoute(route)) throw new Error(`${id} is not a remote route`);
  return { ...route, ui: 'light' };
}

function Courses() {
  return <h1>Courses</h1>;
}

function Exploding(): never {
  throw new Error('courses list is malformed');
}

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  load.mockReset();
  jest.mocked(resetRemote).mockClear();
});

it('shows the page spinner while the remote loads, then the page', async () => {
  load.mockResolvedValueOnce({ default: Courses });
  render(<RemotePage entry={entry('courses')} />);
  expect(screen.getByRole('status')).toHaveTextContent('Loading');
  expect(await screen.findByRole('heading', { name: 'Courses' })).toBeInTheDocument();
});

it('a module that cannot be fetched is loaded once more from a fresh manifest (a redeploy), without the fallback', async () => {
  load.mockRejectedValueOnce(new RemoteLoadError('platform', './RatingUserPage', 'unavailable'));
  load.mockResolvedValueOnce({ default: Courses });
  render(<RemotePage entry={entry('rating-user')} />);
  expect(await screen.findByRole('heading', { name: 'Courses' })).toBeInTheDocument();
  expect(resetRemote).toHaveBeenCalledWith('platform');
  expect(load).toHaveBeenCalledTimes(2);
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

it('a remote that times out is not retried on its own: the fallback shows at once', async () => {
  load.mockRejectedValueOnce(new RemoteLoadError('platform', './PathPage', 'timeout'));
  render(<RemotePage entry={entry('path')} />);
  expect(await screen.findByRole('alert')).toHaveTextContent('It did not answer in time.');
  expect(load).toHaveBeenCalledTimes(1);
  expect(resetRemote).not.toHaveBeenCalled();
});

it('shows a fallback with the reason when the remote cannot be loaded', async () => {
  load.mockRejectedValue(new RemoteLoadError('platform', './PathsPage', 'unavailable'));
  render(<RemotePage entry={entry('paths')} />);
  const fallback = await screen.findByRole('alert');
  expect(fallback).toHaveTextContent('This part of the site is unavailable');
  expect(fallback).toHaveTextContent('It could not be loaded.');
  // the module's name is for the console, not for visitors
  expect(fallback).not.toHaveTextContent('PathsPage');
  expect(console.error).toHaveBeenCalledWith(expect.stringContaining('[platform]'), expect.any(RemoteLoadError));
  expect(screen.getByRole('heading', { name: 'This part of the site is unavailable' })).toHaveFocus();
});

it('Retry forgets the failed remote and loads it again, without a reload', async () => {
  load.mockRejectedValueOnce(new RemoteLoadError('platform', './RatingPage', 'timeout'));
  load.mockResolvedValueOnce({ default: Courses });
  render(<RemotePage entry={entry('rating')} />);
  await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
  expect(resetRemote).toHaveBeenCalledWith('platform');
  expect(await screen.findByRole('heading', { name: 'Courses' })).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(2);
});

it('a page that throws while rendering is caught, and Retry renders it again', async () => {
  load.mockResolvedValueOnce({ default: Exploding });
  load.mockResolvedValueOnce({ default: Courses });
  render(<RemotePage entry={entry('dashboard')} />);
  const fallback = await screen.findByRole('alert');
  expect(fallback).toHaveTextContent('This page failed to display');
  expect(fallback).toHaveTextContent('Something went wrong while showing it.');
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('heading', { name: 'Courses' })).toBeInTheDocument();
});

it('on the landing, the host paints the hero while the marketing remote loads', async () => {
  load.mockResolvedValueOnce({ default: Courses });
  render(<RemotePage entry={entry('landing')} />, '/');
  expect(screen.getByTestId('landing-hero')).toBeInTheDocument();
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
  expect(await screen.findByRole('heading', { name: 'Courses' })).toBeInTheDocument();
});

it('the placeholder and the module come from the entry the router passes, not from the URL', async () => {
  load.mockResolvedValueOnce({ default: Courses });
  // At /courses, whose own entry has the spinner.
  render(<RemotePage entry={{ ...entry('subscriptions'), placeholder: 'landing-hero' }} />, '/courses');
  expect(screen.getByTestId('landing-hero')).toBeInTheDocument();
  expect(await screen.findByRole('heading', { name: 'Courses' })).toBeInTheDocument();
  expect(load).toHaveBeenCalledWith('marketing', './SubscriptionsPage');
});

it('a module without a component is reported, not rendered', async () => {
  load.mockResolvedValueOnce({ default: undefined });
  render(<RemotePage entry={entry('login')} />);
  expect(await screen.findByRole('alert')).toHaveTextContent('It arrived incomplete.');
});

it('an auth screen paints its frame and card outline at once, with "Logging you in…" on the way back from a provider', () => {
  load.mockReturnValueOnce(new Promise(() => undefined));
  render(<RemotePage entry={entry('login')} />, '/login?code=abc&provider=google&state=xyz');
  expect(screen.getByTestId('auth-placeholder')).toHaveTextContent('Logging you in…');
  expect(screen.getByRole('link', { name: 'QA Career home' })).toHaveAttribute('href', '/');
  expect(screen.getByRole('link', { name: 'Skip to content' })).toBeInTheDocument();
  expect(document.title).toBe('Login — QA Career');
});

it('an auth screen whose remote fails keeps the logo, a link home and Retry, and names no module', async () => {
  load.mockRejectedValue(new RemoteLoadError('auth', './LoginPage', 'unavailable'));
  render(<RemotePage entry={entry('login')} />, '/login');
  const fallback = await screen.findByRole('alert');
  expect(fallback).not.toHaveTextContent(/LoginPage|\.\//);
  expect(screen.getByRole('link', { name: 'QA Career home' })).toHaveAttribute('href', '/');
  expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  expect(document.title).toBe('This part of the site is unavailable — QA Career');
});

describe('while the browser is offline', () => {
  let onLine: jest.SpyInstance;
  beforeEach(() => {
    onLine = jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
  });

  it('a remote that cannot be fetched keeps the page spinner, no fallback, until the online event', async () => {
    load.mockRejectedValueOnce(new RemoteLoadError('marketing', './MentorshipPage', 'unavailable'));
    load.mockRejectedValueOnce(new RemoteLoadError('marketing', './MentorshipPage', 'unavailable'));
    load.mockResolvedValueOnce({ default: Courses });
    render(<RemotePage entry={entry('mentorship')} />, '/mentorship');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    onLine.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    expect(await screen.findByRole('heading', { name: 'Courses' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
