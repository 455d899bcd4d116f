import type { Statement } from 'better-sqlite3';
import type { Db } from './connection.ts';

const caches = new WeakMap<Db, Map<string, Statement>>();

/** A prepared statement, compiled once per database connection. */
export function stmt(db: Db, sql: string): Statement {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  let statement = cache.get(sql);
  if (!statement) {
    statement = db.prepare(sql);
    cache.set(sql, statement);
  }
  return statement;
}
