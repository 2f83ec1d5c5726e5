// The project's plugin installed the way docs/operators.md offers first, as an ordinary plugin
// (wp-content/plugins/hotel-site, activated), on the real WordPress: WordPress tells WordPress.org
// that its updates come from elsewhere (its `Update URI`), so that WordPress.org never offers it
// another plugin's update; deactivated, it leaves no scheduled event and no reported build state;
// deleted, it leaves nothing in the database. The rebuild hook's state is made by the hook itself
// (support/rebuild-outbox.php, GitHub replaced by a file, refusing the token once).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describeWithWordPress, startBareWordPress, type BareWordPress } from './support/bare-wordpress';

const PLUGIN = 'hotel-site/hotel-site.php';
const OPTIONS = ['hotel_site_rebuild_pending', 'hotel_site_rebuild_last_sent', 'hotel_site_rebuild_refused'];

describeWithWordPress('the plugin installed as a plugin', () => {
  let wp: BareWordPress;
  let outbox: string;

  /** Runs PHP code with the rebuild hook configured, GitHub refusing the token, the clock at `now`. */
  const withHook = (code: string, now: number) => {
    fs.writeFileSync(outbox, '');
    const printed = wp.php(path.join(__dirname, 'support/rebuild-outbox.php'), outbox, code, '60', String(now), '401');
    return printed ? (JSON.parse(printed) as unknown) : null;
  };
  /** Which of the plugin's options, and whether its event, are in the database. */
  const leftovers = () =>
    JSON.parse(
      wp.run(`
        global $wpdb;
        $options = $wpdb->get_col( "SELECT option_name FROM {$wpdb->options} WHERE option_name LIKE 'hotel\\\\_site\\\\_%' OR option_name LIKE '\\\\_transient\\\\_%hotel\\\\_site%'" );
        sort( $options );
        return array( 'options' => $options, 'event' => false !== wp_next_scheduled( 'hotel_site_rebuild_send' ) );
      `),
    ) as { options: string[]; event: boolean };

  beforeAll(async () => {
    wp = await startBareWordPress();
    const muPlugins = path.join(wp.wordpressDir, 'wp-content/mu-plugins');
    fs.rmSync(path.join(muPlugins, 'hotel-site.php'));
    fs.rmSync(path.join(muPlugins, 'hotel-site'), { recursive: true });
    fs.cpSync(path.join(__dirname, '../../wordpress/hotel-site'), path.join(wp.wordpressDir, 'wp-content/plugins/hotel-site'), { recursive: true });
    expect(wp.run(`return activate_plugin( '${PLUGIN}' );`)).toBe('');
    outbox = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'plugin-lifecycle-')), 'dispatches.jsonl');
  });
  afterAll(async () => {
    await wp?.stop();
    if (outbox) fs.rmSync(path.dirname(outbox), { recursive: true, force: true });
  });

  test('WordPress tells WordPress.org, when it asks for updates, that this plugin is not one of its plugins', () => {
    const sent = JSON.parse(
      wp.run(`
        $asked = null;
        add_filter(
          'pre_http_request',
          function ( $pre, $args, $url ) use ( &$asked ) {
            if ( false === strpos( $url, 'api.wordpress.org/plugins/update-check/' ) ) {
              return $pre;
            }
            $asked = json_decode( $args['body']['plugins'], true );
            return array( 'headers' => array(), 'body' => wp_json_encode( array( 'plugins' => array(), 'translations' => array(), 'no_update' => array() ) ), 'response' => array( 'code' => 200, 'message' => 'OK' ), 'cookies' => array(), 'filename' => null );
          },
          10,
          3
        );
        delete_site_transient( 'update_plugins' );
        wp_update_plugins();
        return $asked['plugins']['${PLUGIN}'];
      `),
    ) as { Name: string; UpdateURI: string };
    expect(sent.Name).toBe('Hotel site');
    // WordPress.org answers for a plugin with this header only when it names one of its own pages.
    expect(sent.UpdateURI).not.toBe('');
    expect(sent.UpdateURI).not.toMatch(/^(https?:\/\/)?(wordpress\.org|w\.org)\/plugins?\//i);
  });

  test('deactivated, it leaves no scheduled event; deleted, nothing of it stays in the database', () => {
    const now = Math.floor(Date.now() / 1000);
    withHook("wp_insert_post( array( 'post_type' => 'page', 'post_title' => 'Spa', 'post_status' => 'publish' ) );", now);
    // The refused dispatch is kept, with the refusal, and WP-Cron is to try again.
    expect(leftovers()).toEqual({ options: [...OPTIONS].sort(), event: true });

    // The build's reported state, which no report updates while the plugin is off, goes with the deactivation.
    const reported = "update_option( 'hotel_site_build_status', array( 'current' => array( 'state' => 'live', 'build' => 'run-1' ) ), false );";
    wp.run(reported);
    expect(leftovers().options).toContain('hotel_site_build_status');
    expect(withHook(`deactivate_plugins( '${PLUGIN}' ); return is_plugin_active( '${PLUGIN}' );`, now)).toBe(false);
    expect(leftovers()).toEqual({ options: [...OPTIONS].sort(), event: false });

    wp.run(reported);
    wp.run(`uninstall_plugin( '${PLUGIN}' );`);
    expect(leftovers()).toEqual({ options: [], event: false });
  });
});
