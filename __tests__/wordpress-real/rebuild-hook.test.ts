// The rebuild hook (docs/wordpress/hotel-site-rebuild.php) on the real WordPress: every request
// that changes what the site shows sends one dispatch to GitHub, however soon after the last one
// (decision 008), and requests that change nothing the site shows send none. GitHub is replaced
// by a file (support/rebuild-outbox.php).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describeWithWordPress, startBareWordPress, type BareWordPress } from './support/bare-wordpress';

type Dispatch = { url: string; method: string; headers: Record<string, string>; body: { event_type: string; client_payload: { changes: string[] } } };

describeWithWordPress('the rebuild hook', () => {
  let wp: BareWordPress;
  let outbox: string;

  /** Runs PHP code as the administrator in one request; returns its result and the dispatches it sent. */
  const save = (code: string): { result: unknown; dispatches: Dispatch[] } => {
    fs.writeFileSync(outbox, '');
    const printed = wp.php(path.join(__dirname, 'support/rebuild-outbox.php'), outbox, code);
    const dispatches = fs
      .readFileSync(outbox, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Dispatch);
    return { result: printed ? JSON.parse(printed) : null, dispatches };
  };
  const changesOf = (dispatches: Dispatch[]) => dispatches.map((d) => d.body.client_payload.changes);

  beforeAll(async () => {
    wp = await startBareWordPress();
    outbox = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'rebuild-outbox-')), 'dispatches.jsonl');
    save(`
      foreach ( array( array( 'English', 'en', 'en_US', 0 ), array( 'Français', 'fr', 'fr_FR', 1 ) ) as [ $name, $slug, $locale, $order ] ) {
        PLL()->model->languages->add( array( 'name' => $name, 'slug' => $slug, 'locale' => $locale, 'rtl' => false, 'term_group' => $order ) );
      }
      update_option( 'comment_moderation', 1 );
    `);
  });
  afterAll(async () => {
    await wp?.stop();
    if (outbox) fs.rmSync(path.dirname(outbox), { recursive: true, force: true });
  });

  test('a page published, then its translation: each sends its own dispatch, as GitHub expects it', () => {
    const page = save(
      "$id = wp_insert_post( array( 'post_type' => 'page', 'post_title' => 'Spa', 'post_status' => 'publish' ) ); pll_set_post_language( $id, 'en' ); return $id;",
    );
    expect(page.dispatches).toHaveLength(1);
    const [dispatch] = page.dispatches;
    expect(dispatch).toMatchObject({
      url: 'https://api.github.com/repos/hotel/site/dispatches',
      method: 'POST',
      headers: { Accept: 'application/vnd.github+json', Authorization: 'Bearer test-token', 'Content-Type': 'application/json' },
      body: { event_type: 'wordpress-publish' },
    });
    expect(dispatch.body.client_payload.changes).toContain(`page ${page.result}`);

    // The old hook sent nothing for a second save within a minute; there is no such window now.
    const translation = save(
      `$id = wp_insert_post( array( 'post_type' => 'page', 'post_title' => 'Spa (FR)', 'post_status' => 'publish' ) ); pll_set_post_language( $id, 'fr' ); pll_save_post_translations( array( 'en' => ${page.result}, 'fr' => $id ) ); return $id;`,
    );
    expect(changesOf(translation.dispatches)).toEqual([expect.arrayContaining([`page ${translation.result}`])]);

    const edited = save(`wp_update_post( array( 'ID' => ${page.result}, 'post_content' => 'Open every day.' ) );`);
    expect(changesOf(edited.dispatches)).toEqual([expect.arrayContaining([`page ${page.result}`])]);
    const unpublished = save(`wp_trash_post( ${translation.result} );`);
    expect(changesOf(unpublished.dispatches)).toEqual([expect.arrayContaining([`page ${translation.result}`])]);
  });

  test('a draft saved sends nothing; published, it sends one', () => {
    const draft = save("return wp_insert_post( array( 'post_type' => 'page', 'post_title' => 'Gym', 'post_status' => 'draft' ) );");
    expect(draft.dispatches).toEqual([]);
    expect(save(`wp_update_post( array( 'ID' => ${draft.result}, 'post_title' => 'Gym and pool' ) );`).dispatches).toEqual([]);
    expect(changesOf(save(`wp_publish_post( ${draft.result} );`).dispatches)).toEqual([expect.arrayContaining([`page ${draft.result}`])]);
  });

  test('many changes in one request make one dispatch that names them all', () => {
    const { result, dispatches } = save(
      "return array_map( function ( $title ) { return wp_insert_post( array( 'post_type' => 'page', 'post_title' => $title, 'post_status' => 'publish' ) ); }, array( 'Bar', 'Restaurant', 'Terrace' ) );",
    );
    expect(dispatches).toHaveLength(1);
    expect(dispatches[0].body.client_payload.changes).toEqual(expect.arrayContaining((result as number[]).map((id) => `page ${id}`)));
  });

  test('a menu item added and a menu renamed', () => {
    const { result: menu } = save("return wp_create_nav_menu( 'Main' );");
    const item = save(
      `return wp_update_nav_menu_item( ${menu}, 0, array( 'menu-item-title' => 'Spa', 'menu-item-url' => '/spa/', 'menu-item-status' => 'publish' ) );`,
    );
    expect(changesOf(item.dispatches)).toEqual([expect.arrayContaining([`menu item ${item.result}`])]);
    const renamed = save(`wp_update_nav_menu_object( ${menu}, array( 'menu-name' => 'Main menu' ) );`);
    expect(changesOf(renamed.dispatches)).toEqual([expect.arrayContaining([`menu ${menu}`])]);
  });

  test('a comment: held sends nothing; approved, edited and deleted each send one', () => {
    const { result: pageId } = save(
      "return wp_insert_post( array( 'post_type' => 'page', 'post_title' => 'News', 'post_status' => 'publish', 'comment_status' => 'open' ) );",
    );
    const held = save(
      `return wp_new_comment( array( 'comment_post_ID' => ${pageId}, 'comment_author' => 'Nina Berg', 'comment_author_email' => 'nina@example.org', 'comment_content' => 'Is the terrace heated?', 'comment_author_IP' => '192.0.2.1', 'user_id' => 0 ) );`,
    );
    expect(held.dispatches).toEqual([]);
    const id = Number(held.result);
    expect(save(`wp_update_comment( array( 'comment_ID' => ${id}, 'comment_content' => 'Is the terrace heated in winter?' ) );`).dispatches).toEqual([]);
    for (const code of [
      `wp_set_comment_status( ${id}, 'approve' );`,
      `wp_update_comment( array( 'comment_ID' => ${id}, 'comment_content' => 'Is it heated in January?' ) );`,
      `wp_delete_comment( ${id}, true );`,
    ]) {
      expect(changesOf(save(code).dispatches)).toEqual([expect.arrayContaining([`comment ${id}`])]);
    }
  });

  test('a media item uploaded and a site setting changed', () => {
    const media = save(
      "return wp_insert_attachment( array( 'post_title' => 'Pool', 'post_mime_type' => 'image/jpeg', 'post_status' => 'inherit' ), 'pool.jpg' );",
    );
    expect(changesOf(media.dispatches)).toEqual([expect.arrayContaining([`media ${media.result}`])]);
    expect(save("update_option( 'blogname', 'Hôtel Lumière, Monte-Carlo' );").dispatches).toHaveLength(1);
  });
});
