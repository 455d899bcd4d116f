import { act, render, screen } from '@testing-library/react';
import type * as SafeHtmlModule from '@qa/shared/ui/widgets/SafeHtml';
import type * as SanitizeModule from '@qa/shared/ui/widgets/sanitize-html';
import { freshModules } from '@qa/testing/fresh-modules';

/** DOMPurify's chunk fails this many times before it loads (a flaky network, a redeploy). */
let failures = 0;
jest.mock('dompurify', () => {
  const actual = jest.requireActual<{ default: unknown }>('dompurify');
  return Object.defineProperty({ __esModule: true }, 'default', {
    get() {
      if (failures > 0) {
        failures -= 1;
        throw new Error('Loading chunk dompurify failed.');
      }
      return actual.default ?? actual;
    },
  });
});

function load() {
  return freshModules(() => ({
    ...jest.requireActual<typeof SafeHtmlModule>('@qa/shared/ui/widgets/SafeHtml'),
    ...jest.requireActual<typeof SanitizeModule>('@qa/shared/ui/widgets/sanitize-html'),
  }));
}

afterEach(() => jest.useRealTimers());

it('a failed load is forgotten, so the next call loads it', async () => {
  failures = 1;
  const { loadSanitizer } = load();
  await expect(loadSanitizer()).rejects.toThrow('Loading chunk dompurify failed.');
  await expect(loadSanitizer()).resolves.toEqual(expect.any(Function));
});

it('SafeHtml keeps the content hidden while the sanitizer fails, and shows it once a retry loads it', async () => {
  jest.useFakeTimers();
  failures = 2;
  const { SafeHtml } = load();
  const { container } = render(<SafeHtml html="<p>Course news</p>" />);
  await act(async () => {
    await Promise.resolve();
  });
  expect(container.firstChild).toBeEmptyDOMElement();
  await act(async () => {
    await jest.advanceTimersByTimeAsync(1_000);
  });
  expect(screen.queryByText('Course news')).not.toBeInTheDocument();
  await act(async () => {
    await jest.advanceTimersByTimeAsync(3_000);
  });
  expect(screen.getByText('Course news')).toBeInTheDocument();
});
