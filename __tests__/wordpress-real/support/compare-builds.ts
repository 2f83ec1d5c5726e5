// Two builds' `public/` compared as visitors, crawlers and the CDN receive them: the same files,
// and in each the same bytes, but for what differs between any two builds of the same content
// (the bundle's compilation hash and what depends on it, Contact Form 7's quiz, which WordPress
// draws at random on each request).
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { filesUnder, isBinary } from '../../support/built-files';

export type Difference = { file: string; warm: string; clean: string };

/** What may differ between two builds of the same content. */
function normalise(text: string): string {
  return (
    text
      // webpack's compilation hash, in each page's inline script, page-data and app-data.json
      .replace(/("?webpackCompilationHash"?\s*[:=]\s*")[0-9a-f]+"/g, '$1#"')
      // the security policy's hashes of those inline scripts
      .replace(/'sha256-[A-Za-z0-9+/=]+'/g, "'sha256-#'")
      // Contact Form 7's quiz: a question drawn at random, and the hash of its answer (in HTML,
      // and in page-data, where the quotes are escaped, and as the content tree)
      .replace(/(<span class=\\?"wpcf7-quiz-label\\?">)[^<]*(<\/span>)/g, '$1#$2')
      .replace(/(_wpcf7_quiz_answer_[^"\\]*\\?"\s+value=\\?")[0-9a-f]+/g, '$1#')
      .replace(/(\["span",\{"class":"wpcf7-quiz-label"\},\[")(?:[^"\\]|\\.)*("\])/g, '$1#$2')
      .replace(/("_wpcf7_quiz_answer_[^"]*","value":")[0-9a-f]+/g, '$1#')
  );
}

const excerpt = (text: string, at: number) => text.slice(Math.max(0, at - 160), at + 240);

/** The first file, in path order, that is missing from one build or differs between them; null when none. */
export function firstDifference(warmDir: string, cleanDir: string): Difference | null {
  const warmFiles = filesUnder(warmDir);
  const cleanFiles = filesUnder(cleanDir);
  const all = [...new Set([...warmFiles, ...cleanFiles])].sort();
  const warmSet = new Set(warmFiles);
  const cleanSet = new Set(cleanFiles);
  for (const file of all) {
    if (!warmSet.has(file) || !cleanSet.has(file))
      return { file, warm: warmSet.has(file) ? 'present' : 'missing', clean: cleanSet.has(file) ? 'present' : 'missing' };
    const [a, b] = [fs.readFileSync(path.join(warmDir, file)), fs.readFileSync(path.join(cleanDir, file))];
    if (isBinary(file)) {
      const digest = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex').slice(0, 16);
      if (digest(a) !== digest(b)) return { file, warm: `${a.length} bytes, ${digest(a)}`, clean: `${b.length} bytes, ${digest(b)}` };
      continue;
    }
    const [warm, clean] = [normalise(a.toString('utf8')), normalise(b.toString('utf8'))];
    if (warm === clean) continue;
    let at = 0;
    while (at < warm.length && warm[at] === clean[at]) at += 1;
    return { file, warm: excerpt(warm, at), clean: excerpt(clean, at) };
  }
  return null;
}
