// The one pass over the built pages: each page this build wrote (a warm build leaves the others
// alone) is read once, gets its scripts started after the hero's paint with inline scripts that
// carry no page-specific text (app-scripts-after-hero/, decisions 006 and 014), then the one
// site-wide Content-Security-Policy of what its scripts became (decision 014), and is written
// once. The policy goes into every page's <head> (any host) and into `_headers` (Netlify,
// Cloudflare Pages), which can also carry what a <meta> cannot (frame-ancestors, reporting). A
// warm build keeps the hashes of the pages it did not write from the last build; when the
// site-wide policy comes out different from the last one (new scripts, other sources, this
// plugin's code changed), every page's <meta> is rewritten.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { NextFunction, Request, Response } from 'express';
import type { GatsbyNode } from 'gatsby';
import { startAppScriptsAfterHero } from '../app-scripts-after-hero/app-scripts-after-hero';
import { withoutChunkMapping } from '../app-scripts-after-hero/chunk-mapping-script';
import { withPagePathOutOfScript } from '../app-scripts-after-hero/page-path-script';
import { builtPages } from '../built-pages';
import { headersFile, isContentHashedFile, pagePath } from './headers-file';
import { siteInlineScripts, sha256, withPolicyMeta } from './page-policy';
import { policyDirectives, serializePolicy, type Directives } from './policy';
import { policySources } from './policy-sources';
import { sitePolicy } from './site-policy';

const buildStarted = Date.now();

/** What the policy depends on besides the pages: the configured sources and this plugin's code. */
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

/** What the next build reuses: each page's script hashes, and the policy every page's <meta> holds. */
type Kept = { fingerprint: string; hashes: Record<string, string[]>; meta: string };

export const onPostBuild: GatsbyNode['onPostBuild'] = async ({ reporter, cache }) => {
  const publicDir = path.resolve('public');
  const sources = policySources();
  const current = fingerprint(sources);
  const kept = (await cache.get('site-policy')) as Kept | undefined;
  const reusable = kept?.fingerprint === current ? kept : undefined;

  const pages = builtPages(publicDir, buildStarted).map(({ file, written }) => ({
    file,
    written,
    path: pagePath('/' + path.relative(publicDir, file).split(path.sep).join('/')),
  }));
  // One pass in the usual case: the pages read get the policy guessed before all are read (the
  // last build's, or on a clean build the first page's scripts'); those that end up holding
  // another policy than the site's are rewritten after.
  const metaFor = (scriptHashes: string[]) => serializePolicy(policyDirectives(sources, sitePolicy([{ path: '', hashes: scriptHashes }]).hashes), 'meta');
  let guess = reusable?.meta;
  const hashes: Record<string, string[]> = {};
  const holds = new Map<string, string | undefined>();
  let read = 0;
  let rewritten = 0;
  /** Writes a page when it changed from what is on disk, holding `policy` (undefined: none yet). */
  const write = async (file: string, onDisk: string, html: string, policy: string | undefined) => {
    const withMeta = policy === undefined ? html : withPolicyMeta(html, policy);
    if (withMeta !== onDisk) {
      await fs.promises.writeFile(file, withMeta);
      rewritten++;
    }
    holds.set(file, policy);
  };
  for (const page of pages) {
    const previous = reusable?.hashes[page.path];
    if (!page.written && previous) {
      hashes[page.path] = previous;
      holds.set(page.file, reusable?.meta);
      continue;
    }
    read++;
    const onDisk = await fs.promises.readFile(page.file, 'utf8');
    // As Gatsby wrote it in this build, its scripts start at once, carry the page's path and
    // Gatsby's chunk mapping; a page of an earlier build was rewritten then.
    const html = page.written ? withoutChunkMapping(withPagePathOutOfScript(startAppScriptsAfterHero(onDisk))) : onDisk;
    hashes[page.path] = siteInlineScripts(html).map(sha256);
    if (guess === undefined && hashes[page.path].length > 0) guess = metaFor(hashes[page.path]);
    await write(page.file, onDisk, html, guess);
  }

  const { hashes: allHashes, scriptSets } = sitePolicy(Object.entries(hashes).map(([p, h]) => ({ path: p, hashes: h })));
  const directives = policyDirectives(sources, allHashes);
  const meta = serializePolicy(directives, 'meta');
  for (const page of pages) {
    if (holds.get(page.file) !== meta) {
      const onDisk = await fs.promises.readFile(page.file, 'utf8');
      await write(page.file, onDisk, onDisk, meta);
    }
  }
  await cache.set('site-policy', { fingerprint: current, hashes, meta } satisfies Kept);

  const hashedFiles = fs.readdirSync(publicDir).filter(isContentHashedFile);
  const headers = headersFile({ policy: serializePolicy(directives, 'header'), reportUrl: sources.reportUrl, hashedFiles });
  await fs.promises.writeFile(path.join(publicDir, '_headers'), headers);
  reporter.info(
    `Content-Security-Policy: one policy for ${pages.length} pages (${read} read, ${rewritten} rewritten; ${allHashes.length} script hashes, ${scriptSets} set of inline scripts); _headers ${headers.split('\n').filter((line) => line.startsWith('/')).length} rules, ${Buffer.byteLength(headers)} bytes`,
  );
  if (scriptSets > 1)
    reporter.warn(
      `The pages carry ${scriptSets} different sets of inline scripts: the policy allows them all, but a page-specific script makes it grow with the site (decision 014)`,
    );
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
