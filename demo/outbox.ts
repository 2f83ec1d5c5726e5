// `npm run demo:outbox`: prints the contact-form mail the demo backend kept instead of sending it
// (it sends only when SMTP_URL is set). Reads the same SQLite file as the backend (DEMO_DB).
import fs from 'node:fs';
import { DEFAULT_DB_PATH } from './backend';
import { printable } from './terminal-text';
import { FormSubmissions, type OutboxMessage } from './wordpress/cf7/submissions';

// Every field but the ids and dates holds what a visitor typed (mail-tags filled from the form).
export function formatOutbox(messages: OutboxMessage[]): string {
  if (!messages.length) return 'The outbox is empty.\n';
  return messages
    .map((m) =>
      [
        `#${m.id}  ${m.createdGmt} GMT  (submission ${m.submissionId})`,
        `From: ${printable(m.from)}`,
        `To: ${printable(m.to)}`,
        ...(m.replyTo ? [`Reply-To: ${printable(m.replyTo)}`] : []),
        `Subject: ${printable(m.subject)}`,
        '',
        printable(m.text.trimEnd(), { lines: true }),
        '',
      ].join('\n'),
    )
    .join('\n');
}

if (require.main === module) {
  const file = process.env.DEMO_DB || DEFAULT_DB_PATH;
  if (!fs.existsSync(file)) {
    console.log(`No demo database at ${file} yet: start the demo backend and send a form first.`);
  } else {
    const submissions = new FormSubmissions(file, { readonly: true });
    process.stdout.write(formatOutbox(submissions.outbox()));
    submissions.close();
  }
}
