<?php
/**
 * Plugin Name: Hotel site rebuild
 * Description: Asks GitHub to rebuild and deploy the static site when content is published.
 *
 * Install as a must-use plugin (wp-content/mu-plugins/hotel-site-rebuild.php) and set, in
 * wp-config.php:
 *   define( 'HOTEL_SITE_REPOSITORY', 'owner/name' );          // the site's GitHub repository
 *   define( 'HOTEL_SITE_GITHUB_TOKEN', 'github_pat_...' );     // fine-grained token: Contents read/write
 * The workflow .github/workflows/deploy.yml listens for the `wordpress-publish` event.
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

function hotel_site_request_rebuild() {
	if ( ! defined( 'HOTEL_SITE_REPOSITORY' ) || ! defined( 'HOTEL_SITE_GITHUB_TOKEN' ) ) {
		return;
	}
	// Several saves in a row (a page, its translation, a menu) make one build.
	if ( get_transient( 'hotel_site_rebuild_requested' ) ) {
		return;
	}
	set_transient( 'hotel_site_rebuild_requested', 1, MINUTE_IN_SECONDS );
	wp_remote_post(
		'https://api.github.com/repos/' . HOTEL_SITE_REPOSITORY . '/dispatches',
		array(
			'timeout'  => 5,
			'blocking' => false,
			'headers'  => array(
				'Accept'        => 'application/vnd.github+json',
				'Authorization' => 'Bearer ' . HOTEL_SITE_GITHUB_TOKEN,
				'Content-Type'  => 'application/json',
			),
			'body'     => wp_json_encode( array( 'event_type' => 'wordpress-publish' ) ),
		)
	);
}

add_action(
	'transition_post_status',
	function ( $new_status, $old_status, $post ) {
		if ( 'publish' === $new_status || 'publish' === $old_status ) {
			if ( ! wp_is_post_revision( $post ) && ! wp_is_post_autosave( $post ) ) {
				hotel_site_request_rebuild();
			}
		}
	},
	10,
	3
);
add_action( 'wp_update_nav_menu', 'hotel_site_request_rebuild' );
add_action( 'wp_set_comment_status', 'hotel_site_request_rebuild' );
