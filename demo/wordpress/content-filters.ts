// The text filters WordPress 6.8 runs on a page's content (`the_content`) before WPGraphQL returns
// it, ported from wp-includes/formatting.php so that the demo backend serves the same characters:
// wptexturize (typographic quotes, dashes, ellipses, ×), capital_P_dangit and convert_smilies.
// Like WordPress they work on the HTML as text, splitting it at tags, with no DOM. PHP's
// patterns use features JavaScript lacks (possessive quantifiers, conditionals, \A and \Z); each
// is rewritten to a form that matches the same text.
//
// The backend applies them when it loads the content files (withContentFilters), around the
// expansion of Contact Form 7's shortcodes, in WordPress's order.
//
// do_blocks (priority 9) is ./blocks.ts; wp_filter_content_tags (12), which changes images from
// the media library's data, is ./content-tags.ts and runs when a request reads the content. Not
// ported: wpautop, which block content skips.

import { doBlocks } from './blocks';
import type { ContentSnapshot } from './content-files';

// wp_spaces_regexp(): what WordPress counts as a space (the no-break space as a character or an entity).
const SPACES = '[\\r\\n\\t ]|\\u00A0|&nbsp;';

const OPENING_QUOTE = '&#8220;';
const CLOSING_QUOTE = '&#8221;';
const APOS = '&#8217;';
const PRIME = '&#8242;';
const DOUBLE_PRIME = '&#8243;';
const OPENING_SINGLE_QUOTE = '&#8216;';
const CLOSING_SINGLE_QUOTE = '&#8217;';
const EN_DASH = '&#8211;';
const EM_DASH = '&#8212;';

const OPEN_Q_FLAG = '<!--oq-->';
const OPEN_SQ_FLAG = '<!--osq-->';
const APOS_FLAG = '<!--apos-->';

/** The shortcodes a WordPress with this site's plugins registers (core's and Contact Form 7's). */
const REGISTERED_SHORTCODES = ['wp_caption', 'caption', 'gallery', 'playlist', 'audio', 'video', 'embed', 'contact-form-7', 'contact-form'];

const NO_TEXTURIZE_TAGS = ['pre', 'code', 'kbd', 'style', 'script', 'tt'];
const NO_TEXTURIZE_SHORTCODES = ['code'];

// English, as on a WordPress without language packs.
const COCKNEY = ["'tain't", "'twere", "'twas", "'tis", "'twill", "'til", "'bout", "'nuff", "'round", "'cause", "'em"];
const STATIC_CHARACTERS = ['...', '``', "''", ' (tm)', ...COCKNEY];
const STATIC_REPLACEMENTS = ['&#8230;', OPENING_QUOTE, CLOSING_QUOTE, ' &#8482;', ...COCKNEY.map((word) => word.replaceAll("'", APOS))];

type Replacement = [RegExp, string];

