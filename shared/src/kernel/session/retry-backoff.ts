/**
 * Tries something again later, with growing pauses, until it says it is done or is stopped; and
 * at once when the browser comes back online. The session service uses it to restore a session
 * after an outage. Timers are read when used (not captured at load), so fake timers apply.
 */

/** Pauses between tries: the last one repeats. */
export const RETRY_DELAYS_MS = [5_000, 15_000, 30_000, 60_000] as const;

export interface RetryTimers {
  set(run: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

type OnlineTarget = Pick<Window, 'addEventListener' | 'removeEventListener'>;

const globalTimers: RetryTimers = {
  set: (run, ms) => globalThis.setTimeout(run, ms),
  clear: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export interface RetryOptions {
  delays?: readonly number[];
  timers?: RetryTimers;
  /** Where the `online` event is heard; none outside a browser. */
  target?: OnlineTarget | undefined;
}

export interface Retry {
  /** Schedules the first try (no-op while already running). */
  start(): void;
  stop(): void;
  readonly running: boolean;
}

/** `attempt` resolves true when no further try is needed; false or a throw means try again later. */
export function retryWithBackoff(attempt: () => Promise<boolean>, options: RetryOptions = {}): Retry {
  const delays = options.delays ?? RETRY_DELAYS_MS;
  const timers = options.timers ?? globalTimers;
  const target = 'target' in options ? options.target : typeof window === 'undefined' ? undefined : window;
  let running = false;
  let step = 0;
  let handle: unknown = null;
  let trying = false;
  // Bumped by start and stop, so a try that was under way when they ran cannot reschedule.
  let generation = 0;

  const clearTimer = () => {
    if (handle !== null) timers.clear(handle);
    handle = null;
  };

  const schedule = () => {
    const delay = delays[Math.min(step, delays.length - 1)] ?? 60_000;
    step += 1;
    handle = timers.set(() => {
      handle = null;
      void tryNow();
    }, delay);
  };

  async function tryNow(): Promise<void> {
    if (!running) return;
    // One try at a time: a call meanwhile (the online event, a restart) only keeps a timer set.
    if (trying) {
      if (handle === null) schedule();
      return;
    }
    clearTimer();
    const mine = generation;
    trying = true;
    let done: boolean;
    try {
      done = await attempt();
    } catch {
      done = false;
    } finally {
      trying = false;
    }
    if (mine !== generation) return;
    clearTimer();
    if (done) stop();
    else schedule();
  }

  const onOnline = () => void tryNow();

  function start(): void {
    if (running) return;
    running = true;
    generation += 1;
    step = 0;
    target?.addEventListener('online', onOnline);
    schedule();
  }

  function stop(): void {
    running = false;
    generation += 1;
    clearTimer();
    target?.removeEventListener('online', onOnline);
  }

  return {
    start,
    stop,
    get running() {
      return running;
    },
  };
}
