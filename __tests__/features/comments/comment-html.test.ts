import { sanitizeCommentHtml } from '../../../src/features/comments/comment-html';

test('comment HTML keeps paragraphs, emphasis and links, with links marked as visitors’ own', () => {
  expect(sanitizeCommentHtml('<p>A <strong>great</strong> <em>view</em>, see <a href="https://x.example/">this</a></p>\n')).toBe(
    '<p>A <strong>great</strong> <em>view</em>, see <a href="https://x.example/" rel="nofollow ugc">this</a></p>',
  );
});

test('scripts, handlers, styles and dangerous links never reach a page', () => {
  const out = sanitizeCommentHtml(
    '<p onclick="x()" style="color:red">Hi<script>alert(1)</script><img src=x onerror=alert(1)><a href="javascript:alert(1)">go</a><iframe src="https://e.example/">t</iframe></p>',
  );
  expect(out).toBe('<p>Hi<a rel="nofollow ugc">go</a></p>');
});

test('tags WordPress does not allow in comments are dropped, their text kept', () => {
  expect(sanitizeCommentHtml('<h1>Big</h1><div class="x"><p>text</p></div><form><input></form>')).toBe('Big<p>text</p>');
});
