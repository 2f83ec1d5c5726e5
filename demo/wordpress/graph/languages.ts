// Polylang's languages, as WPGraphQL Polylang shows them, and the `language` filters of lists.
import type { Language } from '../content-files';
import type { GraphContext } from './context';
import { pageRecords, uriOf } from './pages';

export const defaultLanguage = (ctx: GraphContext) => ctx.store.site().languages[0];
export const languageBySlug = (ctx: GraphContext, slug: string) => ctx.store.site().languages.find((l) => l.slug === slug) ?? defaultLanguage(ctx);

// A page's language has no home URL in WPGraphQL Polylang 0.7.1 (it resolves it from a property
// Polylang 3.8 keeps only on the languages it lists itself, as in `languages`).
export const language = (ctx: GraphContext, l: Language, withHome = false) => ({
  id: Buffer.from(`Language:${l.slug}`).toString('base64'),
  code: l.code,
  slug: l.slug,
  locale: l.locale,
  name: l.name,
  homeUrl: withHome ? homeUrlOf(ctx, l) : null,
});

// Polylang's home of a language with a front page is that page's permalink (`/fr/accueil/`),
// unless its "remove the page name from the front page's URL" setting is on (off by default).
const homeUrlOf = (ctx: GraphContext, l: Language) => {
  const front = pageRecords(ctx).find((p) => p.isFrontPage && p.language === l.slug);
  if (front) return `${ctx.origin}${uriOf(ctx, front)}`;
  return l.slug === defaultLanguage(ctx).slug ? `${ctx.origin}/` : `${ctx.origin}/${l.slug}/`;
};

/** The slugs of the languages a `where` asks for, or null for all of them. */
export function languageFilter(ctx: GraphContext, where: Record<string, unknown> | null | undefined): Set<string> | null {
  const codes = where?.languages as string[] | undefined;
  if (codes?.length)
    return new Set(
      ctx.store
        .site()
        .languages.filter((l) => codes.includes(l.code))
        .map((l) => l.slug),
    );
  const code = where?.language as string | undefined;
  if (!code || code === 'ALL') return null;
  if (code === 'DEFAULT') return new Set([defaultLanguage(ctx).slug]);
  return new Set(
    ctx.store
      .site()
      .languages.filter((l) => l.code === code)
      .map((l) => l.slug),
  );
}

export const languageRootFields = (ctx: GraphContext) => ({
  languages: () => ctx.store.site().languages.map((l) => language(ctx, l, true)),
  defaultLanguage: () => language(ctx, defaultLanguage(ctx), true),
});
