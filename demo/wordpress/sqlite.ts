// The demo backend's SQLite connection. Node 22.13 and later have SQLite built in (`node:sqlite`),
// so nothing is compiled at install and the same install runs on any of them. Node 20 has not:
// there the optional `better-sqlite3` is loaded, whose native module npm builds for the Node that
// installs it. The two drivers share the calls used here (exec, prepare, get/all/run, close).
import { createRequire } from 'node:module';
import type BetterSqlite3 from 'better-sqlite3';

type Value = string | number | bigint | null;
type Statement = {
  get(...values: Value[]): unknown;
  all(...values: Value[]): unknown[];
  run(...values: Value[]): { lastInsertRowid: number | bigint };
};
type Connection = { exec(sql: string): unknown; prepare(sql: string): Statement; close(): unknown };
type Driver = 'node:sqlite' | 'better-sqlite3';
type BuiltIn = { DatabaseSync: new (file: string, options: { readOnly: boolean }) => Connection };

const load = createRequire(__filename);

function connect(file: string, readonly: boolean): { connection: Connection; driver: Driver } {
  const builtIn = process.getBuiltinModule('node:sqlite') as BuiltIn | undefined;
  if (builtIn) return { connection: new builtIn.DatabaseSync(file, { readOnly: readonly }), driver: 'node:sqlite' };
  const Database = load('better-sqlite3') as typeof BetterSqlite3;
  const db = new Database(file, { readonly, fileMustExist: readonly });
  const connection: Connection = { exec: (sql) => db.exec(sql), prepare: (sql) => db.prepare<Value[]>(sql), close: () => db.close() };
  return { connection, driver: 'better-sqlite3' };
}

export class Sqlite {
  readonly driver: Driver;
  private readonly connection: Connection;
  private readonly statements = new Map<string, Statement>();
  private inTransaction = false;
  private closed = false;

  /** A read-only database must exist; a writable one is created if it does not. */
  constructor(file: string, options: { readonly?: boolean } = {}) {
    const { connection, driver } = connect(file, options.readonly === true);
    this.connection = connection;
    this.driver = driver;
  }

  exec(sql: string): void {
    this.connection.exec(sql);
  }

  /** Statements are prepared once: preparing one costs more than running it. */
  sql(text: string): Statement {
    let statement = this.statements.get(text);
    if (!statement) {
      statement = this.connection.prepare(text);
      this.statements.set(text, statement);
    }
    return statement;
  }

  /**
   * Runs `work` in one transaction that takes the write lock at once (BEGIN IMMEDIATE), so that its
   * checks and writes see the same state even when another process shares the file. A transaction
   * begun inside one is part of it.
   */
  transaction<T>(work: () => T): T {
    if (this.inTransaction) return work();
    this.connection.exec('BEGIN IMMEDIATE');
    this.inTransaction = true;
    try {
      const result = work();
      this.connection.exec('COMMIT');
      return result;
    } catch (error) {
      this.connection.exec('ROLLBACK');
      throw error;
    } finally {
      this.inTransaction = false;
    }
  }

  /** Closing twice is allowed, as a server stopped twice closes its store twice. */
  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.connection.close();
  }
}
