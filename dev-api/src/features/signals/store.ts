/**
 * The signals table (schema version 7): written by POST /v1/logs, read by the aggregate. Bounded:
 * rows older than `maxAgeMs` and all but the newest `maxRows` are deleted on every write.
 */
import type { Db } from '../../db/connection.ts';
import type { SignalRecord } from './otlp-logs.ts';

export interface SignalStoreLimits {
  maxRows: number;
  maxAgeMs: number;
}

export const defaultStoreLimits: SignalStoreLimits = { maxRows: 200_000, maxAgeMs: 7 * 24 * 60 * 60 * 1000 };

/** What the aggregate reads of a row. */
export interface SignalRow {
  timeMs: number;
  sessionId: string;
  event: string;
  remote: string;
  version: string;
  role: string;
  manifestUrl: string | null;
  vital: string | null;
  value: number | null;
}

export function createSignalStore(db: Db, limits: SignalStoreLimits = defaultStoreLimits) {
  const insert = db.prepare(
    `INSERT INTO signal_records (time_ms, session_id, event, remote, version, role, manifest_url, vital, value, attributes)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const pruneOld = db.prepare('DELETE FROM signal_records WHERE time_ms < ?');
  // Ids only grow (the newest row holds the largest), so the newest maxRows are the last ids.
  const pruneMany = db.prepare('DELETE FROM signal_records WHERE id <= (SELECT MAX(id) FROM signal_records) - ?');
  const write = db.transaction((records: SignalRecord[], nowMs: number) => {
    for (const r of records) {
      insert.run(
        r.timeMs,
        r.sessionId,
        r.event,
        r.remote,
        r.version,
        r.role,
        r.manifestUrl,
        r.vital,
        r.value,
        JSON.stringify(r.attributes),
      );
    }
    pruneOld.run(nowMs - limits.maxAgeMs);
    pruneMany.run(limits.maxRows);
  });
  const since = db.prepare(
    `SELECT time_ms AS timeMs, session_id AS sessionId, event, remote, COALESCE(version, 'unknown') AS version,
            COALESCE(role, 'stable') AS role, manifest_url AS manifestUrl, vital, value
     FROM signal_records WHERE time_ms >= ? AND remote IS NOT NULL ORDER BY time_ms, id`,
  );
  return {
    add: (records: SignalRecord[], nowMs = Date.now()) => write(records, nowMs),
    rowsSince: (sinceMs: number) => since.all(sinceMs) as SignalRow[],
    count: () => (db.prepare('SELECT COUNT(*) AS n FROM signal_records').get() as { n: number }).n,
  };
}

export type SignalStore = ReturnType<typeof createSignalStore>;
