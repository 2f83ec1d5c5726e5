// Where each host looks for the "page not found" of an address, and what it needs to find the
// language's own: Cloudflare Pages (and `npm run serve`, which is its runtime) serves the nearest
// `404.html` up the folders, so each language's page is copied to `/<lang>/404.html`; Netlify
// serves only the root's, unless a rule with status 404 says otherwise, a rule Cloudflare rejects
// in `_redirects` (it accepts 200, 301, 302, 303, 307 and 308), so those rules go into
// `netlify.toml`, which only Netlify reads.

/** `/fr/` → where Gatsby wrote its page (`fr/404/index.html`) and where the hosts look (`fr/404.html`). */
export function notFoundCopy(languageRoot: string): { from: string; to: string } {
  const folder = languageRoot.replace(/^\/+|\/+$/g, '');
  return { from: `${folder}/404/index.html`, to: `${folder}/404.html` };
}

/** `netlify.toml` with a 404 rule for each language but the default one (whose page is `/404.html`). */
export function netlifyConfig(languageRoots: string[]): string {
  const rules = [...languageRoots]
    .filter((root) => root !== '/')
    .sort()
    .map((root) => `[[redirects]]\n  from = "${root}*"\n  to = "${root}404.html"\n  status = 404\n`);
  return [
    "# Written by the build (plugins/not-found-pages), from WordPress's languages: each language's own",
    '# "page not found" on Netlify. Cloudflare Pages finds them without rules.',
    '',
    ...rules,
  ].join('\n');
}
