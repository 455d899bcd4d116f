import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type * as ApiClients from '@qa/shared/data/api-client';
import RegistrationPage from '../pages/RegistrationPage';
import { renderPage, resetWorld } from '@qa/testing/page-harness';
import { field, tokens } from './test-helpers';

// The data layer's clients as a stand-in that records when the module is first evaluated: the
// real one would load axios, which the first render of an auth screen must not wait for.
// (A global, not a variable of this file: the factory may run while this file's imports evaluate.)
const probe = globalThis as { apiClientsLoaded?: number };
const timesLoaded = () => probe.apiClientsLoaded ?? 0;
jest.mock('@qa/shared/data/api-client', () => {
  const loaded = globalThis as { apiClientsLoaded?: number };
  loaded.apiClientsLoaded = (loaded.apiClientsLoaded ?? 0) + 1;
  const client = () => ({ get: jest.fn(), post: jest.fn() });
  return { mainApi: client(), mainApiWithLocation: client() };
});

beforeEach(resetWorld);

it('sign-up renders without the API clients, loads them when the visitor starts on the form, and submits with them', async () => {
  renderPage('/registration', <RegistrationPage />);
  expect(screen.getByRole('button', { name: 'Create account' })).toBeInTheDocument();
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(timesLoaded()).toBe(0);

  await userEvent.type(field(/^Full name/), 'Ada Lovelace');
  await waitFor(() => expect(timesLoaded()).toBe(1));

  const { mainApiWithLocation } = jest.requireMock<typeof ApiClients>('@qa/shared/data/api-client');
  jest.mocked(mainApiWithLocation.post).mockResolvedValue({ data: tokens() });
  await userEvent.type(field(/^E-mail/), 'ada@example.com');
  await userEvent.type(field(/^Password/), 'Secret123!');
  await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
  await waitFor(() =>
    expect(mainApiWithLocation.post).toHaveBeenCalledWith('/auth/register', {
      fullName: 'Ada Lovelace',
      email: 'ada@example.com',
      password: 'Secret123!',
    }),
  );
  expect(timesLoaded()).toBe(1);
});
