// Comments (src/features/comments/) reach pages already sanitised, like page HTML, and the form's
// GraphQL client, which only sends a visitor's comment from the browser, stays out of the HTML
// renderer.
import type { GatsbyNode } from 'gatsby';
import { sanitizeCommentHtml } from '../../src/features/comments/comment-html';
import { isUserCommenter } from '../../src/features/comments/posted-comment';

export const createResolvers: GatsbyNode['createResolvers'] = ({ createResolvers }) => {
  createResolvers({
    WpComment: {
      safeContent: {
        type: 'String',
        resolve: (source: { content?: string | null }) => sanitizeCommentHtml(source.content ?? ''),
      },
      // Read from the stored data: asking for `author.node` in a query fails for visitors, whose
      // CommentAuthor is not a Gatsby node.
      byStaff: {
        type: 'Boolean',
        resolve: (source: { author?: unknown }) => isUserCommenter(source.author),
      },
    },
  });
};

export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({ actions, loaders, stage }) => {
  if (stage === 'build-html' || stage === 'develop-html') {
    actions.setWebpackConfig({ module: { rules: [{ test: /[\\/]node_modules[\\/]@apollo[\\/]/, use: loaders.null() }] } });
  }
};
