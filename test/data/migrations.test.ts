import Database from 'better-sqlite3';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import t from 'tap';
import { DB_FILE_NAME, openDatabase } from '../../data/db.js';
import { applyMigrations, MIGRATIONS } from '../../data/migrations/index.js';
import { createPartner, getPartner } from '../../data/repositories/partners.js';

t.test('an existing database at an older version is migrated forward and keeps its data', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'mig-'));
  const raw = new Database(join(dir, DB_FILE_NAME));
  applyMigrations(raw, MIGRATIONS.slice(0, 1));
  t.equal(raw.pragma('user_version', { simple: true }), 1);
  const partner = createPartner(raw, { name: 'Old Co', tier: 'storage' });
  raw.close();

  const db = openDatabase(dir);
  t.equal(db.pragma('user_version', { simple: true }), MIGRATIONS.length, 'at the latest version');
  t.same(getPartner(db, partner.id)?.name, 'Old Co', 'data kept');
  t.equal(db.pragma('journal_mode', { simple: true }), 'wal');
  t.equal(db.pragma('synchronous', { simple: true }), 2, 'synchronous=FULL');
  t.equal(db.pragma('foreign_keys', { simple: true }), 1);
  t.same(applyMigrations(db), [], 'applying again does nothing');
  db.close();
});

t.test('a database from a newer build is refused instead of being damaged', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'mig-'));
  const raw = new Database(join(dir, DB_FILE_NAME));
  raw.pragma(`user_version = ${MIGRATIONS.length + 5}`);
  raw.close();
  t.throws(() => openDatabase(dir), { name: 'MigrationError', message: /newer than this build/ });
});

t.test('a failing migration leaves the database at the previous version', async (t) => {
  const db = new Database(':memory:');
  const broken = [...MIGRATIONS.slice(0, 1), { version: 2, name: 'broken', sql: 'CREATE TABLE x (a); INSERT INTO nowhere VALUES (1);' }];
  t.throws(() => applyMigrations(db, broken));
  t.equal(db.pragma('user_version', { simple: true }), 1);
  const tables = db.prepare("SELECT COUNT(*) AS n FROM sqlite_master WHERE name = 'x'").get() as { n: number };
  t.equal(tables.n, 0, 'no half-applied table');
});
