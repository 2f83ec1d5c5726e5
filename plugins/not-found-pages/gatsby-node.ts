// A missing page answers in its own language on every host (not-found-rules.ts says how each looks
// for it), with the languages WordPress has, not a list written here. Runs before the plugins that
// rewrite built pages, which then treat the copies as pages of this build.
import fs from 'node:fs';
import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import { defaultLanguageOf, languageRoot, type SiteLanguages } from '../../src/lib/front-page-uris';
import { netlifyConfig, notFoundCopy } from './not-found-rules';

const COPIED = 'not-found-copies';

export const onPostBuild: GatsbyNode['onPostBuild'] = async ({ graphql, reporter, cache }) => {
  const { data, errors } = await graphql<{ wp: SiteLanguages }>(`
    {
      wp {
        defaultLanguage {
          slug
        }
        languages {
          slug
        }
      }
    }
  `);
  if (errors || !data) return reporter.panic("Could not read WordPress's languages", errors);
  const defaultLanguage = defaultLanguageOf(data.wp);
  const roots = (data.wp.languages ?? []).map((language) => languageRoot(language.slug, defaultLanguage)).filter((root) => root !== '/');
  const publicDir = path.resolve('public');
  const copied: string[] = [];
  for (const root of roots) {
    const { from, to } = notFoundCopy(root);
    const source = path.join(publicDir, from);
    if (!fs.existsSync(source)) continue;
    await fs.promises.copyFile(source, path.join(publicDir, to));
    copied.push(to);
  }
  // A language WordPress no longer has leaves no page behind.
  const earlier = ((await cache.get(COPIED)) as string[] | undefined) ?? [];
  for (const file of earlier) if (!copied.includes(file)) await fs.promises.rm(path.join(publicDir, file), { force: true });
  await cache.set(COPIED, copied);
  await fs.promises.writeFile(path.resolve('netlify.toml'), netlifyConfig(roots));
};
