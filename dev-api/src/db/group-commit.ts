import Database from 'better-sqlite3';
import type { Db } from './connection.ts';

interface Pending<Item, Result> {
  item: Item;
  resolve: (result: Result) => void;
  reject: (error: unknown) => void;
}

const isBusy = (error: unknown): boolean => error instanceof Database.SqliteError && error.code === 'SQLITE_BUSY';

/**
 * Group commit: the items submitted in one event-loop turn are worked in one IMMEDIATE transaction,
 * in submission order, and each caller is answered only once that transaction has committed. Each
 * item still does all of its own reads and writes; what the items share is the commit (the WAL
 * append, its locks, the pages several items dirty). If the transaction throws, nothing was
 * committed, and each item is redone in a transaction of its own, so that only a failing one fails.
 *
 * While the checkpointer holds the write lock (a WAL restart: a copy and two fsyncs, 20–35 ms on
 * these machines), BEGIN does not wait in SQLite's busy handler, which would block the event loop
 * and sleep in steps of 1, 2, 5, 10, 15, 20 ms (resuming up to ~20 ms after the lock is free):
 * it fails at once and the batch is retried 1 ms later, for at most the connection's busy_timeout.
 */
export function groupCommit<Item, Result>(db: Db, work: (item: Item) => Result): (item: Item) => Promise<Result> {
  const workAll = db.transaction((batch: Pending<Item, Result>[]) => batch.map((pending) => work(pending.item)));
  const busyTimeout = db.pragma('busy_timeout', { simple: true }) as number;
  let queue: Pending<Item, Result>[] = [];
  let busySince: number | undefined;

  const commitWithoutWaiting = (batch: Pending<Item, Result>[]): Result[] => {
    db.pragma('busy_timeout = 0');
    try {
      return workAll.immediate(batch);
    } finally {
      db.pragma(`busy_timeout = ${busyTimeout}`);
    }
  };

  const flush = (): void => {
    const batch = queue;
    queue = [];
    let results: Result[];
    try {
      results = commitWithoutWaiting(batch);
    } catch (error) {
      const now = Date.now();
      busySince = isBusy(error) ? (busySince ?? now) : undefined;
      if (busySince !== undefined && now - busySince < busyTimeout) {
        queue = batch; // BEGIN failed, so nothing ran; later arrivals join the retry
        setTimeout(flush, 1);
        return;
      }
      busySince = undefined;
      redoOneByOne(batch, error);
      return;
    }
    busySince = undefined;
    batch.forEach((pending, index) => pending.resolve(results[index] as Result));
  };

  const redoOneByOne = (batch: Pending<Item, Result>[], error: unknown): void => {
    if (batch.length === 1 || isBusy(error)) {
      for (const pending of batch) pending.reject(error);
      return;
    }
    for (const pending of batch) {
      try {
        pending.resolve(workAll.immediate([pending])[0] as Result);
      } catch (single) {
        pending.reject(single);
      }
    }
  };

  return (item) =>
    new Promise((resolve, reject) => {
      // setImmediate runs after the poll phase, so every request read in this turn joins the batch
      if (queue.push({ item, resolve, reject }) === 1) setImmediate(flush);
    });
}
