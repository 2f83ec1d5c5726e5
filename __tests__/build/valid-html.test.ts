// Every page the build wrote (every language, the "page not found" pages too) follows the HTML
// standard, as html-validate's `standard` rules hold it: allowed attribute values (an autocomplete
// token a single-line field may carry, for one), unique ids, elements only where they may be.
// Style rules (self-closing void elements, attribute case) are not the standard's and not checked.
import path from 'node:path';
import { HtmlValidate } from 'html-validate';
import { filesUnder } from '../support/built-files';

const publicDir = path.resolve(__dirname, '../../public');
const validator = new HtmlValidate({ extends: ['html-validate:standard'] });

const problemsIn = (page: string, report: Awaited<ReturnType<HtmlValidate['validateString']>>) =>
  report.results.flatMap((result) => result.messages.map((message) => `${page}:${message.line}:${message.column} ${message.message} (${message.ruleId})`));

test('every built page follows the HTML standard', async () => {
  const pages = filesUnder(publicDir).filter((file) => file.endsWith('.html') && !file.startsWith('_gatsby'));
  expect(pages.length).toBeGreaterThan(40);
  const problems: string[] = [];
  for (const page of pages) problems.push(...problemsIn(page, await validator.validateFile(path.join(publicDir, page))));
  expect(problems).toEqual([]);
});

test('the check finds what the standard forbids', async () => {
  const page =
    '<!DOCTYPE html><html lang="en"><head><title>A page</title></head><body><input type="text" name="start" autocomplete="street-address"><p id="a"></p><p id="a"></p></body></html>';
  const problems = problemsIn('a page', await validator.validateString(page));
  expect(problems.map((problem) => /\((.+)\)$/.exec(problem)?.[1])).toEqual(['valid-autocomplete', 'no-dup-id']);
});
