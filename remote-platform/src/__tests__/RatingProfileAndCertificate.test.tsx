/** @jest-environment ../scripts/jest/jsdom-msw-environment.cjs */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import CertificatePage from '../pages/CertificatePage';
import RatingUserPage from '../pages/RatingUserPage';
import { API, ratingEntries } from './fixtures';
import { renderPage, resetWorld } from '@qa/testing/page-harness';
import { failsTwice } from '@qa/testing/fails-twice';
import { startApi } from './test-helpers';

const server = startApi();
beforeEach(resetWorld);

const openProfile = (id: number) => renderPage('/rating/:id', <RatingUserPage />, `/rating/${id}`);
const openCertificate = (id: number) =>
  renderPage('/rating/:userId/certificate/:certificateId', <CertificatePage />, `/rating/1/certificate/${id}`);

test('a learner profile: rank, score, completed courses and certificates', async () => {
  openProfile(1);
  expect(screen.getByRole('status', { name: 'Loading the profile' })).toBeInTheDocument();
  expect(await screen.findByRole('heading', { level: 1, name: 'Demo Learner' })).toBeInTheDocument();
  expect(document.title).toBe('Demo Learner — QA Career');
  expect(screen.getByText('#12')).toBeInTheDocument();
  expect(screen.getByText('790.0')).toBeInTheDocument();
  const certificates = screen.getByRole('region', { name: 'Certificates' });
  expect(within(certificates).getByRole('link', { name: /API Testing with Postman/ })).toHaveAttribute(
    'href',
    '/rating/1/certificate/5',
  );
});

test('an unknown learner is the not-found page', async () => {
  openProfile(404);
  expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
});

test('the certificate: the learner, the course, the code; print and copy link', async () => {
  const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
  const user = userEvent.setup();
  const writeText = jest.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
  openCertificate(5);
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Certificate: API Testing with Postman' }),
  ).toBeInTheDocument();
  expect(screen.getByText('Demo Learner')).toBeInTheDocument();
  expect(screen.getByText(/Issued 1 Nov 2026 · Certificate QAC-0001-1/)).toBeInTheDocument();
  const styles = [...document.querySelectorAll('style')].map((style) => style.textContent ?? '');
  expect(styles.some((css) => css.includes('@page { size: A4 landscape'))).toBe(true);
  await user.click(screen.getByRole('button', { name: 'Print or save as PDF' }));
  expect(print).toHaveBeenCalled();
  await user.click(screen.getByRole('button', { name: 'Copy link' }));
  expect(writeText).toHaveBeenCalledWith('http://localhost/rating/1/certificate/5');
  expect(await screen.findByText('Link copied')).toBeInTheDocument();
});

test('a wrong certificate id is the not-found page', async () => {
  openCertificate(77);
  expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
});

test('a failed certificate load has Retry', async () => {
  server.use(failsTwice(`${API}/rating/1/certificates/5`, 'Down.'));
  const user = userEvent.setup();
  openCertificate(5);
  await user.click(
    within(await screen.findByRole('alert', {}, { timeout: 4000 })).getByRole('button', { name: 'Retry' }),
  );
  expect(await screen.findByText('Demo Learner')).toBeInTheDocument();
});

test('a failed profile load has Retry', async () => {
  server.use(failsTwice(`${API}/rating/1`, 'The board is resting.', 503));
  const user = userEvent.setup();
  openProfile(1);
  const alert = await screen.findByRole('alert', {}, { timeout: 4000 });
  expect(within(alert).getByText('The board is resting.')).toBeInTheDocument();
  await user.click(within(alert).getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Demo Learner' })).toBeInTheDocument();
});

test('a learner without certificates: 0 completed courses and an empty state', async () => {
  server.use(http.get(`${API}/rating/1`, () => HttpResponse.json({ ...ratingEntries[11], certificates: [] })));
  openProfile(1);
  const certificates = within(await screen.findByRole('region', { name: 'Certificates' }));
  expect(certificates.getByRole('heading', { name: 'No certificates yet' })).toBeInTheDocument();
  expect(certificates.getByText('Certificates appear here when a course is finished.')).toBeInTheDocument();
  expect(certificates.queryByRole('link')).not.toBeInTheDocument();
  expect(screen.getByText('0')).toBeInTheDocument();
});

test('the certificate: a skeleton while loading; the tab names the course once loaded', async () => {
  openCertificate(5);
  expect(screen.getByRole('status', { name: 'Loading the certificate' })).toBeInTheDocument();
  expect(document.title).toBe('Certificate — QA Career');
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Certificate: API Testing with Postman' }),
  ).toBeInTheDocument();
  expect(screen.queryByRole('status', { name: 'Loading the certificate' })).not.toBeInTheDocument();
  expect(document.title).toBe('Certificate: API Testing with Postman — QA Career');
});
