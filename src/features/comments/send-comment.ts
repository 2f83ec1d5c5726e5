// Sends a comment with WPGraphQL's createComment through Apollo Client. This module is loaded
// only when a visitor starts using a comment form, so pages pay for Apollo only there.
import { ApolloClient, HttpLink, InMemoryCache, gql } from '@apollo/client';
import DOMPurify from 'dompurify';
import { browserSettings } from '../../config/browser-settings';
import { COMMENT_ATTRIBUTES, COMMENT_LINK_REL, COMMENT_TAGS, COMMENT_URL_SCHEMES } from './comment-html-policy';
import { resultFromAnswer, resultFromFailure, type CreateCommentResult } from './create-comment-result';
import { plainText } from './plain-text';
import type { PostedComment } from './posted-comment';

export type CommentInput = {
  commentOn: number;
  /** The parent's global id, or null for a new thread. */
  parent: string | null;
  author: string;
  authorEmail: string;
  authorUrl: string;
  content: string;
};

const CREATE_COMMENT = gql`
  mutation CreateComment($input: CreateCommentInput!) {
    createComment(input: $input) {
      success
      comment {
        id
        databaseId
        parentId
        parentDatabaseId
        date
        dateGmt
        status
        content
        author {
          name
          url
        }
      }
    }
  }
`;

type Answer = { createComment: { success: boolean | null; comment: (PostedComment & { status: string | null }) | null } | null };

// WordPress answers in well under a second; a visitor should not wait on a dead connection.
const TIMEOUT_MS = 20_000;

let client: ApolloClient | null = null;
const apollo = () =>
  (client ??= new ApolloClient({
    link: new HttpLink({ uri: () => browserSettings().graphqlUrl, fetchOptions: { credentials: 'omit' } }),
    cache: new InMemoryCache(),
  }));

const URI_PATTERN = new RegExp(`^(?:${COMMENT_URL_SCHEMES.join('|')}):`, 'i');
let hooked = false;

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The same allow-list as the build's (comment-html.ts), for a comment shown before the next build. */
export function sanitizeInBrowser(html: string): string {
  // Without a DOM (never in a browser) nothing is trusted: the text alone is kept.
  if (!DOMPurify.isSupported) return `<p>${escapeText(plainText(html))}</p>`;
  if (!hooked) {
    DOMPurify.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName === 'A') node.setAttribute('rel', COMMENT_LINK_REL);
    });
    hooked = true;
  }
  return DOMPurify.sanitize(html, {
    ALLOWED_TAGS: COMMENT_TAGS,
    ALLOWED_ATTR: [...new Set(Object.values(COMMENT_ATTRIBUTES).flat())],
    ALLOWED_URI_REGEXP: URI_PATTERN,
  }).trim();
}

export async function sendComment(input: CommentInput): Promise<CreateCommentResult<PostedComment>> {
  try {
    const { data } = await apollo().mutate<Answer>({
      mutation: CREATE_COMMENT,
      variables: { input: { ...input, authorUrl: input.authorUrl || null } },
      fetchPolicy: 'no-cache',
      context: { fetchOptions: { signal: AbortSignal.timeout(TIMEOUT_MS) } },
    });
    const result = resultFromAnswer<PostedComment>({ data });
    if (result.kind === 'approved') {
      // A visitor's comment (logged-in users do not comment from this site).
      return { kind: 'approved', comment: { ...result.comment, byStaff: false, content: sanitizeInBrowser(result.comment.content ?? '') } };
    }
    return result;
  } catch (failure) {
    return resultFromFailure(failure);
  }
}
