// Polylang's menus of other languages outside wp-admin, on the real WordPress: Polylang adds its
// per-language menu locations (`primary___fr`) to the theme's only in admin requests, and the
// project's plugin (wordpress/hotel-site/includes/menu-locations.php) adds them everywhere, so
// that a French menu changed through the REST API is a menu on the site: WPGatsby records it and
// the rebuild hook asks for a build.
import fs from 'node:fs';
import path from 'node:path';
import { describeWithWordPress, startBareWordPress, type BareWordPress } from './support/bare-wordpress';
import { outbox, type Outbox } from './support/outbox';

type Record = { title: string; actionType: string; referencedNodeID: string; referencedNodeSingularName: string };

describeWithWordPress('menus of other languages, changed outside wp-admin', () => {
  let wp: BareWordPress;
  let hook: Outbox;
  let menus: { en: number; fr: number; enItem: number; frItem: number };
  let authorization: string;

  // WP-Cron's runs, long after the requests and an hour apart: no interval holds one back.
  let cronClock = Math.floor(Date.now() / 1000) + 100_000;
  /** What WP-Cron's run of the rebuild hook sends, long after the request. */
  const pendingDispatches = () => {
    const now = (cronClock += 3600);
    return hook.run(
      "$next = wp_next_scheduled( 'hotel_site_rebuild_send' ); if ( $next ) { wp_unschedule_event( $next, 'hotel_site_rebuild_send' ); } do_action( 'hotel_site_rebuild_send' );",
      { now },
    ).dispatches;
  };
  const recordsSince = async (since: number) =>
    (
      await wp.graphql<{ actionMonitorActions: { nodes: Record[] } }>(
        'query ($since: Float!) { actionMonitorActions(first: 100, where: { sinceTimestamp: $since }) { nodes { title actionType referencedNodeID referencedNodeSingularName } } }',
        { since },
      )
    ).data?.actionMonitorActions.nodes ?? [];
  /** Renames a menu item through the REST API, as an application does with an administrator's application password. */
  const renameThroughRest = async (itemId: number, title: string) => {
    const response = await fetch(`${wp.origin}/wp-json/wp/v2/menu-items/${itemId}`, {
      method: 'POST',
      headers: { Authorization: authorization, 'Content-Type': 'application/json' },
      body: JSON.stringify({ title }),
    });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { title: { raw: string } }).title.raw).toBe(title);
  };

  beforeAll(async () => {
    wp = await startBareWordPress();
    hook = outbox(wp);
    // The hook configured for requests served over HTTP too, GitHub replaced by a file.
    fs.copyFileSync(path.join(__dirname, 'support/rebuild-served.php'), path.join(wp.wordpressDir, 'wp-content/mu-plugins/rebuild-served.php'));
    // As an administrator sets them up in wp-admin: two languages, a menu in each at the primary location.
    menus = hook.run(`
      foreach ( array( array( 'English', 'en', 'en_US', 0 ), array( 'Français', 'fr', 'fr_FR', 1 ) ) as [ $name, $slug, $locale, $order ] ) {
        PLL()->model->languages->add( array( 'name' => $name, 'slug' => $slug, 'locale' => $locale, 'rtl' => false, 'term_group' => $order ) );
      }
      $en = wp_create_nav_menu( 'Main' );
      $fr = wp_create_nav_menu( 'Principal' );
      set_theme_mod( 'nav_menu_locations', array( 'primary' => $en ) );
      $nav = PLL()->options['nav_menus'];
      $nav[ get_option( 'stylesheet' ) ]['primary'] = array( 'en' => $en, 'fr' => $fr );
      PLL()->options['nav_menus'] = $nav;
      $item = function ( $menu, $title, $url ) {
        return wp_update_nav_menu_item( $menu, 0, array( 'menu-item-title' => $title, 'menu-item-url' => $url, 'menu-item-status' => 'publish' ) );
      };
      return array( 'en' => $en, 'fr' => $fr, 'enItem' => $item( $en, 'Spa', '/spa/' ), 'frItem' => $item( $fr, 'Spa', '/fr/spa/' ) );
    `).result as typeof menus;
    const password = JSON.parse(
      wp.run("return WP_Application_Passwords::create_new_application_password( 1, array( 'name' => 'Menu editor' ) )[0];"),
    ) as string;
    authorization = `Basic ${Buffer.from(`admin:${password}`).toString('base64')}`;
    // Whatever the setting up left pending.
    pendingDispatches();
  });
  afterAll(async () => {
    hook?.remove();
    await wp?.stop();
  });

  test('the French menu is at its location for GraphQL, as Polylang set it', async () => {
    const { data } = await wp.graphql<{ menuItems: { nodes: { databaseId: number }[] } }>(
      '{ menuItems(where: { location: PRIMARY, language: FR }) { nodes { databaseId } } }',
    );
    expect(data?.menuItems.nodes).toEqual([{ databaseId: menus.frItem }]);
  });

  test.each([
    ['French', 'fr', 'Spa et bien-être'],
    ['English', 'en', 'Spa and wellness'],
  ])('a %s menu item renamed through the REST API: recorded for the warm build, and a build asked for', async (_language, language, title) => {
    const itemId = language === 'fr' ? menus.frItem : menus.enItem;
    const since = Date.now() - 1000;
    await renameThroughRest(itemId, title);
    expect(await recordsSince(since)).toContainEqual(
      expect.objectContaining({ actionType: 'UPDATE', referencedNodeSingularName: 'menuItem', referencedNodeID: String(itemId), title }),
    );
    expect(pendingDispatches()).toHaveLength(1);
  });
});
