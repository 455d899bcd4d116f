/** @jest-environment ../scripts/jest/jsdom-msw-environment.cjs */
import { screen } from '@testing-library/react';
import CertificatePage from '../pages/CertificatePage';
import { renderPage, resetWorld } from '@qa/testing/page-harness';
import { startApi } from './test-helpers';

startApi();
beforeEach(() => {
  resetWorld();
  document.head.querySelectorAll('meta[property], meta[name], link[rel="canonical"]').forEach((tag) => tag.remove());
});

const openCertificate = () =>
  renderPage('/rating/:userId/certificate/:certificateId', <CertificatePage />, '/rating/1/certificate/5');
const meta = (selector: string) => document.head.querySelector(selector)?.getAttribute('content');
const printRules = () =>
  [...document.querySelectorAll('style')].map((style) => style.textContent ?? '').find((css) => css.includes('@page'));

test('the sheet: learner, course, date, code and where to verify it', async () => {
  openCertificate();
  const sheet = await screen.findByText('Demo Learner');
  expect(screen.getByText('API Testing with Postman', { selector: 'p' })).toBeInTheDocument();
  expect(screen.getByText('Issued 1 Nov 2026 · Certificate QAC-0001-1')).toBeInTheDocument();
  expect(screen.getByText('Verify at http://localhost/rating/1/certificate/5')).toBeInTheDocument();
  expect(sheet.closest('#certificate-sheet')).not.toBeNull();
});

test('link previews: Open Graph and Twitter tags name the learner and the course', async () => {
  openCertificate();
  await screen.findByText('Demo Learner');
  expect(meta('meta[property="og:title"]')).toBe('Certificate: API Testing with Postman — QA Career');
  expect(meta('meta[property="og:description"]')).toBe(
    'Demo Learner completed API Testing with Postman on QA Career (issued 1 Nov 2026, certificate QAC-0001-1).',
  );
  expect(meta('meta[property="og:url"]')).toBe('http://localhost/rating/1/certificate/5');
  expect(meta('meta[property="og:type"]')).toBe('website');
  expect(meta('meta[name="twitter:card"]')).toBe('summary');
  expect(meta('meta[name="description"]')).toBe(meta('meta[property="og:description"]'));
});

test('print: one A4 landscape page with the sheet alone, the site frame left out', async () => {
  openCertificate();
  await screen.findByText('Demo Learner');
  const css = printRules() ?? '';
  expect(css).toContain('@page { size: A4 landscape; margin: 10mm; }');
  expect(css).toMatch(/@media print \{/);
  // everything but the sheet and the elements that hold it (header, drawer, footer, buttons) is not printed
  expect(css).toContain(
    'body *:not(:has(#certificate-sheet)):not(#certificate-sheet):not(#certificate-sheet *) { display: none !important; }',
  );
  expect(css).toMatch(/#certificate-sheet \{[^}]*height: 190mm/);
});
