// The demo hotel (demo/content, read with the demo backend's own loaders) as one JSON document
// that php/import.php loads into a real WordPress through WordPress's and the plugins' APIs.
//
// What WordPress may number or place differently from the demo is written as a placeholder that
// the PHP side fills in once it knows the real ids and addresses: `{{wp:home}}` (the site's
// address), `{{wp:media:101}}` (a media item's id), `{{wp:upload:101}}` (its file's URL) and
// `{{wp:form:71}}` (Contact Form 7's own shortcode for a form). Structured references (parents,
// featured images, menu targets, comment authors) stay demo ids: the importer maps them.
import path from 'node:path';
import { readContent, userEmail, type CommentRecord, type ContentSnapshot, type MenuItemRecord, type PageRecord } from '../../demo/wordpress/content-files';
import { parseTemplate, type FormTag, type TemplatePart } from '../../demo/wordpress/cf7/form-tags';
import { readForms, type ContactForm } from '../../demo/wordpress/cf7/forms-file';
import { withExtraPages } from '../../demo/wordpress/extra-pages';
import { UPLOADS_PATH } from '../../demo/wordpress/graph';
import { siteOptions } from '../../demo/wordpress/site-options';
import { postPath, readEmbeddedPosts } from '../../demo/wordpress/post-embeds';

export const defaultContentDir = path.resolve(__dirname, '../../demo/content');

type ExportedLanguage = { name: string; slug: string; locale: string; order: number };

type ExportedUser = {
  id: number;
  login: string;
  displayName: string;
  firstName: string;
  lastName: string;
  description: string;
  email: string;
  role: 'editor';
};

type ExportedMedia = {
  id: number;
  /** The file to upload, an absolute path on this machine. */
  source: string;
  fileName: string;
  /** The uploads sub-folder the demo serves files from ("2026/11"), passed to WordPress as the upload time. */
  uploadSubdir: string;
  title: string;
  slug: string;
  date: string;
  author: number;
  /** By language slug; the default language's go on the item itself, the others on its Polylang translations. */
  alt: Record<string, string>;
  caption: Record<string, string>;
};

type ExportedForm = {
  id: number;
  title: string;
  locale: string;
  /** The form template in CF7's tag syntax, as an editor types it in the form editor. */
  template: string;
  mail: { subject: string; sender: string; recipient: string; body: string; additionalHeaders: string };
  /** CF7 message keys; keys CF7 does not know are left out by CF7 itself when it saves. */
  messages: Record<string, string>;
};

type ExportedPage = {
  id: number;
  language: string;
  translationKey: string;
  title: string;
  slug: string;
  parent: number | null;
  menuOrder: number;
  featuredImage: number | null;
  commentStatus: 'open' | 'closed';
  date: string;
  author: number;
  excerpt: string;
  content: string;
};

type ExportedMenuItem = { id: number; parent: number | null; page: number | null; url: string | null; label: string | null; position: number };

type ExportedMenu = { id: number; name: string; slug: string; location: string; language: string; items: ExportedMenuItem[] };

type ExportedComment = {
  id: number;
  page: number;
  parent: number | null;
  user: number | null;
  authorName: string;
  authorEmail: string;
  authorUrl: string;
  date: string;
  content: string;
};

export type DemoExport = {
  /** WordPress options, set with update_option, by option name. */
  options: Record<string, string | number>;
  /** Polylang's settings: the default language without prefix, the others by directory (/fr/…). */
  polylang: { media_support: boolean; hide_default: boolean; force_lang: number; rewrite: boolean };
  /** The first is the default language. */
  languages: ExportedLanguage[];
  users: ExportedUser[];
  media: ExportedMedia[];
  forms: ExportedForm[];
  /** Parents before their children. */
  pages: ExportedPage[];
  /** The default language's front page and privacy page; their translations follow through Polylang. */
  frontPage: number | null;
  privacyPage: number | null;
  menus: ExportedMenu[];
  /** Parents before their replies. */
  comments: ExportedComment[];
};

// ---- settings ----

// site.yaml's settings are the options demo/wordpress/site-options.ts names, with the demo's
// defaults (WordPress's) where site.yaml leaves one out.
function wordpressOptions(site: ContentSnapshot['site'], disallowedKeys: string[]): Record<string, string | number> {
  return {
    ...siteOptions(site),
    // Contact Form 7 marks a submission containing one of these as spam, as the demo does.
    disallowed_keys: disallowedKeys.join('\n'),
  };
}

// ---- references in HTML ----

export type References = {
  /** Media ids by their file's path under /wp-content/uploads/ ("2026/11/bay-at-dusk.jpg"). */
  mediaByUpload: Map<string, number>;
  formIds: Set<number>;
  /**
   * Where the posts of embeds.yaml are served from, when not from WordPress's own address: those
   * posts belong to another site, which the demo backend stands in for, and a real WordPress does
   * not have them.
   */
  embeds?: { paths: string[]; origin: string };
};

