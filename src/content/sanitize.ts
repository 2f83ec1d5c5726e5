// WordPress HTML is sanitised at build time, before it reaches any page: an allow-list of the
// tags and attributes the block editor, Contact Form 7 and gatsby-plugin-image produce. Scripts,
// event handlers, `javascript:` URLs and iframes from unknown hosts never reach a visitor.
import sanitizeHtml from 'sanitize-html';

const BLOCK_TAGS = [
  'address',
  'article',
  'aside',
  'blockquote',
  'br',
  'caption',
  'cite',
  'code',
  'col',
  'colgroup',
  'dd',
  'del',
  'details',
  'div',
  'dl',
  'dt',
  'em',
  'figcaption',
  'figure',
  'footer',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hr',
  'i',
  'b',
  'ins',
  'kbd',
  'li',
  'mark',
  'ol',
  'p',
  'pre',
  'q',
  's',
  'section',
  'small',
  'span',
  'strong',
  'sub',
  'summary',
  'sup',
  'table',
  'tbody',
  'td',
  'tfoot',
  'th',
  'thead',
  'time',
  'tr',
  'u',
  'ul',
  'a',
  'img',
  'picture',
  'source',
  'video',
  'audio',
  'track',
  'iframe',
  'noscript',
  // Contact Form 7 markup: the form is rebuilt from it in the browser.
  'form',
  'fieldset',
  'legend',
  'label',
  'input',
  'textarea',
  'select',
  'option',
  'optgroup',
  'button',
  'output',
];

const COMMON_ATTRIBUTES = ['class', 'id', 'style', 'title', 'lang', 'dir', 'role', 'data-*', 'aria-*', 'hidden', 'tabindex'];

/** Hosts whose iframes may be embedded (video players, WordPress post embeds). */
export const DEFAULT_IFRAME_HOSTS = ['www.youtube-nocookie.com', 'www.youtube.com', 'player.vimeo.com', 'journal.hotel-lumiere.example'];

// An empty `value` is meaningful: CF7's "please choose" option posts nothing, so a required select
// stays unanswered. (The option exists in sanitize-html 2.x; its published types lag behind.)
const EMPTY_ATTRIBUTES: { allowedEmptyAttributes: string[] } = { allowedEmptyAttributes: ['alt', 'value'] };

/**
 * `wordpressOrigin` is the WordPress the content comes from: its own post embeds are allowed, and
 * their frames, which the source plugin turns into relative links like any link to WordPress, are
 * pointed back at it (the site does not serve WordPress's embed pages).
 */
export function sanitizeWordPressHtml(html: string, iframeHosts: string[] = DEFAULT_IFRAME_HOSTS, wordpressOrigin?: string): string {
  const origin = wordpressOrigin ? new URL(wordpressOrigin).origin : null;
  return sanitizeHtml(html, {
    ...EMPTY_ATTRIBUTES,
    transformTags: origin
      ? {
          iframe: (tagName, attribs) => ({
            tagName,
            attribs: attribs.src?.startsWith('/') && !attribs.src.startsWith('//') ? { ...attribs, src: origin + attribs.src } : attribs,
          }),
        }
      : {},
    allowedTags: BLOCK_TAGS,
    allowedAttributes: {
      '*': COMMON_ATTRIBUTES,
      a: ['href', 'target', 'rel', 'hreflang', 'download'],
      img: ['src', 'srcset', 'sizes', 'alt', 'width', 'height', 'loading', 'decoding'],
      source: ['src', 'srcset', 'sizes', 'type', 'media', 'width', 'height'],
      video: ['src', 'poster', 'controls', 'muted', 'loop', 'playsinline', 'autoplay', 'preload', 'width', 'height'],
      audio: ['src', 'controls', 'preload'],
      track: ['src', 'kind', 'srclang', 'label', 'default'],
      iframe: [
        'src',
        'width',
        'height',
        'allow',
        'allowfullscreen',
        'sandbox',
        'security',
        'loading',
        'frameborder',
        'marginwidth',
        'marginheight',
        'scrolling',
      ],
      details: ['open'],
      time: ['datetime'],
      td: ['colspan', 'rowspan', 'headers'],
      th: ['colspan', 'rowspan', 'scope', 'headers'],
      col: ['span'],
      ol: ['start', 'reversed', 'type'],
      form: ['action', 'method', 'novalidate', 'enctype', 'accept-charset'],
      input: [
        'type',
        'name',
        'value',
        'checked',
        'placeholder',
        'required',
        'size',
        'maxlength',
        'minlength',
        'min',
        'max',
        'step',
        'autocomplete',
        'disabled',
        'readonly',
        'multiple',
        'accept',
        'pattern',
      ],
      textarea: ['name', 'rows', 'cols', 'placeholder', 'required', 'maxlength', 'minlength', 'autocomplete', 'disabled', 'readonly'],
      select: ['name', 'required', 'multiple', 'disabled', 'autocomplete'],
      option: ['value', 'selected', 'disabled'],
      optgroup: ['label', 'disabled'],
      label: ['for'],
      button: ['type', 'name', 'value', 'disabled'],
      output: ['for', 'name'],
    },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    allowedSchemesByTag: { img: ['http', 'https', 'data'], source: ['http', 'https', 'data'] },
    allowProtocolRelative: false,
    allowedIframeHostnames: origin ? [...iframeHosts, new URL(origin).hostname] : iframeHosts,
    allowIframeRelativeUrls: false,
    // Text inside removed elements (a <script>'s code) is dropped, not shown.
    nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript'],
    parser: { lowerCaseAttributeNames: true },
  });
}
