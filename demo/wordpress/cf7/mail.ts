// The mail a submission sends, with CF7's mail-tags filled in, and how it leaves: through an SMTP
// server when SMTP_URL names one (nodemailer), otherwise into the demo's outbox table.
import nodemailer from 'nodemailer';
import type { ContactForm } from './forms-file';

export type OutgoingMail = { from: string; to: string; replyTo: string; subject: string; text: string };

export type MailContext = { siteTitle: string; siteUrl: string };

const NOT_MAILED = new Set(['submit', 'count', 'quiz']);

/** `[your-name]` becomes what was posted in your-name; `[_site_title]` and `[_site_url]` the site's. */
function fillMailTags(text: string, posted: Record<string, string[]>, context: MailContext): string {
  return text.replace(/\[(_site_title|_site_url|[A-Za-z][-\w]*)\]/g, (_whole, name: string) => {
    if (name === '_site_title') return context.siteTitle;
    if (name === '_site_url') return context.siteUrl;
    return (posted[name] ?? []).filter((v) => v !== '').join(', ');
  });
}

export function composeMail(form: ContactForm, posted: Record<string, string[]>, context: MailContext): OutgoingMail {
  const fill = (text: string) => fillMailTags(text, posted, context);
  const lines = form.tags.filter((t) => !NOT_MAILED.has(t.type)).map((t) => `${t.name}: ${(posted[t.name] ?? []).filter((v) => v !== '').join(', ')}`);
  return {
    from: fill(form.mail.from),
    to: fill(form.mail.to),
    replyTo: fill(form.mail.replyTo),
    subject: fill(form.mail.subject),
    text: `${lines.join('\n')}\n\n-- \n${context.siteTitle} (${context.siteUrl}), form ${form.id} "${form.title}"\n`,
  };
}

/** Sends through SMTP; resolves false (CF7's mail_failed) when the server cannot be reached or refuses. */
export function smtpSender(smtpUrl: string): (mail: OutgoingMail) => Promise<boolean> {
  const transport = nodemailer.createTransport(smtpUrl);
  return async (mail) => {
    try {
      await transport.sendMail({ ...mail, replyTo: mail.replyTo || undefined });
      return true;
    } catch (error) {
      console.error(`Contact form mail could not be sent: ${(error as Error).message}`);
      return false;
    }
  };
}
