// WordPress's wp-comments-post.php with the project's plugin (wordpress/hotel-site/includes/
// comment-return.php): where the site's comment form goes when it is sent without the site's
// code. As recorded on WordPress 6.8.8 and 7.1: wp_handle_comment_submission()'s checks in its
// order, then wp_new_comment()'s (the same as the GraphQL mutation's, create-comment.ts); a saved
// comment is answered with a redirect, a refusal with WordPress's "Comment Submission Failure"
// page and the refusal's status (403 closed, 409 duplicate, 429 too quick, 200 for a field).
import { createHmac } from 'node:crypto';
import express, { type NextFunction, type Request, type Response } from 'express';
import multer from 'multer';
import { limitBody } from '../request-limits';
import type { CommentRecord, MediaRecord, MenuItemRecord, PageRecord } from './content-files';
import { filterAuthorName, filterCommentContent } from './comment-text';
import { newComment } from './create-comment';
import { pathOfPage } from './graph';
import { isEmail } from './is-email';
import type { Store } from './store';

const COMMENTS_POST_PATH = '/wp-comments-post.php';

type Options = {
  store: Store;
  /** WordPress's own origin (home_url). */
  origin: () => string;
  /** HOTEL_SITE_URL: the static site's origin; without it the plugin changes nothing. */
  siteUrl?: string;
  now?: () => number;
  bodyLimit: number;
};

type Failure = { status: number; message: string };

// wp_handle_comment_submission()'s refusals: the status is the WP_Error's data, the message HTML.
const FAILURES = {
  replyToUnapproved: { status: 403, message: 'Sorry, replies to unapproved comments are not allowed.' },
  closed: { status: 403, message: 'Sorry, comments are closed for this item.' },
  loginRequired: { status: 403, message: 'Sorry, you must be logged in to comment.' },
  requireNameEmail: { status: 200, message: '<strong>Error:</strong> Please fill the required fields.' },
  invalidEmail: { status: 200, message: '<strong>Error:</strong> Please enter a valid email address.' },
  emptyContent: { status: 200, message: '<strong>Error:</strong> Please type your comment text.' },
  comment_duplicate: { status: 409 },
  comment_flood: { status: 429 },
} as const;

// wp_check_comment_data_max_lengths(): the columns' sizes, in bytes.
const MAX_BYTES: [field: 'author' | 'email' | 'url' | 'content', bytes: number, message: string][] = [
  ['author', 245, '<strong>Error:</strong> Your name is too long.'],
  ['email', 100, '<strong>Error:</strong> Your email address is too long.'],
  ['url', 200, '<strong>Error:</strong> Your URL is too long.'],
  ['content', 65525, '<strong>Error:</strong> Your comment is too long.'],
];

/** wp_die()'s page, as wp-comments-post.php calls it (its styles left out). */
const failurePage = (message: string) =>
  `<!DOCTYPE html>\n<html lang="en-US">\n<head>\n\t<meta http-equiv="Content-Type" content="text/html; charset=UTF-8" />\n` +
  `\t<meta name="viewport" content="width=device-width, initial-scale=1.0">\n\t<meta name='robots' content='max-image-preview:large, noindex, follow' />\n` +
  `\t<title>Comment Submission Failure</title>\n</head>\n<body id="error-page">\n\t<div class="wp-die-message"><p>${message}</p></div>\n` +
  `<p><a href='javascript:history.back()'>&laquo; Back</a></p></body>\n</html>\n`;

const text = (value: unknown) => (typeof value === 'string' ? value : '');

const sameOrigin = (a: URL, b: URL) => a.protocol === b.protocol && a.host === b.host;

/** add_query_arg(): the arguments before the fragment, whatever the address (`redirect_to` may be relative). */
function withQuery(location: string, args: Record<string, string>): string {
  const [before, ...fragment] = location.split('#');
  const query = new URLSearchParams(args).toString();
  return `${before}${before.includes('?') ? '&' : '?'}${query}${fragment.length ? `#${fragment.join('#')}` : ''}`;
}

const parsed = (location: string, base?: string): URL | null => {
  try {
    return new URL(location, base);
  } catch {
    return null;
  }
};

