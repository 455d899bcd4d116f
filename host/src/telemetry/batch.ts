/**
 * The records waiting to be sent, bounded three ways: at most `perMinute` records are taken in per
 * minute (a page in an error loop must not flood the collector), at most `maxQueued` wait (the
 * oldest go first), and a body never exceeds `maxBodyBytes` (the oldest records are dropped).
 */
import { logsRequest, type OtlpLogRecord, type Resource } from './otlp-records';

export interface BatchLimits {
  perMinute: number;
  maxQueued: number;
  maxBodyBytes: number;
}

/** 64 KB: what sendBeacon and a keepalive fetch may carry at once, and what the dev API accepts. */
export const defaultBatchLimits: BatchLimits = { perMinute: 120, maxQueued: 500, maxBodyBytes: 64 * 1024 };

const bytes = (text: string) => new TextEncoder().encode(text).length;

export interface Batch {
  /** Queues a record; false when this minute's cap is reached (the record is dropped). */
  add(record: OtlpLogRecord): boolean;
  readonly size: number;
  /** The queued records as one request body (≤ maxBodyBytes, the oldest dropped), emptying the queue; null when empty. */
  takeBody(): string | null;
}

export function createBatch(resource: Resource, limits = defaultBatchLimits, now: () => number = Date.now): Batch {
  let queue: OtlpLogRecord[] = [];
  let windowStart = now();
  let inWindow = 0;
  return {
    add(record) {
      const time = now();
      if (time - windowStart >= 60_000) {
        windowStart = time;
        inWindow = 0;
      }
      if (inWindow >= limits.perMinute) return false;
      inWindow += 1;
      queue.push(record);
      if (queue.length > limits.maxQueued) queue.shift();
      return true;
    },
    get size() {
      return queue.length;
    },
    takeBody() {
      const records = queue;
      queue = [];
      // The envelope's size, then each record's with its comma: drop from the front until it fits.
      let total = bytes(JSON.stringify(logsRequest(resource, [])));
      const sizes = records.map((r) => bytes(JSON.stringify(r)) + 1);
      total += sizes.reduce((a, b) => a + b, 0);
      let first = 0;
      while (first < records.length && total > limits.maxBodyBytes) total -= sizes[first++] ?? 0;
      const kept = records.slice(first);
      return kept.length === 0 ? null : JSON.stringify(logsRequest(resource, kept));
    },
  };
}
