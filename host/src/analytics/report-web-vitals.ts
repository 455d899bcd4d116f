import type { MetricType } from 'web-vitals';

export type ReportHandler = (metric: MetricType) => void;

/**
 * web-vitals reporting (docs/behaviour.md: called with no handler). The library is imported only when
 * there is a handler, so it never sits on the critical path.
 */
export function reportWebVitals(onReport?: ReportHandler): Promise<void> {
  if (!onReport) return Promise.resolve();
  return import('web-vitals').then(({ onCLS, onFCP, onINP, onLCP, onTTFB }) => {
    for (const subscribe of [onCLS, onFCP, onINP, onLCP, onTTFB]) subscribe(onReport);
  });
}
