// `tsx scripts/netlify-rules.ts <public dir> [netlify.toml]`: reads the site's `_headers`,
// `_redirects` and `netlify.toml` with Netlify's own parsers and prints what Netlify would make of
// them, as JSON: the rules and every error. Exits non-zero on an error. (A script, not a module
// the tests import: the parsers are ES modules only.)
import path from 'node:path';
import { parseAllHeaders } from '@netlify/headers-parser';
import { parseAllRedirects } from '@netlify/redirect-parser';

async function main(): Promise<number> {
  const [publicDir, netlifyConfigPath] = process.argv.slice(2);
  if (!publicDir) {
    console.error('usage: netlify-rules <public dir> [netlify.toml]');
    return 2;
  }
  const headers = await parseAllHeaders({ headersFiles: [path.join(publicDir, '_headers')], netlifyConfigPath, configHeaders: [], minimal: false });
  const redirects = await parseAllRedirects({ redirectsFiles: [path.join(publicDir, '_redirects')], netlifyConfigPath, configRedirects: [], minimal: false });
  const errors = [...headers.errors, ...redirects.errors].map((error: unknown) => (error instanceof Error ? error.message : String(error)));
  console.log(JSON.stringify({ headers: headers.headers, redirects: redirects.redirects, errors }, null, 2));
  return errors.length === 0 ? 0 : 1;
}

main().then((code) => process.exit(code));
