// Runs test suites one command each and keeps their counts and wall times for a closing table
// (`pnpm test:all`, `pnpm test:quick`). A suite's output is echoed as it comes, or, for a suite
// run beside others (`quiet`), printed in one piece when it ends so the logs do not interleave.
import { spawn } from 'node:child_process';
import { repoRoot } from './apps.mjs';

const count = (output, pattern) => Number(output.match(pattern)?.[1] ?? 0);

/** Counts a suite from its runner's own summary; a crash with no summary counts as one failure. */
function tally({ code, output }, kind) {
  let passed = 0;
  let failed = 0;
  if (kind === 'jest') {
    const line = output.match(/^Tests:.*$/m)?.[0] ?? '';
    passed = count(line, /(\d+) passed/);
    failed = count(line, /(\d+) failed/);
  } else if (kind === 'node') {
    passed = count(output, /ℹ pass (\d+)/);
    failed = count(output, /ℹ fail (\d+)/);
  } else if (kind === 'smoke') {
    passed = count(output, /dev smoke: (\d+) passed/);
    failed = count(output, /dev smoke: \d+ passed, (\d+) failed/);
  } else if (kind === 'playwright') {
    passed = count(output, /^\s*(\d+) passed/m);
    failed = count(output, /^\s*(\d+) failed/m) + count(output, /^\s*(\d+) flaky/m);
  } else {
    passed = code === 0 ? 1 : 0;
  }
  if (code !== 0 && failed === 0) failed = 1;
  return { passed, failed };
}

export const formatSeconds = (s) =>
  s < 60 ? `${s.toFixed(1)} s` : `${Math.floor(s / 60)} min ${String(Math.round(s % 60)).padStart(2)} s`;

function run(command, args, { env = {}, quiet = false }) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: repoRoot,
      env: { ...process.env, FORCE_COLOR: '0', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const keep = (chunk) => {
      output += chunk;
      if (!quiet) process.stdout.write(chunk);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
}

export function createSuites() {
  const results = [];
  const started = performance.now();
  return {
    /**
     * Runs one suite. kind: how to count it (jest, node, smoke, playwright, or check: one pass or
     * one failure by exit code). quiet: print its output when it ends (a suite run beside others).
     */
    async step(name, command, args, { kind = 'check', env = {}, quiet = false } = {}) {
      console.log(`\n══ ${name}: ${command} ${args.join(' ')}${quiet ? ' (output when it ends)' : ''}`);
      const stepStarted = performance.now();
      const outcome = await run(command, args, { env, quiet });
      const seconds = (performance.now() - stepStarted) / 1000;
      if (quiet) console.log(`\n══ ${name} (ended):\n${outcome.output}`);
      const counts = tally(outcome, kind);
      results.push({ name, ...counts, seconds });
      console.log(`\n── ${name}: ${counts.passed} passed, ${counts.failed} failed (${formatSeconds(seconds)})\n`);
      return counts.failed === 0;
    },
    /** Prints the closing table (each suite's counts and wall time) and returns the exit code. */
    summary() {
      console.log('\nSummary');
      for (const r of results) {
        const counts = `${r.passed} passed, ${r.failed} failed`;
        console.log(
          `  ${r.failed ? '✖' : '✔'} ${r.name.padEnd(40)} ${counts.padEnd(24)} ${formatSeconds(r.seconds).padStart(12)}`,
        );
      }
      const passed = results.reduce((n, r) => n + r.passed, 0);
      const failed = results.reduce((n, r) => n + r.failed, 0);
      console.log(`${passed} passed, ${failed} failed in ${formatSeconds((performance.now() - started) / 1000)}`);
      return failed ? 1 : 0;
    },
  };
}
