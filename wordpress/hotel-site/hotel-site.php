<?php
/**
 * Plugin Name:       Hotel site
 * Description:       The WordPress side of the hotel's static site: the rebuild hook and the build's state for editors, the return to the site after a comment sent without its code, the changes WPGatsby's action monitor misses (comments, deleted menu items), the menu locations the site reads, the block editor's controls for the site's features, and the versions of WordPress and its plugins for the site's checks.
 * Version:           1.5.0
 * Requires at least: 6.5
 * Requires PHP:      8.0
 * Text Domain:       hotel-site
 * License:           GPL-2.0-or-later
 * License URI:       https://www.gnu.org/licenses/gpl-2.0.html
 * Update URI:        false
 *
 * Install it as a plugin (upload the zip of this folder in Plugins > Add New, then activate it) or
 * as a must-use plugin: copy this folder to wp-content/mu-plugins/ and add there a file that
 * requires it (`<?php require __DIR__ . '/hotel-site/hotel-site.php';`), since WordPress only
 * loads the files at the top of that folder.
 *
 * It is not on WordPress.org: `Update URI: false` tells WordPress.org so, which then never offers
 * this plugin the update of another plugin that takes the slug `hotel-site` there.
 *
 * @package HotelSite
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

// The same code installed a second way (as a plugin and as must-use, or the single files that
// came before this plugin) would declare its functions twice, which PHP does not survive.
if ( defined( 'HOTEL_SITE_VERSION' ) || function_exists( 'hotel_site_request_rebuild' ) ) {
	add_action(
		'admin_notices',
		function () {
			if ( ! current_user_can( 'activate_plugins' ) ) {
				return;
			}
			printf( '<div class="notice notice-error"><p>%s</p></div>', esc_html__( 'The Hotel site plugin is installed twice (as a plugin and as a must-use plugin, or beside its older single files): remove one copy.', 'hotel-site' ) );
		}
	);
	return;
}

const HOTEL_SITE_VERSION = '1.5.0';
const HOTEL_SITE_FILE    = __FILE__;

require_once __DIR__ . '/includes/translations.php';
require_once __DIR__ . '/includes/menu-locations.php';
require_once __DIR__ . '/includes/rebuild.php';
require_once __DIR__ . '/includes/rebuild-dispatch.php';
require_once __DIR__ . '/includes/rebuild-builder.php';
require_once __DIR__ . '/includes/rebuild-refusals.php';
require_once __DIR__ . '/includes/build-status.php';
require_once __DIR__ . '/includes/build-status-admin.php';
require_once __DIR__ . '/includes/comment-visibility.php';
require_once __DIR__ . '/includes/comment-erasure.php';
require_once __DIR__ . '/includes/comment-actions.php';
require_once __DIR__ . '/includes/site-health.php';
require_once __DIR__ . '/includes/comment-return.php';
require_once __DIR__ . '/includes/menu-item-actions.php';
require_once __DIR__ . '/includes/editor.php';
require_once __DIR__ . '/includes/patterns.php';
require_once __DIR__ . '/includes/lifecycle.php';
require_once __DIR__ . '/includes/versions.php';
