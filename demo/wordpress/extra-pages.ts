// For build benchmarks: N more pages per language, made from an existing page, so that build time
// and memory can be measured at the size of a large hotel group's site. Off unless asked for
// (`DEMO_EXTRA_PAGES=N`).
import type { ContentSnapshot, PageRecord } from './content-files';

export function withExtraPages(snapshot: ContentSnapshot, count: number, templateKey = 'restaurant'): ContentSnapshot {
  if (count <= 0) return snapshot;
  if (!snapshot.pages.some((p) => p.translationKey === templateKey)) throw new Error(`No page to copy for the extra pages: ${templateKey}`);
  const extra: PageRecord[] = [];
  snapshot.site.languages.forEach((language, index) => {
    const template = snapshot.pages.find((p) => p.translationKey === templateKey && p.language === language.slug);
    if (!template) return;
    for (let i = 1; i <= count; i++) {
      extra.push({
        ...template,
        id: 1_000_000 + index * 100_000 + i,
        translationKey: `bench-${i}`,
        title: `${template.title} ${i}`,
        slug: `${template.slug}-${i}`,
        parent: null,
        isFrontPage: false,
        isPrivacyPage: false,
        menuOrder: 100 + i,
      });
    }
  });
  return { ...snapshot, pages: [...snapshot.pages, ...extra] };
}
