// Every built page gets a Content-Security-Policy: in its <head> (any host) and in `_headers`
// (Netlify, Cloudflare Pages), which can also carry what a <meta> cannot (frame-ancestors,
// reporting). Runs after the plugin that rewrites the pages' script tags, and on every page of
// `public/`, so that a warm build leaves no page with an outdated policy.
import fs from 'node:fs';
import path from 'node:path';
import type { NextFunction, Request, Response } from 'express';
import type { GatsbyNode } from 'gatsby';
import { headersFile, pagePath, type PagePolicy } from './headers-file';
import { siteInlineScripts, sha256, withPolicyMeta } from './page-policy';
import { policyDirectives, serializePolicy, type Directives } from './policy';
import { policySources } from './policy-sources';

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await fs.promises.readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html') && !entry.parentPath.includes(`${path.sep}_gatsby`))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

export const onPostBuild: GatsbyNode['onPostBuild'] = async ({ reporter }) => {
  const publicDir = path.resolve('public');
  const sources = policySources();
  const pages: PagePolicy[] = [];
  for (const file of await htmlFiles(publicDir)) {
    const html = await fs.promises.readFile(file, 'utf8');
    const directives = policyDirectives(sources, siteInlineScripts(html).map(sha256));
    const rewritten = withPolicyMeta(html, serializePolicy(directives, 'meta'));
    if (rewritten !== html) await fs.promises.writeFile(file, rewritten);
    pages.push({ path: pagePath('/' + path.relative(publicDir, file).split(path.sep).join('/')), policy: serializePolicy(directives, 'header') });
  }
  const siteWide = path.resolve('static/_headers');
  const base = fs.existsSync(siteWide) ? await fs.promises.readFile(siteWide, 'utf8') : '';
  await fs.promises.writeFile(path.join(publicDir, '_headers'), headersFile(base, pages, sources.reportUrl));
  reporter.info(`Content-Security-Policy written for ${pages.length} pages`);
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
