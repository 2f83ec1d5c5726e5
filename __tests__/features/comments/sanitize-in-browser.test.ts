/** @jest-environment jsdom */
import { sanitizeCommentHtml } from '../../../src/features/comments/comment-html';
import { sanitizeInBrowser } from '../../../src/features/comments/send-comment';

const samples = [
  '<p>A <strong>great</strong> view, see <a href="https://x.example/">this</a></p>',
  '<p onclick="x()">Hi<script>alert(1)</script><img src=x onerror=alert(1)><a href="javascript:alert(1)">go</a></p>',
  '<blockquote cite="https://q.example/"><p>quoted <abbr title="Monte-Carlo">MC</abbr></p></blockquote>',
];

test('a comment shown at once is cleaned with the build’s allow-list', () => {
  for (const html of samples) {
    const clean = sanitizeInBrowser(html);
    expect(clean).not.toMatch(/script|onerror|onclick|javascript:|<img/);
    // Same elements and attributes as the build would keep (attribute order aside).
    const parse = (s: string) =>
      Array.from(new DOMParser().parseFromString(s, 'text/html').body.querySelectorAll('*')).map(
        (el) =>
          `${el.tagName}:${el
            .getAttributeNames()
            .sort()
            .map((n) => `${n}=${el.getAttribute(n)}`)
            .join(',')}`,
      );
    expect(parse(clean)).toEqual(parse(sanitizeCommentHtml(html)));
  }
});
