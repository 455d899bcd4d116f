import { render as rtlRender, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import userEvent from '@testing-library/user-event';
import { RemoteLoadError, loadRemoteModule, resetRemote } from '../remote-loader';
import { MemoryRouter } from '@qa/shared/kernel/routing/router';
import { RemotePage } from '../RemotePage';

const render = (ui: ReactElement, path = '/courses') =>
  rtlRender(<MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>);

jest.mock('../remote-loader', () => {
  const actual = jest.requireActual('../remote-loader');
  return { ...actual, loadRemoteModule: jest.fn(), resetRemote: jest.fn() };
});

const load = jest.mocked(loadRemoteModule);

function Courses() {
  return <h1>Courses</h1>;
}

function Exploding(): never {
  throw new Error('courses list is malformed');
}

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

it('shows the page spinner while the remote loads, then the page', async () => {
  load.mockResolvedValueOnce({ default: Courses });
  render(<RemotePage remote="platform" module="./CoursesPage" ui="light" />);
  expect(screen.getByRole('status')).toHaveTextContent('Loading');
  expect(await screen.findByRole('heading', { name: 'Courses' })).toBeInTheDocument();
});

it('shows a fallback with the reason when the remote cannot be loaded', async () => {
  load.mockRejectedValueOnce(new RemoteLoadError('platform', './PathsPage', 'unavailable'));
  render(<RemotePage remote="platform" module="./PathsPage" ui="light" />);
  const fallback = await screen.findByRole('alert');
  expect(fallback).toHaveTextContent('This part of the site is unavailable');
  expect(fallback).toHaveTextContent('The platform app could not be loaded (./PathsPage).');
  expect(screen.getByRole('heading', { name: 'This part of the site is unavailable' })).toHaveFocus();
});

it('Retry forgets the failed remote and loads it again, without a reload', async () => {
  load.mockRejectedValueOnce(new RemoteLoadError('platform', './RatingPage', 'timeout'));
  load.mockResolvedValueOnce({ default: Courses });
  render(<RemotePage remote="platform" module="./RatingPage" ui="light" />);
  await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
  expect(resetRemote).toHaveBeenCalledWith('platform');
  expect(await screen.findByRole('heading', { name: 'Courses' })).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(2);
});

it('a page that throws while rendering is caught, and Retry renders it again', async () => {
  load.mockResolvedValueOnce({ default: Exploding });
  load.mockResolvedValueOnce({ default: Courses });
  render(<RemotePage remote="platform" module="./DashboardPage" ui="light" />);
  const fallback = await screen.findByRole('alert');
  expect(fallback).toHaveTextContent('This page failed to display');
  expect(fallback).toHaveTextContent('courses list is malformed');
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('heading', { name: 'Courses' })).toBeInTheDocument();
});

it('on the landing, the host paints the hero while the marketing remote loads', async () => {
  load.mockResolvedValueOnce({ default: Courses });
  render(<RemotePage remote="marketing" module="./LandingPage" ui="light" />, '/');
  expect(screen.getByTestId('landing-hero')).toBeInTheDocument();
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
  expect(await screen.findByRole('heading', { name: 'Courses' })).toBeInTheDocument();
});

it('a module without a component is reported, not rendered', async () => {
  load.mockResolvedValueOnce({ default: undefined });
  render(<RemotePage remote="auth" module="./LoginPage" ui="light" />);
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'The auth app sent ./LoginPage without a component to show.',
  );
});
