import fs from 'node:fs';
import { parseTemplate } from '../../demo/wordpress/cf7/form-tags';
import { MESSAGE_KEYS } from '../../demo/wordpress/cf7/forms-file';
import { exportDemoContent, parentsFirst, templateSource, withPlaceholders, type References } from '../../scripts/wordpress-real/demo-export';
import { assertPostIdsKept, realToDemo, type DemoIds } from '../../scripts/wordpress-real/import-demo';

const refs: References = {
  mediaByUpload: new Map([
    ['2026/11/bay-at-dusk.jpg', 103],
    ['2026/11/roof.webm', 114],
  ]),
  formIds: new Set([71]),
};

describe('withPlaceholders', () => {
  it('turns references WordPress may renumber or move into placeholders', () => {
    const html = [
      '<div class="wp-block-contact-form-7-contact-form-selector">[contact-form-7 id="71" title="Contact"]</div>',
      '<img decoding="async" data-id="103" src="/wp-content/uploads/2026/11/bay-at-dusk.jpg" class="wp-image-103"/>',
      '<a href="/wp-content/uploads/2026/11/roof.webm">video</a> <a href="/rooms/">Rooms</a> <a href="/fr/chambres/">Chambres</a>',
      '<img srcset="/a.jpg 300w, /b.jpg 600w" src="//cdn.example.org/x.jpg"/> <a href="https://example.org/">out</a>',
      '<div class="share-buttons" data-id="news-rooftop-terrace"></div> <div data-id="103"></div>',
    ].join('\n');
    expect(withPlaceholders(html, refs, 'test').split('\n')).toEqual([
      '<div class="wp-block-contact-form-7-contact-form-selector">{{wp:form:71}}</div>',
      '<img decoding="async" data-id="{{wp:media:103}}" src="{{wp:upload:103}}" class="wp-image-{{wp:media:103}}"/>',
      '<a href="{{wp:upload:114}}">video</a> <a href="{{wp:home}}/rooms/">Rooms</a> <a href="{{wp:home}}/fr/chambres/">Chambres</a>',
      '<img srcset="{{wp:home}}/a.jpg 300w, {{wp:home}}/b.jpg 600w" src="//cdn.example.org/x.jpg"/> <a href="https://example.org/">out</a>',
      // Only an image's data-id is a media id.
      '<div class="share-buttons" data-id="news-rooftop-terrace"></div> <div data-id="103"></div>',
    ]);
  });

  it('points the links of an embedded post at the site serving it, when that is not WordPress', () => {
    const html = '<a href="/2026/09/10/yacht/">Yachts</a><iframe src="/2026/09/10/yacht/embed/#?secret=a"></iframe> <a href="/2026/09/11/other/">x</a>';
    expect(withPlaceholders(html, { ...refs, embeds: { paths: ['/2026/09/10/yacht/'], origin: 'http://127.0.0.1:8790' } }, 'p')).toBe(
      '<a href="http://127.0.0.1:8790/2026/09/10/yacht/">Yachts</a><iframe src="http://127.0.0.1:8790/2026/09/10/yacht/embed/#?secret=a"></iframe> <a href="{{wp:home}}/2026/09/11/other/">x</a>',
    );
    expect(withPlaceholders(html, refs, 'p')).toContain('<iframe src="{{wp:home}}/2026/09/10/yacht/embed/#?secret=a">');
  });

  it("turns the ids and files a block's attributes name into placeholders, and adds the hash of a form's block", () => {
    const html = [
      '<!-- wp:image {"id":103,"sizeSlug":"large","linkDestination":"none"} -->',
      '<!-- wp:cover {"url":"/wp-content/uploads/2026/11/bay-at-dusk.jpg","id":103,"dimRatio":0,"hotelSite":{"id":"x"}} -->',
      '<!-- wp:contact-form-7/contact-form-selector {"id":71,"title":"Contact"} /-->',
      '<!-- wp:contact-form-7/contact-form-selector {"id":71,"hash":"abc1234","title":"Contact"} -->',
      '<!-- wp:group {"className":"share-buttons","hotelSite":{"id":"news"}} -->',
    ].join('\n');
    expect(withPlaceholders(html, refs, 'test').split('\n')).toEqual([
      '<!-- wp:image {"id":{{wp:media:103}},"sizeSlug":"large","linkDestination":"none"} -->',
      '<!-- wp:cover {"url":"{{wp:upload:103}}","id":{{wp:media:103}},"dimRatio":0,"hotelSite":{"id":"x"}} -->',
      '<!-- wp:contact-form-7/contact-form-selector {"id":{{wp:form-id:71}},"hash":"{{wp:form-hash:71}}","title":"Contact"} /-->',
      '<!-- wp:contact-form-7/contact-form-selector {"id":{{wp:form-id:71}},"hash":"{{wp:form-hash:71}}","title":"Contact"} -->',
      '<!-- wp:group {"className":"share-buttons","hotelSite":{"id":"news"}} -->',
    ]);
    expect(() => withPlaceholders('<!-- wp:contact-form-7/contact-form-selector {"id":99} /-->', refs, 'p')).toThrow('a Contact Form 7 block names form 99');
    expect(() => withPlaceholders('<!-- wp:image {"id":7} -->', refs, 'p')).toThrow('refers to media 7');
  });

  it('stops at a reference to a form, a file or a media item the demo does not have', () => {
    expect(() => withPlaceholders('[contact-form-7 id="99" title="x"]', refs, 'page en/contact')).toThrow('page en/contact: [contact-form-7] names form 99');
    expect(() => withPlaceholders('<img src="/wp-content/uploads/2026/11/missing.jpg"/>', refs, 'p')).toThrow('missing.jpg, which is no file of media.yaml');
    expect(() => withPlaceholders('<img class="wp-image-7"/>', refs, 'p')).toThrow('refers to media 7');
  });
});

