// Reads demo/content/forms.yaml: the Contact Form 7 forms, their messages per language and the
// words that mark a submission as spam.
import fs from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import { parseTemplate, tagsOf, type FormTag, type TemplatePart } from './form-tags';

export const MESSAGE_KEYS = [
  'mail_sent_ok',
  'mail_sent_ng',
  'validation_error',
  'spam',
  'accept_terms',
  'invalid_required',
  'invalid_too_long',
  'invalid_too_short',
  'invalid_date',
  'date_too_early',
  'date_too_late',
  'invalid_number',
  'number_too_small',
  'number_too_large',
  'quiz_answer_not_correct',
  'invalid_email',
  'invalid_url',
  'invalid_tel',
  'undefined_value',
  'too_many_items',
] as const;
export type MessageKey = (typeof MESSAGE_KEYS)[number];
type Messages = Record<MessageKey, string>;

type MailTemplate = { to: string; from: string; replyTo: string; subject: string };

export type ContactForm = {
  id: number;
  language: string;
  title: string;
  parts: TemplatePart[];
  tags: FormTag[];
  messages: Messages;
  mail: MailTemplate;
};

export type FormsFile = { forms: ContactForm[]; disallowedKeys: string[] };

type Yaml = Record<string, unknown>;

export function readForms(contentDir: string): FormsFile {
  const file = path.join(contentDir, 'forms.yaml');
  if (!fs.existsSync(file)) return { forms: [], disallowedKeys: [] };
  const data = (YAML.parse(fs.readFileSync(file, 'utf8')) ?? {}) as Yaml;
  const defaults = (data.messages ?? {}) as Record<string, Partial<Messages>>;
  const seen = new Set<number>();

  const forms = ((data.forms ?? []) as Yaml[]).map((f): ContactForm => {
    const id = Number(f.id);
    const where = `forms.yaml, form ${String(f.id)}`;
    if (!Number.isInteger(id) || id <= 0) throw new Error(`${where}: needs a numeric id`);
    if (seen.has(id)) throw new Error(`${where}: the id is used twice`);
    seen.add(id);
    const language = String(f.language ?? '');
    const messages = { ...defaults[language], ...((f.messages ?? {}) as Partial<Messages>) };
    const missing = MESSAGE_KEYS.filter((k) => typeof messages[k] !== 'string');
    if (missing.length) throw new Error(`${where}: no ${language || 'language'} message for ${missing.join(', ')}`);
    const mail = (f.mail ?? {}) as Partial<MailTemplate>;
    let parts: TemplatePart[];
    try {
      parts = parseTemplate(String(f.template ?? ''));
    } catch (error) {
      throw new Error(`${where}: ${(error as Error).message}`);
    }
    return {
      id,
      language,
      title: String(f.title ?? ''),
      parts,
      tags: tagsOf(parts),
      messages: messages as Messages,
      mail: { to: mail.to ?? '', from: mail.from ?? '', replyTo: mail.replyTo ?? '', subject: mail.subject ?? String(f.title ?? '') },
    };
  });
  return { forms, disallowedKeys: ((data.disallowedKeys ?? []) as unknown[]).map(String) };
}