const UPLOADS_ROOT = '/wp-content/uploads/';
const SHORTCODE = /\[contact-form-7\s+([^\]]*)\]/g;
const UPLOAD_URL = /(\s(?:src|href)=["'])\/wp-content\/uploads\/([^"'?#\s]+)/g;
const EMBED_LINK = /(\s(?:src|href)=["'])(\/\d{4}\/\d{2}\/\d{2}\/[^"']*)/g;
const ROOT_RELATIVE = /(\s(?:src|href)=["'])\/(?!\/)/g;
const SRCSET = /(\ssrcset=["'])([^"']*)/g;
const IMAGE_CLASS = /\bwp-image-(\d+)\b/g;
const IMG_TAG = /<img\b[^>]*>/g;
// A block's comment and its attributes, as the block editor serialises them (on one line).
const BLOCK_COMMENT = /<!-- wp:([a-z0-9-]+(?:\/[a-z0-9-]+)?) (\{.*?\}) (\/?)-->/g;
// The blocks whose `id` attribute is a media item's.
const MEDIA_BLOCKS = new Set(['image', 'cover', 'media-text', 'video', 'audio', 'file']);

/**
 * Replaces the references in a piece of demo HTML that WordPress may renumber or move with
 * placeholders. A reference to a form or a media file the demo does not have is a broken
 * reference: it stops the export with a message naming where it is.
 */
export function withPlaceholders(html: string, refs: References, where: string): string {
  const media = new Set(refs.mediaByUpload.values());
  const mediaId = (id: number) => {
    if (!media.has(id)) throw new Error(`${where}: refers to media ${id}, which is not in media.yaml`);
    return `{{wp:media:${id}}}`;
  };
  return html
    .replace(
      BLOCK_COMMENT,
      (_whole, name: string, json: string, selfClosing: string) => `<!-- wp:${name} ${blockReferences(name, json, mediaId, refs, where)} ${selfClosing}-->`,
    )
    .replace(SHORTCODE, (_whole, attributes: string) => {
      const id = Number(/\bid=["']?(\d+)/.exec(attributes)?.[1]);
      if (!refs.formIds.has(id)) throw new Error(`${where}: [contact-form-7] names form ${id || '?'}, which is not in forms.yaml`);
      return `{{wp:form:${id}}}`;
    })
    .replace(UPLOAD_URL, (_whole, attribute: string, file: string) => {
      const id = refs.mediaByUpload.get(file);
      if (id === undefined) throw new Error(`${where}: links to ${UPLOADS_ROOT}${file}, which is no file of media.yaml`);
      return `${attribute}{{wp:upload:${id}}}`;
    })
    .replace(EMBED_LINK, (whole, attribute: string, link: string) =>
      refs.embeds?.paths.some((p) => link.startsWith(p)) ? attribute + refs.embeds.origin + link : whole,
    )
    .replace(ROOT_RELATIVE, '$1{{wp:home}}/')
    .replace(SRCSET, (_whole, attribute: string, list: string) => attribute + list.replace(/(^|,\s*)\/(?!\/)/g, '$1{{wp:home}}/'))
    .replace(IMAGE_CLASS, (_whole, id: string) => `wp-image-${mediaId(Number(id))}`)
    .replace(IMG_TAG, (tag) => tag.replace(/(\sdata-id=["'])(\d+)(?=["'])/, (_whole, attribute: string, id: string) => attribute + mediaId(Number(id))));
}

/**
 * A block's attributes (its comment's JSON, as the block editor wrote it) with the ids and files
 * they name as placeholders. Contact Form 7's block names its form by id and, as the block saves
 * it when an editor picks a form, by the hash CF7 gives the form, which WordPress alone knows.
 */
function blockReferences(name: string, json: string, mediaId: (id: number) => string, refs: References, where: string): string {
  const local = name.replace(/^core\//, '');
  if (local === 'contact-form-7/contact-form-selector') {
    return json.replace(/"hash":"[^"]*",?/, '').replace(/([{,])"id":(\d+)(?=[,}])/, (_whole, before: string, id: string) => {
      if (!refs.formIds.has(Number(id))) throw new Error(`${where}: a Contact Form 7 block names form ${id}, which is not in forms.yaml`);
      return `${before}"id":{{wp:form-id:${id}}},"hash":"{{wp:form-hash:${id}}}"`;
    });
  }
  if (!MEDIA_BLOCKS.has(local)) return json;
  return json
    .replace(/([{,])"id":(\d+)(?=[,}])/, (_whole, before: string, id: string) => `${before}"id":${mediaId(Number(id))}`)
    .replace(/"url":"\/wp-content\/uploads\/([^"]+)"/, (_whole, file: string) => {
      const id = refs.mediaByUpload.get(file);
      if (id === undefined) throw new Error(`${where}: a block shows ${UPLOADS_ROOT}${file}, which is no file of media.yaml`);
      return `"url":"{{wp:upload:${id}}}"`;
    });
}

// ---- forms ----

const quote = (value: string) => (value.includes('"') ? `'${value}'` : `"${value}"`);

function tagSource(tag: FormTag): string {
  const words = [tag.name, ...tag.options].filter(Boolean).concat(tag.values.map(quote));
  const open = `[${tag.type}${tag.required ? '*' : ''}${words.map((w) => ` ${w}`).join('')}]`;
  return tag.type === 'acceptance' ? `${open}${tag.content}[/${tag.type}]` : open;
}

/**
 * The form template back in CF7's syntax. The demo's loader keeps a parsed template only; writing
 * it back must give the same parse, or the form in WordPress would not be the demo's form.
 */
export function templateSource(parts: TemplatePart[], where: string): string {
  const source = parts.map((part) => (typeof part === 'string' ? part : tagSource(part))).join('');
  if (JSON.stringify(parseTemplate(source)) !== JSON.stringify(parts))
    throw new Error(`${where}: the form template cannot be written back in CF7's syntax unchanged`);
  return source;
}

// Tags that are no input, left out of the mail as the demo's composeMail does.
const NOT_MAILED = new Set(['submit', 'count', 'quiz']);

function exportForm(form: ContactForm, localeOf: (language: string) => string): ExportedForm {
  const where = `forms.yaml, form ${form.id}`;
  // The demo's mail body: every field as "name: value", then who sent it.
  const body = [
    ...form.tags.filter((t) => !NOT_MAILED.has(t.type)).map((t) => `${t.name}: [${t.name}]`),
    '',
    '-- ',
    `[_site_title] ([_site_url]), form "${form.title}"`,
  ].join('\n');
  return {
    id: form.id,
    title: form.title,
    locale: localeOf(form.language),
    template: templateSource(form.parts, where),
    mail: {
      subject: form.mail.subject,
      sender: form.mail.from,
      recipient: form.mail.to,
      body,
      additionalHeaders: form.mail.replyTo ? `Reply-To: ${form.mail.replyTo}` : '',
    },
    messages: form.messages,
  };
}

// ---- order ----

/** Records with parents before their children, keeping the given order otherwise. */
export function parentsFirst<T extends { id: number }>(records: T[], parentOf: (record: T) => number | null, what: string): T[] {
  const byId = new Map(records.map((r) => [r.id, r]));
  const placed = new Set<number>();
  const ordered: T[] = [];
  const place = (record: T, path: number[]) => {
    if (placed.has(record.id)) return;
    if (path.includes(record.id)) throw new Error(`${what} ${record.id} is its own ancestor`);
    const parent = parentOf(record);
    const parentRecord = parent ? byId.get(parent) : undefined;
    if (parentRecord) place(parentRecord, [...path, record.id]);
    placed.add(record.id);
    ordered.push(record);
  };
  records.forEach((r) => place(r, []));
  return ordered;
}

// In id order, so that a WordPress that cannot keep the ids numbers them in the same order.
const inIdOrder = <T extends { id: number }>(records: T[]): T[] => [...records].sort((a, b) => a.id - b.id);

const wordpressDate = (date: string) => date.replace('T', ' ').slice(0, 19);

// ---- the whole export ----

export type ExportOptions = {
  /** Where the embedded posts are served from (see References); by default from WordPress's address, as in the demo. */
  embedsOrigin?: string;
  /** Copies of a page per language, as the demo backend's DEMO_EXTRA_PAGES makes, for build benchmarks. */
  extraPages?: number;
  extraPageTemplate?: string;
};

export function exportDemoContent(contentDir: string = defaultContentDir, options: ExportOptions = {}): DemoExport {
  const content = withExtraPages(readContent(contentDir), options.extraPages ?? 0, options.extraPageTemplate);
  const { forms, disallowedKeys } = readForms(contentDir);
  const { site } = content;
  const defaultLanguage = site.languages[0]?.slug;
  if (!defaultLanguage) throw new Error('site.yaml: no languages');
  const localeOf = (slug: string) => site.languages.find((l) => l.slug === slug)?.locale ?? 'en_US';

  // Forms are WordPress posts too: their ids share the posts' numbering.
  const postIds = new Set([...content.pages, ...content.media, ...content.menuItems].map((r) => r.id));
  for (const form of forms)
    if (postIds.has(form.id)) throw new Error(`forms.yaml: form ${form.id} has the id of a page, media item or menu item; WordPress numbers them together`);

  const uploadSubdir = UPLOADS_PATH.slice(UPLOADS_ROOT.length).replace(/\/$/, '');
  const refs: References = {
    mediaByUpload: new Map(content.media.map((m) => [`${uploadSubdir}/${m.file}`, m.id])),
    formIds: new Set(forms.map((f) => f.id)),
    embeds: options.embedsOrigin ? { paths: readEmbeddedPosts(contentDir).map(postPath), origin: new URL(options.embedsOrigin).origin } : undefined,
  };
  const firstUser = content.users[0]?.id ?? 1;

  return {
    options: wordpressOptions(site, disallowedKeys),
    polylang: { media_support: true, hide_default: true, force_lang: 1, rewrite: true },
    languages: site.languages.map((l, order) => ({ name: l.name, slug: l.slug, locale: l.locale, order })),
    users: content.users.map((u) => ({
      id: u.id,
      login: u.slug,
      displayName: u.name,
      firstName: u.firstName,
      lastName: u.lastName,
      description: u.description,
      email: userEmail(u.id, u.slug, content.comments, String(site.generalSettings.email ?? '')),
      role: 'editor',
    })),
    media: content.media.map((m) => ({
      id: m.id,
      source: path.join(contentDir, 'media', m.file),
      fileName: m.file,
      uploadSubdir,
      title: m.title,
      // The demo names a media item after its file, as WordPress does for an uploaded file.
      slug: m.file.replace(/\.[a-z0-9]+$/i, ''),
      date: wordpressDate(m.date),
      // The demo shows the first user as every media item's author.
      author: firstUser,
      alt: m.alt,
      caption: m.caption,
    })),
    forms: forms.map((f) => exportForm(f, localeOf)),
    pages: parentsFirst(inIdOrder(content.pages), (p) => p.parent, 'page').map((p) => exportPage(p, refs)),
    frontPage: translationOf(content.pages, (p) => p.isFrontPage, defaultLanguage, 'isFrontPage'),
    privacyPage: translationOf(content.pages, (p) => p.isPrivacyPage, defaultLanguage, 'isPrivacyPage'),
    menus: content.menus.map((m) => ({
      id: m.id,
      name: m.name,
      slug: m.slug,
      // Polylang's `PRIMARY___FR` is the `primary` theme location in French.
      location: m.location.toLowerCase(),
      language: m.language,
      items: menuItems(content.menuItems.filter((i) => i.menuId === m.id)),
    })),
    comments: parentsFirst(inIdOrder(content.comments), (c) => c.parentId || null, 'comment').map((c) => exportComment(c, refs)),
  };
}

function exportPage(p: PageRecord, refs: References): ExportedPage {
  return {
    id: p.id,
    language: p.language,
    translationKey: p.translationKey,
    title: p.title,
    slug: p.slug,
    parent: p.parent,
    menuOrder: p.menuOrder,
    featuredImage: p.featuredImage,
    commentStatus: p.commentStatus,
    date: wordpressDate(p.date),
    author: p.author,
    excerpt: p.excerpt,
    content: withPlaceholders(p.content, refs, `page ${p.language}/${p.slug}`),
  };
}

function exportComment(c: CommentRecord, refs: References): ExportedComment {
  return {
    id: c.id,
    page: c.pageId,
    parent: c.parentId || null,
    user: c.userId,
    authorName: c.authorName,
    authorEmail: c.authorEmail,
    authorUrl: c.authorUrl,
    date: wordpressDate(c.date),
    content: withPlaceholders(c.content.trim(), refs, `comment ${c.id}`),
  };
}

/**
 * A menu's items with their position in the whole menu, children included, as WordPress numbers
 * them (1, 2, 3… down the list as the editor sees it). The demo's loader lists them in that order.
 */
function menuItems(items: MenuItemRecord[]): ExportedMenuItem[] {
  return items.map((i, index) => ({ id: i.id, parent: i.parentId, page: i.pageId, url: i.url, label: i.label, position: index + 1 }));
}

/**
 * The default language's page among those `is` picks (the front page, the privacy page). The
 * others must be its translations: WordPress has one such page, which Polylang translates.
 */
function translationOf(pages: PageRecord[], is: (p: PageRecord) => boolean, defaultLanguage: string, flag: string): number | null {
  const marked = pages.filter(is);
  if (!marked.length) return null;
  const main = marked.find((p) => p.language === defaultLanguage);
  if (!main) throw new Error(`pages: ${flag} is set on pages, but on none in the default language ${defaultLanguage}`);
  const stray = marked.filter((p) => p.translationKey !== main.translationKey);
  if (stray.length) throw new Error(`pages: ${flag} is set on ${stray.map((p) => p.id).join(', ')}, which are not translations of page ${main.id}`);
  return main.id;
}
