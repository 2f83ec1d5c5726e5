// WPGraphQL's createComment for a visitor who is not logged in: its own checks, then those of
// wp_new_comment() (duplicate, flood, moderation), in the order WordPress makes them, with their
// messages as WPGraphQL passes them on (through esc_html()). The demo also makes the checks that
// WordPress's own comment form makes (required name and e-mail, empty text), with core's messages.
import type { CommentRecord, MediaRecord, MenuItemRecord, PageRecord, SiteSettings } from './content-files';
import { filterAuthorName, filterAuthorUrl, filterCommentContent, renderCommentContent } from './comment-text';
import { isEmail } from './is-email';
import { announcePublicComment } from './moderation';
import { discussionFlags } from './site-options';
import type { Store } from './store';

export type CreateCommentInput = {
  author?: string | null;
  authorEmail?: string | null;
  authorUrl?: string | null;
  content?: string | null;
  commentOn?: number | null;
  parent?: string | null;
  clientMutationId?: string | null;
};

/** The WP_Error code WordPress gives each refusal, and the message a visitor receives. */
type Refusal = { code: string; message: string };

export type CreateCommentOutcome = { ok: true; comment: CommentRecord } | ({ ok: false } & Refusal);

// wp_check_comment_flood(): a second comment within 15 seconds from the same IP or e-mail.
const FLOOD_SECONDS = 15;

