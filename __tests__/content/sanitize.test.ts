import { DEFAULT_IFRAME_HOSTS, sanitizeWordPressHtml } from '../../src/content/sanitize';

describe('the sanitiser', () => {
  test("keeps an empty value, so a form's blank choice posts nothing", () => {
    const out = sanitizeWordPressHtml(
      '<select name="room"><option value="">—Please choose—</option><option value="Suite">Suite</option></select><input type="text" name="a" value="" />',
    );
    expect(out).toContain('<option value="">—Please choose—</option>');
    expect(out).toContain('<input type="text" name="a" value="" />');
  });

  test('drops script tags and their code', () => {
    const out = sanitizeWordPressHtml('<p>Hello</p><script>alert("x")</script><p>World</p>');
    expect(out).toBe('<p>Hello</p><p>World</p>');
  });

  test('drops event-handler attributes', () => {
    const out = sanitizeWordPressHtml('<img src="https://wp.example/a.jpg" alt="A" onerror="alert(1)"><p onclick="steal()">Hi</p>');
    expect(out).not.toMatch(/onerror|onclick|alert|steal/);
    expect(out).toContain('alt="A"');
  });

  test('drops javascript: and data: links but keeps http, mailto and tel', () => {
    const out = sanitizeWordPressHtml(
      '<a href="javascript:alert(1)">a</a><a href="JaVaScRiPt:alert(1)">b</a><a href="data:text/html,x">c</a><a href="https://x.example/">d</a><a href="mailto:a@b.example">e</a><a href="tel:+377">f</a>',
    );
    expect(out).not.toMatch(/javascript|data:/i);
    expect(out).toContain('href="https://x.example/"');
    expect(out).toContain('href="mailto:a@b.example"');
    expect(out).toContain('href="tel:+377"');
  });

  test('drops links to payment schemes such as bitcoin: (decision 015)', () => {
    expect(sanitizeWordPressHtml('<a href="bitcoin:bc1qexample">Donate</a>')).toBe('<a>Donate</a>');
  });

  test('closes unclosed tags', () => {
    expect(sanitizeWordPressHtml('<div><p>Open <strong>bold')).toBe('<div><p>Open <strong>bold</strong></p></div>');
  });

  test('keeps iframes from allowed hosts only', () => {
    const allowed = sanitizeWordPressHtml('<iframe src="https://www.youtube-nocookie.com/embed/abc"></iframe>');
    const other = sanitizeWordPressHtml('<iframe src="https://evil.example/embed"></iframe>');
    expect(allowed).toContain('youtube-nocookie.com');
    expect(other).not.toContain('evil.example');
  });

  test('post embeds from the content’s own WordPress are kept, their frames pointed back at it', () => {
    const embed =
      '<blockquote class="wp-embedded-content" data-secret="q8Xk2LmTz4"><a href="/2026/09/10/post/">Post</a></blockquote>' +
      '<iframe class="wp-embedded-content" sandbox="allow-scripts" security="restricted" src="/2026/09/10/post/embed/#?secret=q8Xk2LmTz4" data-secret="q8Xk2LmTz4"></iframe>';
    const out = sanitizeWordPressHtml(embed, DEFAULT_IFRAME_HOSTS, 'http://127.0.0.1:8790/graphql');
    expect(out).toContain('src="http://127.0.0.1:8790/2026/09/10/post/embed/#?secret=q8Xk2LmTz4"');
    expect(out).toContain('sandbox="allow-scripts"');
    expect(out).toContain('data-secret="q8Xk2LmTz4"');
    // Only frames move: the post's link is left to the renderer.
    expect(out).toContain('href="/2026/09/10/post/"');
    expect(sanitizeWordPressHtml('<iframe src="http://127.0.0.1:8790/x/embed/"></iframe>', DEFAULT_IFRAME_HOSTS, 'http://127.0.0.1:8790/graphql')).toContain(
      '<iframe',
    );
    // Without the origin, relative frames still lose their source, and other hosts stay out.
    expect(sanitizeWordPressHtml(embed)).not.toMatch(/<iframe[^>]*src=/);
    expect(sanitizeWordPressHtml('<iframe src="//evil.example/x"></iframe>', DEFAULT_IFRAME_HOSTS, 'http://127.0.0.1:8790/graphql')).not.toContain(
      'evil.example',
    );
    expect(sanitizeWordPressHtml('<iframe src="https://evil.example/x"></iframe>', DEFAULT_IFRAME_HOSTS, 'http://127.0.0.1:8790/graphql')).not.toContain(
      'evil.example',
    );
  });

  test('keeps the block conventions features rely on', () => {
    const html = '<div class="hotel-map" data-lat="43.74" data-lng="7.42"></div><details class="wp-block-details"><summary>Q</summary><p>A</p></details>';
    expect(sanitizeWordPressHtml(html)).toBe(html);
  });

  test('keeps Contact Form 7 markup', () => {
    const html =
      '<form action="/contact/" method="post" class="wpcf7-form"><input type="hidden" name="_wpcf7" value="5" /><textarea name="m"></textarea></form>';
    const out = sanitizeWordPressHtml(html);
    expect(out).toContain('name="_wpcf7"');
    expect(out).toContain('<textarea name="m"></textarea>');
  });
});
