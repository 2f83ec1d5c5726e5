<?php
/**
 * Run by WordPress when an administrator deletes the plugin (Plugins > Delete): it removes what
 * the plugin kept in the database, on every site of a network: the pending dispatch, the time of
 * the last one, GitHub's refusals, the build's reported state, and the scheduled event that would send the dispatch.
 *
 * @package HotelSite
 */

if ( ! defined( 'WP_UNINSTALL_PLUGIN' ) ) {
	exit;
}

/**
 * Removes the plugin's options and events from the current site.
 */
function hotel_site_uninstall_site() {
	foreach ( array( 'hotel_site_rebuild_pending', 'hotel_site_rebuild_last_sent', 'hotel_site_rebuild_refused', 'hotel_site_build_status' ) as $hotel_site_option ) {
		delete_option( $hotel_site_option );
	}
	wp_clear_scheduled_hook( 'hotel_site_rebuild_send' );
}

if ( is_multisite() ) {
	// Every site of the network, not the first 100 that get_sites() returns unless told.
	$hotel_site_blogs = get_sites(
		array(
			'fields' => 'ids',
			'number' => 0,
		)
	);
	foreach ( $hotel_site_blogs as $hotel_site_blog ) {
		switch_to_blog( $hotel_site_blog );
		hotel_site_uninstall_site();
		restore_current_blog();
	}
} else {
	hotel_site_uninstall_site();
}
