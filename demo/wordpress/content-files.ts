// Reads the demo hotel from its readable source files (see demo/content/README.md) into plain
// records. Nothing here knows about SQLite or GraphQL, so the loader can be tested on its own.
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import YAML from 'yaml';
import { hasBlocks } from './blocks';
import { mediaFacts } from './media-facts';

export type Language = { code: string; slug: string; locale: string; name: string };

export type SiteSettings = {
  generalSettings: Record<string, string | number>;
  discussionSettings: {
    defaultCommentStatus: string;
    defaultPingStatus: string;
    // WordPress options that GraphQL does not expose but that decide what happens to a new comment.
    /** comment_moderation: "Comment must be manually approved". */
    commentModeration?: boolean;
    /** comment_previously_approved: "Comment author must have a previously approved comment". */
    commentPreviouslyApproved?: boolean;
    /** require_name_email: "Comment author must fill out name and email". */
    requireNameEmail?: boolean;
    /** comment_registration: "Users must be registered and logged in to comment". */
    commentRegistration?: boolean;
  };
  languages: Language[];
};

export type PageRecord = {
  id: number;
  language: string; // slug: en, fr, de
  translationKey: string;
  title: string;
  slug: string;
  parent: number | null;
  menuOrder: number;
  isFrontPage: boolean;
  isPrivacyPage: boolean;
  featuredImage: number | null;
  commentStatus: 'open' | 'closed';
  date: string;
  author: number;
  excerpt: string;
  content: string;
};

export type MediaRecord = {
  id: number;
  file: string;
  title: string;
  date: string;
  alt: Record<string, string>;
  caption: Record<string, string>;
  // Read from the file itself, as WordPress does on upload.
  width: number;
  height: number;
  fileSize: number;
  mimeType: string;
};

export type MenuItemRecord = {
  id: number;
  menuId: number;
  parentId: number | null;
  pageId: number | null;
  url: string | null;
  label: string | null;
  order: number;
};

export type MenuRecord = { id: number; name: string; slug: string; location: string; language: string };

export type CommentRecord = {
  id: number;
  pageId: number;
  parentId: number;
  authorName: string;
  authorEmail: string;
  authorUrl: string;
  userId: number | null;
  date: string;
  content: string;
  /** Comments from the content files are approved; visitors' comments may wait for moderation. */
  status?: 'approved' | 'pending';
  // Kept for visitors' comments only, as WordPress keeps them, for its duplicate and flood checks.
  dateGmt?: string;
  rawContent?: string;
  authorIp?: string;
};

export type UserRecord = {
  id: number;
  name: string;
  firstName: string;
  lastName: string;
  slug: string;
  description: string;
};

export type ContentSnapshot = {
  site: SiteSettings;
  users: UserRecord[];
  media: MediaRecord[];
  menus: MenuRecord[];
  menuItems: MenuItemRecord[];
  comments: CommentRecord[];
  pages: PageRecord[];
};

type Yaml = Record<string, unknown>;

const readYaml = (file: string): unknown => YAML.parse(fs.readFileSync(file, 'utf8'));

const str = (value: unknown, fallback = ''): string =>
  value === undefined || value === null ? fallback : value instanceof Date ? isoLocal(value) : String(value);

const num = (value: unknown): number | null => (value === undefined || value === null || value === '' ? null : Number(value));

// YAML timestamps become Dates; WordPress keeps local times without a zone, so do we.
const isoLocal = (date: Date): string => date.toISOString().slice(0, 19);

function list(file: string): Yaml[] {
  const parsed = readYaml(file);
  if (!Array.isArray(parsed)) throw new Error(`${path.basename(file)} must be a YAML list`);
  return parsed as Yaml[];
}

function readPageFile(file: string, language: string): PageRecord {
  const { data, content } = matter(fs.readFileSync(file, 'utf8'), {
    engines: { yaml: (source: string) => (YAML.parse(source) ?? {}) as object },
  });
  const front = data as Yaml;
  const id = num(front.id);
  if (!id) throw new Error(`${file}: front matter needs a numeric id`);
  if (!hasBlocks(content))
    throw new Error(`${file}: the page is not block markup (<!-- wp:paragraph -->…); WordPress would take it for the classic editor's HTML.`);
  return {
    id,
    language,
    translationKey: str(front.translationKey, String(id)),
    title: str(front.title),
    slug: str(front.slug, path.basename(file, '.html')),
    parent: num(front.parent),
    menuOrder: num(front.menuOrder) ?? 0,
    isFrontPage: front.isFrontPage === true,
    isPrivacyPage: front.isPrivacyPage === true,
    featuredImage: num(front.featuredImage),
    commentStatus: front.commentStatus === 'open' ? 'open' : 'closed',
    date: str(front.date, '2026-01-01T00:00:00'),
    author: num(front.author) ?? 1,
    excerpt: str(front.excerpt),
    content: content.trim() + '\n',
  };
}

function flattenMenuItems(menuId: number, items: Yaml[], parentId: number | null, out: MenuItemRecord[]): void {
  items.forEach((item, index) => {
    const id = num(item.id);
    if (!id) throw new Error(`menus.yaml: every menu item needs an id (menu ${menuId})`);
    out.push({
      id,
      menuId,
      parentId,
      pageId: num(item.page),
      url: item.url ? str(item.url) : null,
      label: item.label ? str(item.label) : null,
      order: index + 1,
    });
    if (Array.isArray(item.children)) flattenMenuItems(menuId, item.children as Yaml[], id, out);
  });
}