const escHtml = (text: string) =>
  text
    .replace(/&(?!#?\w+;)/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#039;');

const REFUSALS = {
  invalidNode: { code: 'invalid_node', message: 'The ID of the node to comment on is invalid' },
  closed: { code: 'comment_closed', message: 'Sorry, this post is closed to comments at the moment' },
  loginRequired: { code: 'not_logged_in', message: 'This site requires you to be logged in to leave a comment' },
  noAuthor: { code: 'require_author', message: 'Comment must include an authorName.' },
  invalidEmail: { code: 'invalid_email', message: 'The email address you are trying to use is invalid' },
  requireNameEmail: { code: 'require_name_email', message: escHtml('<strong>Error:</strong> Please fill the required fields.') },
  emptyContent: { code: 'require_valid_comment', message: escHtml('<strong>Error:</strong> Please type your comment text.') },
  parentElsewhere: { code: 'comment_parent_invalid', message: 'Sorry, the comment you are replying to is not on this item.' },
} satisfies Record<string, Refusal>;

/** wp_allow_comment()'s refusals, as WordPress words them (its own pages show them as HTML). */
const NEW_COMMENT_REFUSALS = {
  duplicate: { code: 'comment_duplicate', message: 'Duplicate comment detected; it looks as though you&#8217;ve already said that!' },
  flood: { code: 'comment_flood', message: 'You are posting comments too quickly. Slow down.' },
} satisfies Record<string, Refusal>;

const gmt = (ms: number) => new Date(ms).toISOString().slice(0, 19).replace('T', ' ');
const seconds = (dateGmt: string) => Math.floor(Date.parse(`${dateGmt.replace(' ', 'T')}Z`) / 1000);

const approved = (c: CommentRecord) => (c.status ?? 'approved') === 'approved';
// MySQL compares the comment table's text case-insensitively.
const sameText = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/**
 * check_comment()'s "Comment author must have a previously approved comment": an author who is a
 * user (found by e-mail) needs an approved comment of theirs; anyone else an approved comment with
 * the same name and e-mail. Without a name or an e-mail, nobody has one.
 */
function previouslyApproved(comments: CommentRecord[], author: string, email: string): boolean {
  if (!author || !email) return false;
  // A user's e-mail is the one on their own comments (scripts/wordpress-real/demo-export.ts gives them that one).
  const userId = comments.find((c) => c.userId !== null && sameText(c.authorEmail, email))?.userId;
  if (userId !== undefined && userId !== null) return comments.some((c) => c.userId === userId && approved(c));
  return comments.some((c) => approved(c) && sameText(c.authorName, author) && sameText(c.authorEmail, email));
}

/** WPGraphQL's Utils::get_database_id_from_id(): a database id, or a global id's number. */
function databaseIdOf(id: string | null | undefined): number {
  if (!id) return 0;
  if (/^\d+$/.test(id)) return Number(id);
  const match = /^[a-z_]+:(\d+)$/.exec(Buffer.from(id, 'base64').toString('utf8'));
  return match ? Number(match[1]) : 0;
}

export function createComment(store: Store, input: CreateCommentInput, visitor: { ip: string }, nowMs: number): CreateCommentOutcome {
  const refuse = (refusal: Refusal): CreateCommentOutcome => ({ ok: false, ...refusal });
  const settings: SiteSettings['discussionSettings'] = store.site().discussionSettings;

  const postId = Number(input.commentOn ?? 0);
  const page = store.get<PageRecord>('page', postId);
  // Media and menu items are posts too, and are always closed to comments.
  const otherPost = store.get<MediaRecord>('mediaItem', postId) ?? store.get<MenuItemRecord>('menuItem', postId);
  if (!page && !otherPost) return refuse(REFUSALS.invalidNode);
  if (!page || page.commentStatus !== 'open') return refuse(REFUSALS.closed);
  if (settings.commentRegistration) return refuse(REFUSALS.loginRequired);

  const author = filterAuthorName(input.author ?? '');
  const email = (input.authorEmail ?? '').trim();
  if (!author) return refuse(REFUSALS.noAuthor);
  if (email && !isEmail(email)) return refuse(REFUSALS.invalidEmail);
  if ((settings.requireNameEmail ?? true) && !email) return refuse(REFUSALS.requireNameEmail);
  const content = filterCommentContent(input.content ?? '');
  if (!content) return refuse(REFUSALS.emptyContent);

  // WordPress itself would quietly file a reply to another page's comment at the top level; the
  // demo says why instead.
  const parent = store.all<CommentRecord>('comment').find((c) => c.id === databaseIdOf(input.parent));
  if (parent && parent.pageId !== page.id) return refuse(REFUSALS.parentElsewhere);

  const outcome = newComment(store, page, { author, email, url: input.authorUrl ?? '', content, parentId: parent?.id ?? 0 }, visitor, nowMs);
  // WPGraphQL passes wp_new_comment()'s messages on through esc_html().
  return outcome.ok ? outcome : { ...outcome, message: escHtml(outcome.message) };
}

/** What wp_new_comment() is given: the checked author, e-mail and text, and the parent's id (0 for none). */
type NewCommentFields = { author: string; email: string; url: string; content: string; parentId: number };

/**
 * wp_new_comment(): the parent kept only while it exists, the duplicate and flood checks (with
 * WordPress's own messages), moderation, then the comment saved.
 */
export function newComment(store: Store, page: PageRecord, fields: NewCommentFields, visitor: { ip: string }, nowMs: number): CreateCommentOutcome {
  const refuse = (refusal: Refusal): CreateCommentOutcome => ({ ok: false, ...refusal });
  const settings: SiteSettings['discussionSettings'] = store.site().discussionSettings;
  const { author, email, content } = fields;
  return store.transaction((): CreateCommentOutcome => {
    const comments = store.all<CommentRecord>('comment');
    const parentId = comments.some((c) => c.id === fields.parentId) ? fields.parentId : 0;

    const duplicate = comments.some(
      (c) =>
        c.pageId === page.id &&
        c.parentId === parentId &&
        (c.authorName === author || (email !== '' && c.authorEmail === email)) &&
        (c.rawContent ?? c.content) === content,
    );
    if (duplicate) return refuse(NEW_COMMENT_REFUSALS.duplicate);

    const now = Math.floor(nowMs / 1000);
    const latest = comments
      .filter((c) => c.dateGmt && (c.authorIp === visitor.ip || c.authorEmail === email))
      .map((c) => seconds(c.dateGmt as string))
      .filter((t) => t >= now - 3600)
      .sort((a, b) => b - a)[0];
    if (latest !== undefined && now - latest < FLOOD_SECONDS) return refuse(NEW_COMMENT_REFUSALS.flood);

    // check_comment(): held when every comment must be approved, or when its author has none approved yet.
    const flags = discussionFlags(settings);
    const held = flags.commentModeration || (flags.commentPreviouslyApproved && !previouslyApproved(comments, author, email));

    const dateGmt = gmt(nowMs);
    const comment: CommentRecord = {
      // The comments table's auto-increment: the next id after the largest one given.
      id: store.nextId('comment'),
      pageId: page.id,
      parentId,
      authorName: author,
      authorEmail: email,
      authorUrl: filterAuthorUrl(fields.url),
      userId: null,
      // WPGraphQL fills comment_date with gmdate(), so a comment made through it carries the GMT
      // time in both of its dates; the demo keeps that quirk.
      date: dateGmt,
      dateGmt,
      content: renderCommentContent(content),
      rawContent: content,
      status: held ? 'pending' : 'approved',
      authorIp: visitor.ip,
    };
    store.saveVisitorNode('comment', comment.id, comment, dateGmt.replace(' ', 'T'));
    if (comment.status === 'approved') announcePublicComment(store, comment, nowMs);
    return { ok: true, comment };
  });
}