// PHP's \Z (end, or before a final newline) is written as $: every pattern that uses it also
// accepts a newline there through SPACES.
const DYNAMIC_APOS: Replacement[] = [
  // '99' and '99" are ambiguous among other patterns; assume it's an abbreviated year at the end of a quotation.
  [new RegExp(`'(\\d\\d)'(?=$|[.,:;!?)}\\-\\]]|&gt;|${SPACES})`, 'g'), `${APOS_FLAG}$1${CLOSING_SINGLE_QUOTE}`],
  [new RegExp(`'(\\d\\d)"(?=$|[.,:;!?)}\\-\\]]|&gt;|${SPACES})`, 'g'), `${APOS_FLAG}$1${CLOSING_QUOTE}`],
  // '99 '99s '99's (apostrophe)  But never '9 or '99% or '999 or '99.0.
  [/'(?=\d\d(?:$|(?![%\d]|[.,]\d)))/g, APOS_FLAG],
  // Quoted numbers like '0.42'.
  [new RegExp(`(?<=^|${SPACES})'(\\d[.,\\d]*)'`, 'g'), `${OPEN_SQ_FLAG}$1${CLOSING_SINGLE_QUOTE}`],
  // Single quote at start, or preceded by (, {, <, [, ", -, or spaces.
  [new RegExp(`(?<=^|[([{"\\-]|&lt;|${SPACES})'`, 'g'), OPEN_SQ_FLAG],
  // Apostrophe in a word. No spaces, double apostrophes, or other punctuation.
  [new RegExp(`(?<!${SPACES})'(?!$|[.,:;!?"'(){}[\\]\\-]|&[lg]t;|${SPACES})`, 'g'), APOS_FLAG],
];

const DYNAMIC_QUOTE: Replacement[] = [
  // Quoted numbers like "42".
  [new RegExp(`(?<=^|${SPACES})"(\\d[.,\\d]*)"`, 'g'), `${OPEN_Q_FLAG}$1${CLOSING_QUOTE}`],
  // Double quote at start, or preceded by (, {, <, [, -, or spaces, and not followed by spaces.
  [new RegExp(`(?<=^|[([{\\-]|&lt;|${SPACES})"(?!${SPACES})`, 'g'), OPEN_Q_FLAG],
];

const DYNAMIC_DASH: Replacement[] = [
  [/---/g, EM_DASH],
  [new RegExp(`(?<=^|${SPACES})--(?=$|${SPACES})`, 'g'), EM_DASH],
  [/(?<!xn)--/g, EN_DASH],
  [new RegExp(`(?<=^|${SPACES})-(?=$|${SPACES})`, 'g'), EN_DASH],
];

// Each & that does not already start an entity.
const BARE_AMPERSAND = /&(?!#(?:\d+|x[a-f0-9]+);|[a-z1-4]{1,8};)/gi;

// _get_wptexturize_split_regex(): an HTML comment (to its end, or to the end of the text), or any
// other element (to its >, or to the end). PHP's conditional (?(?=!--)…|…) becomes two branches.
const HTML_REGEX = '<(?:(?=!--)!(?:-(?!->)[^\\-]*)*(?:-->)?|(?!!--)[^>]*>?)';

const replaceAll = (text: string, from: string[], to: string[]) => from.reduce((result, search, i) => result.split(search).join(to[i]), text);
const replaceEach = (text: string, replacements: Replacement[]) =>
  replacements.reduce((result, [pattern, replacement]) => result.replace(pattern, replacement), text);
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');
// PHP's trim() characters, not JavaScript's (which would also take the no-break space).
// eslint-disable-next-line no-control-regex -- NUL and the vertical tab are among them.
const isBlank = (text: string) => /^[ \t\n\r\0\x0B]*$/.test(text);

function shortcodeRegex(tagnames: string[]): string {
  const tagregexp = `(?:${tagnames.map(escapeRegExp).join('|')})(?=[\\s\\]\\/])`;
  // Shortcodes do not contain other shortcodes, but may contain HTML elements. PHP's possessive
  // `[^[\]<>]++` becomes one character at a time: the same matches, without runaway backtracking.
  return `\\[[\\/\\[]?${tagregexp}(?:[^\\[\\]<>]|<[^\\[\\]>]*>)*\\]\\]?`;
}

/** _wptexturize_pushpop_element(): keeps the stack of open elements that are not texturized. */
function pushPop(text: string, stack: string[], disabled: string[]) {
  let opening: boolean;
  let nameOffset: number;
  if (text.length > 1 && text[1] !== '/') {
    opening = true;
    nameOffset = 1;
  } else if (stack.length === 0) {
    return;
  } else {
    opening = false;
    nameOffset = 2;
  }
  const space = text.indexOf(' ');
  // PHP's substr() with a length of -1 when there is no space: up to the last character.
  const tag = space === -1 ? text.slice(nameOffset, -1) : text.slice(nameOffset, Math.max(nameOffset, space));
  if (!disabled.includes(tag)) return;
  if (opening) stack.push(tag);
  else if (stack[stack.length - 1] === tag) stack.pop();
}

/** wptexturize_primes(): closing quotes and primes (9' 9") for one kind of quote. */
function texturizePrimes(haystack: string, needle: "'" | '"', prime: string, openQuote: string, closeQuote: string): string {
  const flag = '<!--wp-prime-or-quote-->';
  const quotePattern = new RegExp(`${needle}(?=$|[.,:;!?)}\\-\\]]|&gt;|${SPACES})`, 'g');
  const primePattern = new RegExp(`(?<=\\d)${needle}`, 'g');
  const flagAfterDigit = new RegExp(`(?<=\\d)${flag}`, 'g');
  const flagNoDigit = new RegExp(`(?<!\\d)${flag}`, 'g');
  const count = (text: string, pattern: RegExp) => (text.match(pattern) ?? []).length;

  const sentences = haystack.split(openQuote).map((original, key) => {
    let sentence = original;
    if (!sentence.includes(needle)) return sentence;
    if (key !== 0 && !sentence.includes(closeQuote)) {
      const candidates = count(sentence, quotePattern);
      sentence = sentence.replace(quotePattern, flag);
      if (candidates > 1) {
        // This sentence appears to have multiple closing quotes. Attempt Vulcan logic.
        const closed = count(sentence, flagNoDigit);
        sentence = sentence.replace(flagNoDigit, closeQuote);
        if (closed === 0) {
          // The rightmost quote followed by a period ends the quotation, else the rightmost quote.
          const period = sentence.lastIndexOf(`${flag}.`);
          const pos = period !== -1 ? period : sentence.lastIndexOf(flag);
          sentence = sentence.slice(0, pos) + closeQuote + sentence.slice(pos + flag.length);
        }
        // Use conventional replacement on any remaining primes and quotes.
        sentence = sentence.replace(primePattern, prime).replace(flagAfterDigit, prime).split(flag).join(closeQuote);
      } else if (candidates === 1) {
        // Found only one closing quote candidate, so give it priority over primes.
        sentence = sentence.split(flag).join(closeQuote).replace(primePattern, prime);
      } else {
        sentence = sentence.replace(primePattern, prime);
      }
    } else {
      sentence = sentence.replace(primePattern, prime).replace(quotePattern, closeQuote);
    }
    if (needle === '"' && sentence.includes('"')) sentence = sentence.split('"').join(closeQuote);
    return sentence;
  });
  return sentences.join(openQuote);
}

/** WordPress's wptexturize(), with the English quotes of a WordPress without language packs. */
export function wptexturize(text: string, shortcodeTags: string[] = REGISTERED_SHORTCODES): string {
  if (!text) return text;
  const noTexturizeTags: string[] = [];
  const noTexturizeShortcodes: string[] = [];

  // eslint-disable-next-line no-control-regex -- WordPress's own pattern: a name ends at a control character or a space.
  const named = new Set([...text.matchAll(/\[\/?([^<>&/[\]\x00-\x20=]+)/g)].map((m) => m[1]));
  const tagnames = shortcodeTags.filter((tag) => named.has(tag));
  const shortcode = tagnames.length ? shortcodeRegex(tagnames) : '';
  const shortcodeOnly = shortcode ? new RegExp(`^${shortcode}$`) : null;
  const split = new RegExp(`(${HTML_REGEX}${shortcode ? `|${shortcode}` : ''})`);

  return text
    .split(split)
    .filter((part) => part !== '')
    .map((part) => {
      if (part[0] === '<') {
        // An HTML comment is left as it is.
        if (part.startsWith('<!--')) return part;
        const element = part.replace(BARE_AMPERSAND, '&#038;');
        pushPop(element, noTexturizeTags, NO_TEXTURIZE_TAGS);
        return element;
      }
      if (isBlank(part)) return part;
      if (part[0] === '[' && shortcodeOnly?.test(part)) {
        // An escaped shortcode ([[…]]) is left as it is.
        if (!part.startsWith('[[') && !part.endsWith(']]')) pushPop(part, noTexturizeShortcodes, NO_TEXTURIZE_SHORTCODES);
        return part;
      }
      if (noTexturizeShortcodes.length || noTexturizeTags.length) return part;

      let curl = replaceAll(part, STATIC_CHARACTERS, STATIC_REPLACEMENTS);
      if (curl.includes("'")) {
        curl = replaceEach(curl, DYNAMIC_APOS);
        curl = texturizePrimes(curl, "'", PRIME, OPEN_SQ_FLAG, CLOSING_SINGLE_QUOTE);
        curl = curl.split(APOS_FLAG).join(APOS).split(OPEN_SQ_FLAG).join(OPENING_SINGLE_QUOTE);
      }
      if (curl.includes('"')) {
        curl = replaceEach(curl, DYNAMIC_QUOTE);
        curl = texturizePrimes(curl, '"', DOUBLE_PRIME, OPEN_Q_FLAG, CLOSING_QUOTE);
        curl = curl.split(OPEN_Q_FLAG).join(OPENING_QUOTE);
      }
      if (curl.includes('-')) curl = replaceEach(curl, DYNAMIC_DASH);
      // 9x9 (times), but never 0x9999. PHP's conditional (?(?<=0)…|…) becomes two branches.
      if (/(?<=\d)x\d/.test(curl)) curl = curl.replace(/\b(0[\d.,]+|[1-9][\d.,]*)x(\d[\d.,]*)\b/g, '$1&#215;$2');
      return curl.replace(BARE_AMPERSAND, '&#038;');
    })
    .join('');
}

/** capital_P_dangit() as it runs on content. */
function capitalPDangit(text: string): string {
  return replaceAll(
    text,
    [' Wordpress', '&#8216;Wordpress', `${OPENING_QUOTE}Wordpress`, '>Wordpress', '(Wordpress'],
    [' WordPress', '&#8216;WordPress', `${OPENING_QUOTE}WordPress`, '>WordPress', '(WordPress'],
  );
}

// smilies_init(): each emoticon and its emoji, or, for :mrgreen:, its image.
const SMILIES: Record<string, string> = {
  ':mrgreen:': 'mrgreen.png',
  ':neutral:': '\u{1F610}',
  ':twisted:': '\u{1F608}',
  ':arrow:': '\u{27A1}',
  ':shock:': '\u{1F62F}',
  ':smile:': '\u{1F642}',
  ':???:': '\u{1F615}',
  ':cool:': '\u{1F60E}',
  ':evil:': '\u{1F47F}',
  ':grin:': '\u{1F600}',
  ':idea:': '\u{1F4A1}',
  ':oops:': '\u{1F633}',
  ':razz:': '\u{1F61B}',
  ':roll:': '\u{1F644}',
  ':wink:': '\u{1F609}',
  ':cry:': '\u{1F625}',
  ':eek:': '\u{1F62E}',
  ':lol:': '\u{1F606}',
  ':mad:': '\u{1F621}',
  ':sad:': '\u{1F641}',
  '8-)': '\u{1F60E}',
  '8-O': '\u{1F62F}',
  ':-(': '\u{1F641}',
  ':-)': '\u{1F642}',
  ':-?': '\u{1F615}',
  ':-D': '\u{1F600}',
  ':-P': '\u{1F61B}',
  ':-o': '\u{1F62E}',
  ':-x': '\u{1F621}',
  ':-|': '\u{1F610}',
  ';-)': '\u{1F609}',
  '8O': '\u{1F62F}',
  ':(': '\u{1F641}',
  ':)': '\u{1F642}',
  ':?': '\u{1F615}',
  ':D': '\u{1F600}',
  ':P': '\u{1F61B}',
  ':o': '\u{1F62E}',
  ':x': '\u{1F621}',
  ':|': '\u{1F610}',
  ';)': '\u{1F609}',
  ':!:': '\u{2757}',
  ':?:': '\u{2753}',
};

// smilies_init()'s search pattern: the emoticons in reverse order (krsort), grouped by their
// first character, each between spaces or line ends.
const SMILIES_SEARCH = (() => {
  const keys = Object.keys(SMILIES).sort((a, b) => (a < b ? 1 : a > b ? -1 : 0));
  let pattern = `(?<=${SPACES}|^)`;
  let subchar = '';
  for (const smiley of keys) {
    const [first, rest] = [smiley[0], smiley.slice(1)];
    if (first !== subchar) {
      if (subchar !== '') pattern += `)(?=${SPACES}|$)|(?<=${SPACES}|^)`;
      subchar = first;
      pattern += `${escapeRegExp(first)}(?:`;
    } else {
      pattern += '|';
    }
    pattern += escapeRegExp(rest);
  }
  return new RegExp(`${pattern})(?=${SPACES}|$)`, 'gm');
})();

const escAttr = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#039;');

/**
 * convert_smilies(): emoticons in text (not in tags, nor in code, pre, style, script or textarea)
 * become emoji. `includesUrl` is WordPress's includes_url(), for the one emoticon drawn as an image.
 */
export function convertSmilies(text: string, includesUrl = '/wp-includes/'): string {
  let ignoreBlockElement = '';
  return text
    .split(/(<[^>]*>)/)
    .map((content) => {
      const opened = ignoreBlockElement === '' ? /^<(code|pre|style|script|textarea)[^>]*>/.exec(content) : null;
      if (opened) ignoreBlockElement = opened[1];
      let result = content;
      if (ignoreBlockElement === '' && content.length > 0 && content[0] !== '<') {
        result = content.replace(SMILIES_SEARCH, (match) => {
          const smiley = match.trim();
          const img = SMILIES[smiley];
          if (!/\.(jpe?g|jpe|gif|png|webp|avif)$/i.test(img)) return img;
          return `<img src="${includesUrl}images/smilies/${img}" alt="${escAttr(smiley)}" class="wp-smiley" style="height: 1em; max-height: 1em;" />`;
        });
      }
      if (ignoreBlockElement !== '' && content === `</${ignoreBlockElement}>`) ignoreBlockElement = '';
      return result;
    })
    .join('');
}

/**
 * A page's content as `the_content` leaves it, in WordPress's order: do_blocks (9) renders the
 * blocks, wptexturize (10) and capital_P_dangit (11) see the shortcodes unexpanded, do_shortcode
 * (11) expands them, and convert_smilies (20) sees what they became.
 */
export function theContent(content: string, doShortcode: (html: string) => string = (html) => html): string {
  return convertSmilies(doShortcode(capitalPDangit(wptexturize(doBlocks(content, 'the content')))));
}

/**
 * Every page's content as `the_content` leaves it, with `doShortcodes` standing for do_shortcode
 * over the whole snapshot (the demo renders Contact Form 7's forms that way).
 */
export function withContentFilters(snapshot: ContentSnapshot, doShortcodes: (snapshot: ContentSnapshot) => ContentSnapshot = (s) => s): ContentSnapshot {
  const texturized = {
    ...snapshot,
    pages: snapshot.pages.map((p) => ({ ...p, content: capitalPDangit(wptexturize(doBlocks(p.content, `page ${p.language}/${p.slug}`))) })),
  };
  const expanded = doShortcodes(texturized);
  return { ...expanded, pages: expanded.pages.map((p) => ({ ...p, content: convertSmilies(p.content) })) };
}

const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/**
 * A title as WPGraphQL returns it: the_title's filters (wptexturize, capital_P_dangit), then its
 * entities decoded, so `'` comes back as the character `’`.
 */
export function theTitle(title: string): string {
  return capitalPDangit(wptexturize(title)).replace(/&(#\d+|#x[0-9a-f]+|[a-z]+);/gi, (entity, name: string) => {
    if (name[0] !== '#') return NAMED_ENTITIES[name.toLowerCase()] ?? entity;
    return String.fromCodePoint(name[1].toLowerCase() === 'x' ? parseInt(name.slice(2), 16) : Number(name.slice(1)));
  });
}

/** A caption or a comment's text as their filters leave it: typographic characters, emoji. */
export function theText(text: string): string {
  return convertSmilies(capitalPDangit(wptexturize(text)));
}