describe('templateSource', () => {
  it('writes a parsed CF7 template back as it was written', () => {
    const template =
      '<label> Name [text* your-name minlength:2 autocomplete:name] </label>[count your-name]\n[select* room include_blank "A" "B"]\n[quiz sum "3 + 4?|7"]\n[acceptance privacy optional]I agree.[/acceptance]\n[submit "Send"]';
    expect(templateSource(parseTemplate(template), 'form')).toBe(template);
  });

  it('quotes a value that holds a double quote with single quotes', () => {
    const parts = parseTemplate(`[radio choice 'Say "hi"' "Other"]`);
    expect(templateSource(parts, 'form')).toBe(`[radio choice 'Say "hi"' "Other"]`);
  });
});

describe('parentsFirst', () => {
  it('puts parents before their children and keeps the order otherwise', () => {
    const records = [
      { id: 3, parent: 2 },
      { id: 1, parent: null },
      { id: 2, parent: 1 },
      { id: 4, parent: null },
    ];
    expect(parentsFirst(records, (r) => r.parent, 'page').map((r) => r.id)).toEqual([1, 2, 3, 4]);
  });

  it('refuses a cycle', () => {
    expect(() =>
      parentsFirst(
        [
          { id: 1, parent: 2 },
          { id: 2, parent: 1 },
        ],
        (r) => r.parent,
        'comment',
      ),
    ).toThrow('is its own ancestor');
  });
});

