// Opens the SQLite database under the data directory with the settings every process (server,
// admin CLI, tests) must share: WAL so the CLI can write while the server reads, synchronous=FULL
// so a committed row survives power loss, foreign keys on, and a busy timeout instead of
// SQLITE_BUSY errors when two processes write at once.
import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { applyMigrations } from './migrations/index.js';

export type Db = Database.Database;

export const DB_FILE_NAME = 'docextract.sqlite';

export function openDatabase(dataDir: string): Db {
  mkdirSync(dataDir, { recursive: true });
  const db = new Database(join(dataDir, DB_FILE_NAME));
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  applyMigrations(db);
  return db;
}

/** Runs fn inside an IMMEDIATE transaction (takes the write lock up front, no upgrade deadlocks). */
export function inTransaction<T>(db: Db, fn: () => T): T {
  return db.transaction(fn).immediate();
}
