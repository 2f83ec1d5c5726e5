// A comment as the page shows it: from the build (gatsby-source-wordpress's WpComment) or from
// createComment's answer in the browser; both carry the same fields.
import type { ThreadableComment } from './comment-thread';

export type PostedComment = ThreadableComment & {
  dateGmt?: string | null;
  /** Sanitised HTML (at build time, or in the browser for a comment that appears at once). */
  content: string;
  /**
   * The author as the comment's edge to its commenter names them. (The edge's `node` is a
   * CommentAuthor for visitors, which gatsby-source-wordpress does not store as a node.)
   */
  author: { name?: string | null; url?: string | null } | null;
  /** Written by a registered WordPress user: the hotel's staff. */
  byStaff?: boolean | null;
};

export const authorName = (comment: PostedComment, anonymous: string): string => comment.author?.name?.trim() || anonymous;

/** The author's site, when it is a web address (WordPress keeps only http and https ones). */
export function authorUrl(comment: PostedComment): string | null {
  const url = comment.author?.url?.trim();
  return url && /^https?:\/\/[^\s]+$/i.test(url) ? url : null;
}

/** Reads the raw commenter of a sourced comment: a `User` (or `WpUser`) is a registered user. */
export const isUserCommenter = (author: unknown): boolean => {
  const node = author && typeof author === 'object' && 'node' in author ? (author as { node: unknown }).node : null;
  const typename = node && typeof node === 'object' && '__typename' in node ? (node as { __typename: unknown }).__typename : null;
  return typeof typename === 'string' && /^(Wp)?User$/.test(typename);
};
