// The `_headers` file that Netlify and Cloudflare Pages read: the site-wide headers of
// `static/_headers`, then one rule per page with its own policy (pages differ by their hashes).
// Both hosts send every rule that matches a path, so a page gets the site-wide policy
// (`frame-ancestors 'self'`) and its own; a browser enforces both.

import { REPORT_GROUP } from './policy';

export type PagePolicy = { path: string; policy: string };

/** `/rooms/index.html` → `/rooms/`; `/404.html` stays as it is. */
export function pagePath(file: string): string {
  return file.endsWith('/index.html') ? file.slice(0, -'index.html'.length) : file;
}

export function headersFile(siteWide: string, pages: PagePolicy[], reportUrl?: string): string {
  const rules = [...pages]
    .sort((a, b) => a.path.localeCompare(b.path))
    .map(({ path, policy }) => {
      const lines = [path, `  Content-Security-Policy: ${policy}`];
      if (reportUrl) lines.push(`  Reporting-Endpoints: ${REPORT_GROUP}="${reportUrl}"`);
      return lines.join('\n');
    });
  const head = siteWide.replace(/\s*$/, '\n');
  return rules.length === 0 ? head : `${head}\n# Each page's Content-Security-Policy, written by the build.\n${rules.join('\n\n')}\n`;
}
