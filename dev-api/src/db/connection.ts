import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import { migrations } from './migrations.ts';

export type Db = Database.Database;

/** Opens (creating if needed) the database file and brings its schema up to date. */
export function openDatabase(dbPath: string): Db {
  if (dbPath !== ':memory:') mkdirSync(dirname(dbPath), { recursive: true });
  const db = new Database(dbPath);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  // Write-path tuning (see README, Bench). Every commit appends the pages it dirtied to the WAL and a
  // checkpoint copies them back with an fsync. An automatic checkpoint runs inside the commit that
  // crosses the threshold, on the request path, so for a file database the app checkpoints from a
  // worker thread instead (db/checkpointer.ts); this high threshold is only a safety net.
  db.pragma(`wal_autocheckpoint = ${dbPath === ':memory:' ? 1000 : 100000}`);
  // 64 MB of page cache keeps the session and token indexes (tens of MB at 200 000 sessions) in
  // memory; memory-mapped reads skip a copy per page; temporary b-trees never touch disk.
  db.pragma('cache_size = -65536');
  db.pragma('mmap_size = 268435456');
  db.pragma('temp_store = MEMORY');
  migrate(db);
  return db;
}

function migrate(db: Db): void {
  const current = db.pragma('user_version', { simple: true }) as number;
  for (let version = current; version < migrations.length; version += 1) {
    db.transaction(() => {
      db.exec(migrations[version] ?? '');
      db.pragma(`user_version = ${version + 1}`);
    })();
  }
}

export function getMeta(db: Db, key: string): string | undefined {
  const row = db.prepare('SELECT value FROM meta WHERE key = ?').get(key) as { value: string } | undefined;
  return row?.value;
}

export function setMeta(db: Db, key: string, value: string): void {
  db.prepare('INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value').run(
    key,
    value,
  );
}
