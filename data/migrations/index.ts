// Versioned migrations, applied in order at start by every process that opens the database.
// A migration is never edited once shipped; add a new one. Each runs in its own transaction and
// bumps PRAGMA user_version, so a half-applied migration is impossible.
import type Database from 'better-sqlite3';
import { foundation } from './001-foundation.js';
import { documents } from './002-documents.js';
import { webhooks } from './003-webhooks.js';
import { search } from './004-search.js';
import { searchModel } from './005-search-model.js';

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

/** Append new migrations at the end with the next version number. */
export const MIGRATIONS: readonly Migration[] = [foundation, documents, webhooks, search, searchModel];

export class MigrationError extends Error {
  override name = 'MigrationError';
}

export function applyMigrations(db: Database.Database, migrations: readonly Migration[] = MIGRATIONS): number[] {
  migrations.forEach((m, i) => {
    if (m.version !== i + 1) throw new MigrationError(`Migration ${m.name} has version ${m.version}, expected ${i + 1}`);
  });
  const applied: number[] = [];
  const run = db.transaction((m: Migration) => {
    // Re-read inside the write lock: another process may have migrated meanwhile.
    const current = db.pragma('user_version', { simple: true }) as number;
    if (current >= m.version) return;
    db.exec(m.sql);
    db.pragma(`user_version = ${m.version}`);
    applied.push(m.version);
  });
  const current = db.pragma('user_version', { simple: true }) as number;
  if (current > migrations.length) {
    throw new MigrationError(
      `Database schema version ${current} is newer than this build (${migrations.length}); upgrade the service`,
    );
  }
  for (const m of migrations) if (m.version > current) run.immediate(m);
  return applied;
}
