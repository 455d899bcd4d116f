import type { LCPMetricWithAttribution } from 'web-vitals/attribution';
import { onLCP } from 'web-vitals/attribution';
import { setCurrentRelease } from '../../federation/release-events';
import type { VitalSample } from '../otlp-records';
import { watchVitals } from '../reporter';
import { lcpOwners, ownerTarget, watchLcpOwners } from '../vital-owners';

jest.mock('web-vitals/attribution', () => ({ onLCP: jest.fn(), onINP: jest.fn(), onCLS: jest.fn() }));

type Entries = { element: Element | null; startTime: number }[];
let deliver: (entries: Entries) => void = () => {};
class FakeObserver {
  constructor(callback: (list: { getEntries: () => Entries }) => void) {
    deliver = (entries) => callback({ getEntries: () => entries });
  }
  observe() {}
}

beforeEach(() => {
  lcpOwners.clear();
  Object.defineProperty(globalThis, 'PerformanceObserver', { configurable: true, value: FakeObserver });
  document.body.innerHTML =
    '<div data-remote="platform" data-remote-version="1.2.0" data-remote-role="canary"><img alt="cover"></div>';
  setCurrentRelease({
    remote: 'platform',
    role: 'canary',
    manifestUrl: 'http://cdn/p/mf-manifest.json',
    version: '1.2.0',
  });
});

it('an LCP element that left the page still counts for the remote that held it when it was painted', () => {
  watchLcpOwners();
  const image = document.querySelector('img');
  deliver([{ element: image, startTime: 812 }]);
  image?.remove(); // a prerendered copy replaced, a list re-rendered

  const samples: VitalSample[] = [];
  watchVitals((sample) => samples.push(sample));
  const [report] = jest.mocked(onLCP).mock.calls[0] ?? [];
  report?.({
    value: 812,
    rating: 'good',
    attribution: { target: undefined, lcpEntry: { startTime: 812 } },
  } as unknown as LCPMetricWithAttribution);

  expect(samples).toEqual([
    {
      name: 'LCP',
      value: 812,
      rating: 'good',
      owner: { remote: 'platform', version: '1.2.0', role: 'canary', manifestUrl: 'http://cdn/p/mf-manifest.json' },
    },
  ]);
});

it('an LCP element of the host’s own is nobody’s', () => {
  watchLcpOwners();
  const heading = document.createElement('h1');
  document.body.append(heading);
  deliver([{ element: heading, startTime: 300 }]);
  expect(lcpOwners.size).toBe(0);
  expect(ownerTarget(heading)).toBeUndefined();
});
