// The demo's SQLite connection runs on Node's built-in SQLite where Node has it, else on
// better-sqlite3 (Node 20). CI runs these tests on both, so each driver is held to the same
// behaviour: transactions, a second process's writes, read-only opening.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import semver from 'semver';
import { Sqlite } from '../../demo/wordpress/sqlite';

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'demo-sqlite-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const open = (options?: { readonly?: boolean }) => {
  const db = new Sqlite(path.join(dir, 'demo.sqlite'), options);
  if (!options?.readonly) db.exec('CREATE TABLE IF NOT EXISTS notes (id INTEGER PRIMARY KEY AUTOINCREMENT, text TEXT)');
  return db;
};
const texts = (db: Sqlite) => (db.sql('SELECT text FROM notes ORDER BY id').all() as { text: string }[]).map((r) => r.text);

test('Node 22.13 and later use their built-in SQLite, so nothing native has to match the Node that runs', () => {
  const db = open();
  expect(db.driver).toBe(semver.gte(process.version, '22.13.0') ? 'node:sqlite' : 'better-sqlite3');
  db.close();
});

test('a write returns its row id, and a prepared statement runs again with new values', () => {
  const db = open();
  expect(Number(db.sql('INSERT INTO notes (text) VALUES (?)').run('first').lastInsertRowid)).toBe(1);
  expect(Number(db.sql('INSERT INTO notes (text) VALUES (?)').run(null).lastInsertRowid)).toBe(2);
  expect(db.sql('SELECT text FROM notes WHERE id = ?').get(2)).toEqual(expect.objectContaining({ text: null }));
  db.close();
});

test('a transaction keeps all its writes, or none when its work throws', () => {
  const db = open();
  const kept = db.transaction(() => {
    db.sql('INSERT INTO notes (text) VALUES (?)').run('a');
    // A transaction begun inside another is part of it.
    db.transaction(() => db.sql('INSERT INTO notes (text) VALUES (?)').run('b'));
    return 'done';
  });
  expect(kept).toBe('done');
  expect(() =>
    db.transaction(() => {
      db.sql('INSERT INTO notes (text) VALUES (?)').run('c');
      throw new Error('the check failed');
    }),
  ).toThrow('the check failed');
  expect(texts(db)).toEqual(['a', 'b']);
  // The connection is usable after a rollback.
  db.transaction(() => db.sql('INSERT INTO notes (text) VALUES (?)').run('d'));
  expect(texts(db)).toEqual(['a', 'b', 'd']);
  db.close();
});

test('a second connection to the file sees the first one’s writes, and data_version tells it something changed', () => {
  const writer = open();
  writer.exec('PRAGMA journal_mode = WAL');
  const reader = open();
  const version = () => (reader.sql('PRAGMA data_version').get() as { data_version: number }).data_version;
  const before = version();
  writer.sql('INSERT INTO notes (text) VALUES (?)').run('from the moderation command');
  expect(version()).not.toBe(before);
  expect(texts(reader)).toEqual(['from the moderation command']);
  reader.close();
  writer.close();
  // A server stopped twice closes its store twice.
  expect(() => writer.close()).not.toThrow();
});

test('a read-only connection needs the file, and cannot write to it', () => {
  expect(() => open({ readonly: true })).toThrow();
  open().close();
  const db = open({ readonly: true });
  expect(texts(db)).toEqual([]);
  expect(() => db.sql('INSERT INTO notes (text) VALUES (?)').run('x')).toThrow(/readonly|read-only/i);
  db.close();
});