export function readContent(dir: string): ContentSnapshot {
  const site = readYaml(path.join(dir, 'site.yaml')) as SiteSettings;
  const languages = site.languages;

  const pages: PageRecord[] = [];
  for (const language of languages) {
    const folder = path.join(dir, 'pages', language.slug);
    if (!fs.existsSync(folder)) continue;
    for (const name of fs.readdirSync(folder).sort()) {
      if (name.endsWith('.html')) pages.push(readPageFile(path.join(folder, name), language.slug));
    }
  }

  const media = list(path.join(dir, 'media.yaml')).map((m): MediaRecord => {
    const file = str(m.file);
    const bytes = fs.readFileSync(path.join(dir, 'media', file));
    const facts = mediaFacts(file, bytes);
    return {
      id: Number(m.id),
      file,
      title: str(m.title),
      date: str(m.date, '2026-01-01T00:00:00'),
      alt: (m.alt ?? {}) as Record<string, string>,
      caption: (m.caption ?? {}) as Record<string, string>,
      width: facts.width,
      height: facts.height,
      fileSize: bytes.length,
      mimeType: facts.mimeType,
    };
  });

  const menus: MenuRecord[] = [];
  const menuItems: MenuItemRecord[] = [];
  for (const m of list(path.join(dir, 'menus.yaml'))) {
    const id = Number(m.id);
    menus.push({ id, name: str(m.name), slug: str(m.slug), location: str(m.location), language: str(m.language) });
    flattenMenuItems(id, (m.items ?? []) as Yaml[], null, menuItems);
  }

  const comments = list(path.join(dir, 'comments.yaml')).map((c) => {
    const author = (c.author ?? {}) as Yaml;
    return {
      id: Number(c.id),
      pageId: Number(c.page),
      parentId: num(c.parent) ?? 0,
      authorName: str(author.name),
      authorEmail: str(author.email),
      authorUrl: str(author.url),
      userId: num(c.userId),
      date: str(c.date).replace('T', ' '),
      content: str(c.content),
    };
  });

  const users = list(path.join(dir, 'users.yaml')).map((u) => ({
    id: Number(u.id),
    name: str(u.name),
    firstName: str(u.firstName),
    lastName: str(u.lastName),
    slug: str(u.slug),
    description: str(u.description),
  }));

  const snapshot = { site, users, media, menus, menuItems: withoutDeletedPages(menuItems, pages), comments, pages };
  checkReferences(snapshot);
  return snapshot;
}

// Deleting a page in WordPress deletes the menu items that point at it and moves their submenu
// items up a level; deleting a page file does the same here.
function withoutDeletedPages(items: MenuItemRecord[], pages: PageRecord[]): MenuItemRecord[] {
  const pageIds = new Set(pages.map((p) => p.id));
  const deleted = new Map(items.filter((i) => i.pageId !== null && !pageIds.has(i.pageId)).map((i) => [i.id, i.parentId]));
  const liveParent = (parentId: number | null): number | null =>
    parentId !== null && deleted.has(parentId) ? liveParent(deleted.get(parentId) ?? null) : parentId;
  return items.filter((i) => !deleted.has(i.id)).map((i) => ({ ...i, parentId: liveParent(i.parentId) }));
}

// A broken reference in hand-written content should stop the backend with a message that names
// the file's id, not surface later as a null in some GraphQL answer.
function checkReferences(s: ContentSnapshot): void {
  const problems: string[] = [];
  const postIds = new Map<number, string>();
  const claim = (id: number, what: string) => {
    if (postIds.has(id)) problems.push(`id ${id} is used by both ${postIds.get(id)} and ${what}`);
    postIds.set(id, what);
  };
  s.pages.forEach((p) => claim(p.id, `page ${p.language}/${p.slug}`));
  s.media.forEach((m) => claim(m.id, `media ${m.file}`));
  s.menuItems.forEach((i) => claim(i.id, `menu item ${i.id}`));

  const pages = new Map(s.pages.map((p) => [p.id, p]));
  const media = new Set(s.media.map((m) => m.id));
  const languages = new Set(s.site.languages.map((l) => l.slug));
  for (const p of s.pages) {
    if (p.parent !== null && pages.get(p.parent)?.language !== p.language) problems.push(`page ${p.id}: parent ${p.parent} is not a page in the same language`);
    if (p.featuredImage !== null && !media.has(p.featuredImage)) problems.push(`page ${p.id}: featured image ${p.featuredImage} is not in media.yaml`);
  }
  for (const m of s.menus) {
    if (!languages.has(m.language)) problems.push(`menu ${m.id}: unknown language ${m.language}`);
  }
  for (const i of s.menuItems) {
    if (i.pageId !== null && !pages.has(i.pageId)) problems.push(`menu item ${i.id}: page ${i.pageId} does not exist`);
    if (i.pageId === null && !i.url) problems.push(`menu item ${i.id}: needs a page or a url`);
  }
  const commentIds = new Set(s.comments.map((c) => c.id));
  for (const c of s.comments) {
    if (!pages.has(c.pageId)) problems.push(`comment ${c.id}: page ${c.pageId} does not exist`);
    if (c.parentId !== 0 && !commentIds.has(c.parentId)) problems.push(`comment ${c.id}: parent ${c.parentId} does not exist`);
  }
  if (problems.length) throw new Error(`The demo content has broken references:\n- ${problems.join('\n- ')}`);
}

/**
 * A user's e-mail address, which the content files do not give: the one they comment with, or
 * one at the site's domain. The importer gives WordPress the same, so both draw the same avatar.
 */
export function userEmail(id: number, slug: string, comments: CommentRecord[], siteEmail: string): string {
  const own = comments.find((c) => c.userId === id && c.authorEmail);
  if (own) return own.authorEmail;
  const domain = siteEmail.split('@')[1] ?? 'example.org';
  return `${slug}@${domain}`;
}
