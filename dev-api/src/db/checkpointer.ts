import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/**
 * Runs WAL checkpoints on a worker thread with its own connection, so that copying the WAL back into
 * the database file (and its fsync) never blocks the event loop. PASSIVE every `intervalMs` copies
 * what it can without waiting for anyone; once the WAL passes `restartPages`, a RESTART makes the
 * next writer start the WAL from the top again (a short wait, the pages being copied already).
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.dbPath);
db.pragma('busy_timeout = 5000');
db.pragma('wal_autocheckpoint = 0');
const timer = setInterval(() => {
  try {
    const [row] = db.pragma('wal_checkpoint(PASSIVE)');
    if (row && row.log >= workerData.restartPages) db.pragma('wal_checkpoint(RESTART)');
  } catch {
    // busy or closing: try again on the next tick
  }
}, workerData.intervalMs);
parentPort.on('message', () => {
  clearInterval(timer);
  db.close();
  parentPort.close();
});
`;

export interface Checkpointer {
  stop(): Promise<void>;
}

export function startCheckpointer(dbPath: string, intervalMs = 50, restartPages = 4000): Checkpointer {
  const driver = createRequire(import.meta.url).resolve('better-sqlite3');
  const worker = new Worker(WORKER_SOURCE, {
    eval: true,
    workerData: { dbPath, driver, intervalMs, restartPages },
    execArgv: [],
  });
  worker.unref();
  return {
    stop: () =>
      new Promise((resolve) => {
        worker.ref(); // keep the process alive until the worker has closed its connection
        worker.once('exit', () => resolve());
        worker.postMessage('stop');
      }),
  };
}
