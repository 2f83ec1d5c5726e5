<?php
/**
 * Plugin Name: Hotel site rebuild
 * Description: Asks GitHub to rebuild and deploy the static site after every change the site shows.
 *
 * Install as a must-use plugin (wp-content/mu-plugins/hotel-site-rebuild.php) and set, in
 * wp-config.php:
 *   define( 'HOTEL_SITE_REPOSITORY', 'owner/name' );          // the site's GitHub repository
 *   define( 'HOTEL_SITE_GITHUB_TOKEN', 'github_pat_...' );     // fine-grained token: Contents read/write
 * The workflow .github/workflows/deploy.yml listens for the `wordpress-publish` event.
 *
 * Every request that changes something the site shows (a page published, updated or unpublished,
 * a media item, a menu, a comment approved, edited or taken down, or anything else WPGatsby's
 * action monitor records) sends one dispatch when it ends. There is no debounce here: the
 * workflow runs one build at a time and keeps only the newest waiting one, so a burst of saves
 * makes at most two builds, and the last of them reads WordPress after the last save
 * (docs/decisions/008-rebuild-on-every-change.md).
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * Notes that this request changed what the site shows; the dispatch is sent once, at shutdown.
 *
 * @param string $reason What changed, for the workflow's log (for example `page 12`).
 */
function hotel_site_request_rebuild( $reason = 'content' ) {
	global $hotel_site_rebuild_reasons;
	if ( ! is_array( $hotel_site_rebuild_reasons ) ) {
		$hotel_site_rebuild_reasons = array();
		// Late, so that everything else this request saves at shutdown is saved first.
		add_action( 'shutdown', 'hotel_site_send_rebuild', 100 );
	}
	$hotel_site_rebuild_reasons[ (string) $reason ] = true;
}

/**
 * Sends the repository dispatch for this request's changes.
 */
function hotel_site_send_rebuild() {
	global $hotel_site_rebuild_reasons;
	if ( empty( $hotel_site_rebuild_reasons ) || ! defined( 'HOTEL_SITE_REPOSITORY' ) || ! defined( 'HOTEL_SITE_GITHUB_TOKEN' ) ) {
		return;
	}
	// GitHub allows ten top-level keys in client_payload; a list under one key is enough.
	$reasons                    = array_slice( array_keys( $hotel_site_rebuild_reasons ), 0, 50 );
	$hotel_site_rebuild_reasons = array();
	// Blocking: a request that is not waited for may never leave a PHP process that is ending.
	$response = wp_remote_post(
		'https://api.github.com/repos/' . HOTEL_SITE_REPOSITORY . '/dispatches',
		array(
			'timeout' => 10,
			'headers' => array(
				'Accept'        => 'application/vnd.github+json',
				'Authorization' => 'Bearer ' . HOTEL_SITE_GITHUB_TOKEN,
				'Content-Type'  => 'application/json',
			),
			'body'    => wp_json_encode(
				array(
					'event_type'     => 'wordpress-publish',
					'client_payload' => array( 'changes' => $reasons ),
				)
			),
		)
	);
	$code = wp_remote_retrieve_response_code( $response );
	if ( is_wp_error( $response ) || 204 !== $code ) {
		// phpcs:ignore WordPress.PHP.DevelopmentFunctions.error_log_error_log -- the operator's only trace.
		error_log( 'Hotel site rebuild: GitHub did not take the dispatch (' . ( is_wp_error( $response ) ? $response->get_error_message() : 'HTTP ' . $code ) . ').' );
	}
}

/**
 * The post types the site makes pages of; media and menu items are hooked below.
 *
 * @return string[]
 */
function hotel_site_rebuild_post_types() {
	return (array) apply_filters( 'hotel_site_rebuild_post_types', array( 'page' ) );
}

// A post published, updated while published, or unpublished (draft, private, trash).
add_action(
	'transition_post_status',
	function ( $new_status, $old_status, $post ) {
		if ( 'publish' !== $new_status && 'publish' !== $old_status ) {
			return;
		}
		if ( wp_is_post_revision( $post ) || wp_is_post_autosave( $post ) || ! in_array( $post->post_type, hotel_site_rebuild_post_types(), true ) ) {
			return;
		}
		hotel_site_request_rebuild( $post->post_type . ' ' . $post->ID );
	},
	10,
	3
);
// A published post deleted without going through the trash.
add_action(
	'before_delete_post',
	function ( $post_id, $post ) {
		if ( $post && 'publish' === $post->post_status && in_array( $post->post_type, hotel_site_rebuild_post_types(), true ) ) {
			hotel_site_request_rebuild( $post->post_type . ' ' . $post_id );
		}
	},
	10,
	2
);

// Media: a file uploaded, its alt text or caption edited, or deleted.
foreach ( array( 'add_attachment', 'edit_attachment', 'delete_attachment' ) as $hotel_site_hook ) {
	add_action(
		$hotel_site_hook,
		function ( $attachment_id ) {
			hotel_site_request_rebuild( 'media ' . $attachment_id );
		}
	);
}

// Menus: saved in Appearance > Menus (with their items), deleted, or moved to another location.
add_action(
	'wp_update_nav_menu',
	function ( $menu_id ) {
		hotel_site_request_rebuild( 'menu ' . $menu_id );
	}
);
add_action(
	'wp_delete_nav_menu',
	function ( $menu_id ) {
		hotel_site_request_rebuild( 'menu ' . $menu_id );
	}
);
add_action(
	'wp_update_nav_menu_item',
	function ( $menu_id, $item_id ) {
		hotel_site_request_rebuild( 'menu item ' . $item_id );
	},
	10,
	2
);
add_filter(
	'pre_set_theme_mod_nav_menu_locations',
	function ( $locations, $old_locations ) {
		if ( $locations !== $old_locations ) {
			hotel_site_request_rebuild( 'menu locations' );
		}
		return $locations;
	},
	10,
	2
);

// Comments: shown once approved, so what matters is a comment crossing that line, or changing
// while it is on the site.
add_action(
	'wp_insert_comment',
	function ( $comment_id, $comment ) {
		if ( '1' === (string) $comment->comment_approved ) {
			hotel_site_request_rebuild( 'comment ' . $comment_id );
		}
	},
	10,
	2
);
add_action(
	'transition_comment_status',
	function ( $new_status, $old_status, $comment ) {
		if ( 'approved' === $new_status || 'approved' === $old_status ) {
			hotel_site_request_rebuild( 'comment ' . $comment->comment_ID );
		}
	},
	10,
	3
);
add_action(
	'edit_comment',
	function ( $comment_id ) {
		$comment = get_comment( $comment_id );
		if ( $comment && '1' === (string) $comment->comment_approved ) {
			hotel_site_request_rebuild( 'comment ' . $comment_id );
		}
	}
);

// Anything else a warm build would fetch (settings, terms, authors, translations' links): WPGatsby
// records it in its action monitor, and every such record is worth a build. Preview records are
// for the preview server only.
add_filter(
	'gatsby_pre_log_action_monitor_action',
	function ( $pre, $args ) {
		if ( false !== $pre && 'PREVIEW' !== ( $args['stream_type'] ?? null ) ) {
			hotel_site_request_rebuild( ( $args['graphql_single_name'] ?? 'node' ) . ' ' . ( $args['node_id'] ?? '' ) );
		}
		return $pre;
	},
	100,
	2
);
