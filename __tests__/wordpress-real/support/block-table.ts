// docs/editors.md's table of every block the editor offers, and the reasons the sidebar gives for
// those the plugin takes out of the inserter, as the tests against the real block editor read them.
import fs from 'node:fs';
import path from 'node:path';

export type BlockAnswer =
  | { name: string; title: string; kind: 'works' | 'made to work by the site' | "not in WordPress's inserter" }
  | { name: string; title: string; kind: 'removed'; reason: string }
  | { name: string; title: string; kind: 'inside'; parent: string };

const EDITORS = path.join(__dirname, '../../../docs/editors.md');
const SECTION = '## For editors: every block WordPress offers';

// `| Accordion (`core/accordion`) | **removed**: accordion | what visitors see |`
const ROW = /^\| (.+?) \(`([\w/-]+)`\) \| (.+?) \|/;
// `- **accordion**: Not on the site: …`
const REASON = /^- \*\*(\w+)\*\*: (.+)$/;

function answerOf(name: string, title: string, cell: string): BlockAnswer {
  const removed = /^\*\*removed\*\*: (\w+)$/.exec(cell);
  if (removed) return { name, title, kind: 'removed', reason: removed[1] };
  const inside = /^inside (.+)$/.exec(cell);
  if (inside) return { name, title, kind: 'inside', parent: inside[1] };
  const kind = cell.replace(/\*\*/g, '');
  if (kind === 'works' || kind === 'made to work by the site' || kind === "not in WordPress's inserter") return { name, title, kind };
  throw new Error(`docs/editors.md: "${cell}" is not an answer the block table knows (block ${name})`);
}

export function blockTable(): { blocks: Map<string, BlockAnswer>; reasons: Map<string, string> } {
  const text = fs.readFileSync(EDITORS, 'utf8');
  const start = text.indexOf(SECTION);
  if (start === -1) throw new Error(`docs/editors.md has no section "${SECTION}"`);
  const end = text.indexOf('\n## ', start + SECTION.length);
  const lines = text.slice(start, end === -1 ? undefined : end).split('\n');
  const blocks = new Map<string, BlockAnswer>();
  const reasons = new Map<string, string>();
  for (const line of lines) {
    const row = ROW.exec(line);
    if (row) blocks.set(row[2], answerOf(row[2], row[1], row[3]));
    const reason = REASON.exec(line);
    if (reason) reasons.set(reason[1], reason[2]);
  }
  return { blocks, reasons };
}
