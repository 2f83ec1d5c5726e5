// Every built page gets a Content-Security-Policy: in its <head> (any host) and in `_headers`
// (Netlify, Cloudflare Pages), which can also carry what a <meta> cannot (frame-ancestors,
// reporting). Runs after the plugin that rewrites the pages' script tags. A warm build reads only
// the pages Gatsby wrote again: the others keep the policy the last build gave them, unless the
// policy's sources or this plugin's code changed since, which makes it read every page again.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { NextFunction, Request, Response } from 'express';
import type { GatsbyNode } from 'gatsby';
import { builtPages } from '../built-pages';
import { headersFile, pagePath, type PagePolicy } from './headers-file';
import { siteInlineScripts, sha256, withPolicyMeta } from './page-policy';
import { policyDirectives, serializePolicy, type Directives } from './policy';
import { policySources } from './policy-sources';

const buildStarted = Date.now();

/** What the policies depend on besides each page: the configured sources and this plugin's code. */
function fingerprint(sources: unknown): string {
  const dir = path.resolve('plugins/content-security-policy');
  const code = fs.existsSync(dir)
    ? fs
        .readdirSync(dir)
        .sort()
        .map((name) => fs.readFileSync(path.join(dir, name), 'utf8'))
    : [];
  return createHash('sha256')
    .update(JSON.stringify([sources, code]))
    .digest('base64');
}

type Kept = { fingerprint: string; policies: Record<string, string> };

export const onPostBuild: GatsbyNode['onPostBuild'] = async ({ reporter, cache }) => {
  const publicDir = path.resolve('public');
  const sources = policySources();
  const current = fingerprint(sources);
  const kept = (await cache.get('policies')) as Kept | undefined;
  const reusable = kept?.fingerprint === current ? kept.policies : {};
  const pages: PagePolicy[] = [];
  let read = 0;
  for (const { file, written } of builtPages(publicDir, buildStarted)) {
    const page = pagePath('/' + path.relative(publicDir, file).split(path.sep).join('/'));
    const previous = reusable[page];
    if (!written && previous) {
      pages.push({ path: page, policy: previous });
      continue;
    }
    read++;
    const html = await fs.promises.readFile(file, 'utf8');
    const directives = policyDirectives(sources, siteInlineScripts(html).map(sha256));
    const rewritten = withPolicyMeta(html, serializePolicy(directives, 'meta'));
    if (rewritten !== html) await fs.promises.writeFile(file, rewritten);
    pages.push({ path: page, policy: serializePolicy(directives, 'header') });
  }
  await cache.set('policies', { fingerprint: current, policies: Object.fromEntries(pages.map((p) => [p.path, p.policy])) } satisfies Kept);
  const siteWide = path.resolve('static/_headers');
  const base = fs.existsSync(siteWide) ? await fs.promises.readFile(siteWide, 'utf8') : '';
  await fs.promises.writeFile(path.join(publicDir, '_headers'), headersFile(base, pages, sources.reportUrl));
  reporter.info(`Content-Security-Policy written for ${pages.length} pages (${read} read, ${pages.length - read} as the last build left them)`);
};

// Development: the same policy, reported and not enforced (the development server's own scripts
// are inline and evaluated), so that a request a new feature makes to an address the policy does
// not allow shows in the browser's console before it breaks a production page.
const developmentPolicy = (): string => {
  const directives: Directives = policyDirectives(policySources(), []).map(([name, values]) =>
    name === 'script-src' ? [name, ["'self'", "'unsafe-inline'", "'unsafe-eval'"]] : [name, values],
  );
  return serializePolicy(directives, 'header');
};

export const onCreateDevServer: GatsbyNode['onCreateDevServer'] = ({ app }) => {
  const policy = developmentPolicy();
  app.use((_request: Request, response: Response, next: NextFunction) => {
    response.setHeader('Content-Security-Policy-Report-Only', policy);
    next();
  });
};
