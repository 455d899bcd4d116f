#!/usr/bin/env node
// Long tasks of a page load at 4× CPU, from a Chromium trace: each main-thread task over 50 ms with
// when it started (ms from navigation), whether before or after the first contentful paint, and
// what ran inside it (script URL or event, summed). For finding what blocks after a prerendered
// page is painted. Usage (a production build served, e.g. by `pnpm serve`):
//   node scripts/bench/long-tasks.mjs http://127.0.0.1:8080/courses [more URLs…]
import { launchChromium } from '../lib/browser.mjs';
import { CPU_SLOWDOWN, openThrottledPage } from './page-timing.mjs';

const categories = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'blink.user_timing',
  'loading',
];

/** A trace event's label: the script it ran (file name) or the event's own name. */
function label(event) {
  const data = event.args?.data ?? {};
  const url = data.url || data.stackTrace?.[0]?.url || '';
  const file = url ? url.split('/').pop().split('?')[0] : '';
  return file ? `${event.name} ${file}${data.functionName ? ` ${data.functionName}` : ''}` : event.name;
}

export function longTasks(traceEvents, minMs = 50) {
  const nav = traceEvents.find((e) => e.name === 'navigationStart' && e.args?.data?.isLoadingMainFrame);
  const fcp = traceEvents.find((e) => e.name === 'firstContentfulPaint');
  const main = traceEvents.find((e) => e.name === 'TracingStartedInBrowser')?.args?.data?.frames?.[0];
  const rendererMain = traceEvents.find(
    (e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && (!main || e.pid === main.processId),
  );
  const onMain = traceEvents.filter((e) => e.pid === rendererMain?.pid && e.tid === rendererMain?.tid && e.ph === 'X');
  const t0 = nav?.ts ?? Math.min(...onMain.map((e) => e.ts));
  const tasks = onMain.filter(
    (e) => (e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask') && e.dur >= minMs * 1000,
  );
  return {
    fcpMs: fcp ? (fcp.ts - t0) / 1000 : null,
    tasks: tasks.map((task) => {
      const inside = onMain.filter((e) => e !== task && e.ts >= task.ts && e.ts + e.dur <= task.ts + task.dur);
      // Top-level children only (not nested in another child) sum to at most the task.
      const top = inside.filter(
        (e) => !inside.some((o) => o !== e && o.ts <= e.ts && o.ts + o.dur >= e.ts + e.dur && o.dur > e.dur),
      );
      const parts = new Map();
      for (const e of top) parts.set(label(e), (parts.get(label(e)) ?? 0) + e.dur / 1000);
      return {
        startMs: Math.round((task.ts - t0) / 1000),
        ms: Math.round(task.dur / 1000),
        afterFcp: fcp ? task.ts > fcp.ts : null,
        parts: [...parts]
          .sort((a, b) => b[1] - a[1])
          .slice(0, 5)
          .map(([name, ms]) => `${name} ${Math.round(ms)}`),
      };
    }),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const browser = await launchChromium();
  for (const url of process.argv.slice(2)) {
    const { context, page } = await openThrottledPage(browser, new URL(url).origin);
    await browser.startTracing(page, { categories });
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.waitForTimeout(3000);
    const trace = JSON.parse((await browser.stopTracing()).toString());
    const { fcpMs, tasks } = longTasks(trace.traceEvents ?? trace);
    const blocking = tasks.filter((t) => t.afterFcp).reduce((sum, t) => sum + t.ms - 50, 0);
    console.log(`\n${url} (CPU ${CPU_SLOWDOWN}×): FCP ${Math.round(fcpMs)} ms, blocking after FCP ${blocking} ms`);
    for (const t of tasks)
      console.log(
        `  ${String(t.startMs).padStart(6)} ms  ${String(t.ms).padStart(4)} ms${t.afterFcp ? '' : ' (before FCP)'}  ${t.parts.join(' · ')}`,
      );
    await context.close();
  }
  await browser.close();
}