describe('exportDemoContent (the demo hotel)', () => {
  const exported = exportDemoContent();

  it('has the settings, the languages with the default first, and Polylang by directory', () => {
    expect(exported.options).toMatchObject({
      blogname: expect.any(String),
      timezone_string: expect.any(String),
      comment_moderation: expect.any(Number),
      WPLANG: '',
    });
    // WordPress's default, which holds a first-time author's comment even with moderation off.
    expect(exported.options).toMatchObject({ comment_moderation: 1, comment_previously_approved: 1 });
    expect(exported.languages.map((l) => l.slug)).toEqual(['en', 'fr', 'de']);
    expect(exported.polylang).toEqual({ media_support: true, hide_default: true, force_lang: 1, rewrite: true });
  });

  it('keeps every page as the block markup of its file, with no link or form left to rewrite', () => {
    expect(exported.pages.length).toBeGreaterThan(30);
    for (const page of exported.pages) {
      expect(page.content.startsWith('<!-- wp:')).toBe(true);
      expect(page.content).not.toMatch(/\s(?:src|href)=["']\/(?!\/)/);
      expect(page.content).not.toContain('[contact-form-7');
    }
    expect(exported.pages.find((p) => p.id === 21)?.content).toContain('{"id":{{wp:form-id:71}},"hash":"{{wp:form-hash:71}}","title":"Contact"}');
    expect(exported.pages.find((p) => p.id === 21)?.content).toContain('{{wp:form:71}}');
  });

  it('points the embedded post of the rooftop news at the demo backend when asked', () => {
    const rooftop = (pages: typeof exported.pages) => pages.find((p) => p.slug === 'new-rooftop-terrace')?.content ?? '';
    expect(rooftop(exported.pages)).toContain('src="{{wp:home}}/2026/09/10/yacht-show-from-above/embed/');
    const elsewhere = exportDemoContent(undefined, { embedsOrigin: 'http://127.0.0.1:8790/' });
    expect(rooftop(elsewhere.pages)).toContain('src="http://127.0.0.1:8790/2026/09/10/yacht-show-from-above/embed/');
  });

  it('adds copies of a page in every language for the build benchmark, translations of each other', () => {
    const larger = exportDemoContent(undefined, { extraPages: 2, extraPageTemplate: 'awards' });
    expect(larger.pages.length).toBe(exported.pages.length + 6);
    const copies = larger.pages.filter((p) => p.translationKey === 'bench-2');
    expect(copies.map((p) => p.language).sort()).toEqual(['de', 'en', 'fr']);
    const awards = exported.pages.find((p) => p.translationKey === 'awards' && p.language === 'fr');
    expect(copies.find((p) => p.language === 'fr')?.content).toBe(awards?.content);
  });

  it('lists pages and comments after their parents', () => {
    const seen = new Set<number>();
    for (const page of exported.pages) {
      if (page.parent !== null) expect(seen.has(page.parent)).toBe(true);
      seen.add(page.id);
    }
    const comments = new Set<number>();
    for (const comment of exported.comments) {
      if (comment.parent !== null) expect(comments.has(comment.parent)).toBe(true);
      comments.add(comment.id);
    }
  });

  it('numbers menu items by their position in the whole menu, children included', () => {
    const main = exported.menus.find((m) => m.location === 'primary' && m.language === 'en');
    expect(main?.items.slice(0, 5).map((i) => [i.id, i.parent, i.position])).toEqual([
      [201, null, 1],
      [202, 201, 2],
      [203, 201, 3],
      [204, 201, 4],
      [205, null, 5],
    ]);
  });

  it('names the default language’s front and privacy pages, and media files that exist', () => {
    expect(exported.frontPage).toBe(11);
    expect(exported.pages.find((p) => p.id === exported.privacyPage)?.language).toBe('en');
    for (const item of exported.media) expect(fs.existsSync(item.source)).toBe(true);
    expect(exported.media[0]).toMatchObject({ uploadSubdir: '2026/11', alt: { en: expect.any(String), fr: expect.any(String), de: expect.any(String) } });
  });

  it('gives each form its template, locale, mail and CF7 messages', () => {
    const contact = exported.forms.find((f) => f.id === 72);
    expect(contact).toMatchObject({ locale: 'fr_FR', mail: { recipient: 'reception@hotel-lumiere.example', additionalHeaders: 'Reply-To: [your-email]' } });
    expect(contact?.template).toContain('[email* your-email autocomplete:email]');
    expect(contact?.messages.mail_sent_ok).toMatch(/^Merci/);
    // CF7's messages and nothing else: the plugin's own strings (the form's name, a select's blank
    // option) are not per-form messages.
    expect(Object.keys(contact?.messages ?? {}).sort()).toEqual([...MESSAGE_KEYS].sort());
  });
});

describe('id maps', () => {
  const ids: DemoIds = { post: { '11': 11, '101': 101 }, term: { '2': 26 }, comment: { '301': 2 }, user: { '1': 2 }, mediaTranslations: {} };

  it('turns demo → WordPress into WordPress → demo, per kind', () => {
    expect(realToDemo(ids)).toEqual({ post: { '11': 11, '101': 101 }, term: { '26': 2 }, comment: { '2': 301 }, user: { '2': 1 } });
  });

  it('says when WordPress did not keep a post id', () => {
    const exported = exportDemoContent();
    const all = Object.fromEntries(
      [...exported.pages, ...exported.media, ...exported.forms, ...exported.menus.flatMap((m) => m.items)].map((r) => [String(r.id), r.id]),
    );
    expect(() => assertPostIdsKept(exported, { ...ids, post: all })).not.toThrow();
    expect(() => assertPostIdsKept(exported, { ...ids, post: { ...all, '11': 129 } })).toThrow('11 → 129');
  });
});
