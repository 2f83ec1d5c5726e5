import path from 'node:path';
import { readContent } from '../../demo/wordpress/content-files';
import { withExtraPages } from '../../demo/wordpress/extra-pages';

const snapshot = readContent(path.resolve(__dirname, '../../demo/content'));

test('extra pages copy the chosen page in every language, each at its own address', () => {
  const bigger = withExtraPages(snapshot, 2, 'awards');
  const extra = bigger.pages.slice(snapshot.pages.length);
  expect(extra).toHaveLength(2 * snapshot.site.languages.length);
  for (const language of snapshot.site.languages) {
    const original = snapshot.pages.find((p) => p.translationKey === 'awards' && p.language === language.slug);
    const copies = extra.filter((p) => p.language === language.slug);
    expect(copies.map((p) => p.slug)).toEqual([`${original?.slug}-1`, `${original?.slug}-2`]);
    for (const copy of copies) expect(copy.content).toBe(original?.content);
  }
  expect(new Set(bigger.pages.map((p) => p.id)).size).toBe(bigger.pages.length);
});

test('a page that does not exist cannot be copied', () => {
  expect(() => withExtraPages(snapshot, 1, 'no-such-page')).toThrow('No page to copy for the extra pages: no-such-page');
  expect(withExtraPages(snapshot, 0, 'no-such-page')).toBe(snapshot);
});