export function commentsPostRoute(options: Options): express.Router {
  const router = express.Router();
  const { store } = options;
  const upload = multer({ storage: multer.memoryStorage(), limits: { fieldSize: options.bodyLimit, fields: 50, parts: 50 } }).none();
  const urlencoded = express.urlencoded({ extended: false, limit: options.bodyLimit });
  const readBody = (req: Request, res: Response, next: NextFunction) =>
    /^multipart\/form-data/i.test(req.get('content-type') ?? '') ? upload(req, res, next) : urlencoded(req, res, next);

  const fail = (res: Response, { status, message }: Failure) =>
    res
      .status(status)
      .set('Cache-Control', 'no-cache, must-revalidate, max-age=0, no-store, private')
      .type('html')
      .send(Buffer.from(failurePage(message)));

  // The plugin's comment_post_redirect filter: back to the site, to the notice for the comment's state.
  const toSite = (location: string, comment: CommentRecord): string => {
    const url = parsed(location);
    if (!options.siteUrl || !url || !sameOrigin(url, new URL(options.siteUrl))) return location;
    url.searchParams.delete('unapproved');
    url.searchParams.delete('moderation-hash');
    url.hash = comment.status === 'approved' ? 'comment-published' : 'comment-held';
    return url.toString();
  };

  // wp_safe_redirect(): only WordPress's own host, and those the plugin allows, by host name alone.
  const safe = (location: string): string => {
    const allowed = [options.origin(), options.siteUrl].filter((o): o is string => Boolean(o)).map((o) => new URL(o).hostname);
    const url = parsed(location, options.origin());
    return url && /^https?:$/.test(url.protocol) && allowed.includes(url.hostname) ? url.toString() : `${options.origin()}/wp-admin/`;
  };

  router.post(COMMENTS_POST_PATH, limitBody(options.bodyLimit), readBody, (req: Request, res: Response) => {
    const body: Record<string, unknown> = req.body ?? {};
    const settings = store.site().discussionSettings;
    const postId = Math.trunc(Number(text(body.comment_post_ID))) || 0;
    const parentId = Math.abs(Math.trunc(Number(text(body.comment_parent))) || 0);
    if (parentId !== 0) {
      const parent = store.all<CommentRecord>('comment').find((c) => c.id === parentId);
      if (!parent || parent.status === 'pending') return fail(res, FAILURES.replyToUnapproved);
    }

    const page = store.get<PageRecord>('page', postId);
    // Media and menu items are posts too, and are always closed to comments.
    const otherPost = store.get<MediaRecord>('mediaItem', postId) ?? store.get<MenuItemRecord>('menuItem', postId);
    // No such post: WordPress ends the request without a word.
    if (!page && !otherPost) return res.status(200).type('html').end();
    if (!page || page.commentStatus !== 'open') return fail(res, FAILURES.closed);
    if (settings.commentRegistration) return fail(res, FAILURES.loginRequired);

    const fields = {
      author: filterAuthorName(text(body.author)),
      email: text(body.email).trim(),
      url: text(body.url).trim(),
      content: text(body.comment).trim(),
    };
    if (settings.requireNameEmail ?? true) {
      if (!fields.email || !fields.author) return fail(res, FAILURES.requireNameEmail);
      if (!isEmail(fields.email)) return fail(res, FAILURES.invalidEmail);
    }
    if (!fields.content) return fail(res, FAILURES.emptyContent);
    const tooLong = MAX_BYTES.find(([field, bytes]) => Buffer.byteLength(fields[field]) > bytes);
    if (tooLong) return fail(res, { status: 200, message: tooLong[2] });

    const ip = (req.socket.remoteAddress ?? '').replace(/^::ffff:/, '');
    const nowMs = (options.now ?? Date.now)();
    const outcome = newComment(store, page, { ...fields, content: filterCommentContent(fields.content), parentId }, { ip }, nowMs);
    if (!outcome.ok) {
      const failure = outcome.code === 'comment_duplicate' || outcome.code === 'comment_flood' ? FAILURES[outcome.code] : { status: 403 };
      return fail(res, { ...failure, message: outcome.message });
    }

    const { comment } = outcome;
    const redirectTo = text(body.redirect_to);
    let location = redirectTo ? `${redirectTo}#comment-${comment.id}` : `${options.origin()}${pathOfPage(store, page)}#comment-${comment.id}`;
    // Without the cookies consent box (the site's form has none), WordPress adds what its theme
    // needs to show the held comment to its author.
    if (!('wp-comment-cookies-consent' in body) && comment.status === 'pending' && comment.authorEmail) {
      const hash = createHmac('md5', 'demo-nonce-salt')
        .update(comment.dateGmt ?? '')
        .digest('hex');
      location = withQuery(location, { unapproved: String(comment.id), 'moderation-hash': hash });
    }
    res
      .status(302)
      .set('Cache-Control', 'no-cache, must-revalidate, max-age=0, no-store, private')
      .set('X-Redirect-By', 'WordPress')
      .set('Location', safe(toSite(location, comment)))
      .type('html')
      .end();
  });

  // Before WordPress loads, wp-comments-post.php sends anything but a POST away.
  router.all(COMMENTS_POST_PATH, (_req: Request, res: Response) => {
    res.status(405).set('Allow', 'POST').type('text/plain').end();
  });

  return router;
}
