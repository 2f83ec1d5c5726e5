<?php
/**
 * Deactivated, the plugin leaves no scheduled event behind: WP-Cron would otherwise keep waking
 * for a hook nothing listens to. Nor does it keep the build's last reported state, which no
 * report would update while it is off. What it keeps (the pending dispatch, GitHub's refusals)
 * stays for a reactivation; uninstalling removes it (uninstall.php). A must-use plugin is never
 * deactivated: removing its files is the operator's step, after `wp cron event delete
 * hotel_site_rebuild_send` if an event is due.
 *
 * @package HotelSite
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

register_deactivation_hook(
	HOTEL_SITE_FILE,
	function () {
		// Nor may the changes this request made before schedule it again at its end.
		remove_action( 'shutdown', 'hotel_site_rebuild_at_shutdown', 100 );
		wp_clear_scheduled_hook( HOTEL_SITE_REBUILD_EVENT );
		delete_option( HOTEL_SITE_BUILD_STATUS );
	}
);
