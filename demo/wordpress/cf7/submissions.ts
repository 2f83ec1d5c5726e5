// Every contact-form submission, and the outbox of messages the demo could not hand to an SMTP
// server, in SQLite beside the rest of the demo's state (its own connection to the same file).
import fs from 'node:fs';
import path from 'node:path';
import { Sqlite } from '../sqlite';

export type Submission = {
  id: number;
  formId: number;
  unitTag: string;
  language: string;
  status: string;
  posted: Record<string, string[]>;
  postedDataHash: string;
  createdGmt: string;
};

export type OutboxMessage = { id: number; submissionId: number; from: string; to: string; replyTo: string; subject: string; text: string; createdGmt: string };

const nowGmt = () => new Date().toISOString().slice(0, 19).replace('T', ' ');

export class FormSubmissions {
  private readonly db: Sqlite;

  constructor(file: string, options: { readonly?: boolean } = {}) {
    if (file !== ':memory:' && !options.readonly) fs.mkdirSync(path.dirname(file), { recursive: true });
    this.db = new Sqlite(file, { readonly: options.readonly === true });
    if (options.readonly) return;
    this.db.exec('PRAGMA journal_mode = WAL');
    this.db.exec(`
      CREATE TABLE IF NOT EXISTS cf7_submissions (
        id INTEGER PRIMARY KEY AUTOINCREMENT, form_id INTEGER NOT NULL, unit_tag TEXT NOT NULL,
        language TEXT NOT NULL, status TEXT NOT NULL, posted TEXT NOT NULL,
        posted_data_hash TEXT NOT NULL, created_gmt TEXT NOT NULL);
      CREATE TABLE IF NOT EXISTS cf7_outbox (
        id INTEGER PRIMARY KEY AUTOINCREMENT, submission_id INTEGER NOT NULL REFERENCES cf7_submissions (id),
        mail_from TEXT NOT NULL, mail_to TEXT NOT NULL, reply_to TEXT NOT NULL, subject TEXT NOT NULL,
        body TEXT NOT NULL, created_gmt TEXT NOT NULL);
    `);
  }

  close(): void {
    this.db.close();
  }

  record(s: Omit<Submission, 'id' | 'createdGmt'>): number {
    const info = this.db
      .sql('INSERT INTO cf7_submissions (form_id, unit_tag, language, status, posted, posted_data_hash, created_gmt) VALUES (?, ?, ?, ?, ?, ?, ?)')
      .run(s.formId, s.unitTag, s.language, s.status, JSON.stringify(s.posted), s.postedDataHash, nowGmt());
    return Number(info.lastInsertRowid);
  }

  queue(m: Omit<OutboxMessage, 'id' | 'createdGmt'>): void {
    this.db
      .sql('INSERT INTO cf7_outbox (submission_id, mail_from, mail_to, reply_to, subject, body, created_gmt) VALUES (?, ?, ?, ?, ?, ?, ?)')
      .run(m.submissionId, m.from, m.to, m.replyTo, m.subject, m.text, nowGmt());
  }

  submissions(): Submission[] {
    const rows = this.db.sql('SELECT * FROM cf7_submissions ORDER BY id').all() as Record<string, string | number>[];
    return rows.map((r) => ({
      id: Number(r.id),
      formId: Number(r.form_id),
      unitTag: String(r.unit_tag),
      language: String(r.language),
      status: String(r.status),
      posted: JSON.parse(String(r.posted)) as Record<string, string[]>,
      postedDataHash: String(r.posted_data_hash),
      createdGmt: String(r.created_gmt),
    }));
  }

  outbox(): OutboxMessage[] {
    const hasTable = this.db.sql("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'cf7_outbox'").get();
    if (!hasTable) return [];
    const rows = this.db.sql('SELECT * FROM cf7_outbox ORDER BY id').all() as Record<string, string | number>[];
    return rows.map((r) => ({
      id: Number(r.id),
      submissionId: Number(r.submission_id),
      from: String(r.mail_from),
      to: String(r.mail_to),
      replyTo: String(r.reply_to),
      subject: String(r.subject),
      text: String(r.body),
      createdGmt: String(r.created_gmt),
    }));
  }
}
