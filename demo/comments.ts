// `npm run demo:comments`: the demo backend's moderation queue. Lists the comments visitors left
// that wait for approval; `npm run demo:comments -- approve <id>` approves one, which makes it
// public and tells the next warm build about it; `unapprove <id>` and `delete <id>` take one off
// the site again. Works whether or not the backend is running.
import { DEFAULT_DB_PATH } from './backend';
import { printable } from './terminal-text';
import { approveComment, pendingComments, withdrawComment } from './wordpress/moderation';
import { Store } from './wordpress/store';

const USAGE = 'usage: npm run demo:comments [-- approve|unapprove|delete <id>]';

function main(args: string[]): number {
  const store = new Store(process.env.DEMO_DB || DEFAULT_DB_PATH);
  try {
    const [command, id] = args;
    if (command === undefined || command === 'list') {
      const pending = pendingComments(store);
      if (!pending.length) console.log('No comment is waiting for approval.');
      for (const c of pending) {
        // What visitors typed is printed escaped (terminal-text.ts).
        const text = printable((c.rawContent ?? c.content).replace(/\s+/g, ' '));
        console.log(`#${c.id}  ${c.dateGmt ?? c.date} GMT  on "${printable(c.pageTitle)}"${c.parentId ? ` (reply to #${c.parentId})` : ''}`);
        console.log(`    ${printable(c.authorName)} <${printable(c.authorEmail)}>${c.authorUrl ? ` ${printable(c.authorUrl)}` : ''}`);
        console.log(`    ${text.length > 200 ? `${text.slice(0, 197)}...` : text}`);
      }
      return 0;
    }
    if (command === 'approve' && id !== undefined && /^\d+$/.test(id)) {
      const result = approveComment(store, Number(id));
      if (!result.ok) {
        console.error(result.reason);
        return 1;
      }
      console.log(`Approved comment #${result.comment.id} by ${printable(result.comment.authorName)}; the next warm build will show it.`);
      return 0;
    }
    if ((command === 'unapprove' || command === 'delete') && id !== undefined && /^\d+$/.test(id)) {
      const result = withdrawComment(store, Number(id), command);
      if (!result.ok) {
        console.error(result.reason);
        return 1;
      }
      const done = command === 'unapprove' ? 'Unapproved' : 'Deleted';
      console.log(`${done} comment #${result.comment.id} by ${printable(result.comment.authorName)}; the next warm build will not show it.`);
      return 0;
    }
    console.error(USAGE);
    return 2;
  } finally {
    store.close();
  }
}

process.exitCode = main(process.argv.slice(2));
