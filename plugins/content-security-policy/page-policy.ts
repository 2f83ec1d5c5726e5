// A built page and its policy: the hashes of the inline scripts the site wrote, and the policy
// written into the page's <head> as a <meta> element, for hosts that send no header for it.
import { createHash } from 'node:crypto';

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const APP_ROOT = '<div id="___gatsby"';
const META = /<meta http-equiv="Content-Security-Policy" content="[^"]*"\/?>/i;
// Types a browser runs; JSON-LD and other data blocks are not scripts to a policy.
const EXECUTABLE_TYPE = /^(?:|module|text\/javascript|application\/javascript)$/i;

const typeOf = (attributes: string) => /\stype=["']?([^"'\s>]*)/i.exec(attributes)?.[1] ?? '';

/**
 * The inline scripts the site itself wrote: those of the <head> (Gatsby's and its plugins') and
 * those after the application's root element (the script loaders). WordPress content is rendered
 * inside the root, so a script in it is never trusted, whatever it claims to be.
 */
export function siteInlineScripts(html: string): string[] {
  const rootStart = html.indexOf(APP_ROOT);
  const rootEnd = html.lastIndexOf('</div>');
  const scripts: string[] = [];
  for (const match of html.matchAll(SCRIPT)) {
    const [, attributes, body] = match;
    const at = match.index ?? 0;
    const outsideRoot = rootStart === -1 || at < rootStart || at > rootEnd;
    if (outsideRoot && !/\ssrc=/i.test(attributes) && EXECUTABLE_TYPE.test(typeOf(attributes))) scripts.push(body);
  }
  return scripts;
}

export const sha256 = (text: string): string => createHash('sha256').update(text, 'utf8').digest('base64');

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * The page with `policy` as its first element after the character set (a policy in a <meta>
 * governs only what follows it), replacing the one an earlier build wrote.
 */
export function withPolicyMeta(html: string, policy: string): string {
  const meta = `<meta http-equiv="Content-Security-Policy" content="${escapeAttribute(policy)}"/>`;
  const without = html.replace(META, '');
  const charset = /<meta charSet="utf-8"\/?>/i.exec(without) ?? /<head[^>]*>/i.exec(without);
  if (!charset) return without;
  const at = (charset.index ?? 0) + charset[0].length;
  return without.slice(0, at) + meta + without.slice(at);
}
