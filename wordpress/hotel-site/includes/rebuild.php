<?php
/**
 * The rebuild hook: asks GitHub to rebuild and deploy the static site after changes the site
 * shows, at most once per interval.
 *
 * It sends nothing until wp-config.php says where to:
 *   define( 'HOTEL_SITE_REPOSITORY', 'owner/name' );          // the site's GitHub repository
 *   define( 'HOTEL_SITE_GITHUB_TOKEN', 'github_pat_...' );     // fine-grained token: Contents read/write
 *   define( 'HOTEL_SITE_REBUILD_INTERVAL', 120 );             // optional: seconds between two dispatches, at least
 * The workflow .github/workflows/deploy.yml listens for the `wordpress-publish` event.
 *
 * A request that changes something the site shows (a page published, updated or unpublished, a
 * media item, a menu in a location, a comment approved, edited or taken down, or anything else
 * WPGatsby's action monitor records) adds what it changed to a pending dispatch, kept in an
 * option. The pending dispatch is sent at most once per interval, and always: when a request
 * changes something during the interval, a WP-Cron single event sends it at the interval's end,
 * naming every change since the last dispatch (docs/decisions/012-rebuild-coalesced-in-wordpress.md,
 * which supersedes 008). So a visitor whose comment is approved at once (moderation off) cannot
 * start more than one build per interval, and an editor's last change is always published.
 *
 * Nobody waits for GitHub: the dispatch is sent from WP-Cron's own request, from the command
 * line, or after the response has been handed over (`fastcgi_finish_request`, under PHP-FPM).
 * A dispatch GitHub did not take is kept pending and tried again an interval later.
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

const HOTEL_SITE_REBUILD_PENDING   = 'hotel_site_rebuild_pending';
const HOTEL_SITE_REBUILD_LAST_SENT = 'hotel_site_rebuild_last_sent';
const HOTEL_SITE_REBUILD_EVENT     = 'hotel_site_rebuild_send';

/**
 * Notes that this request changed what the site shows; it is added to the pending dispatch at shutdown.
 *
 * @param string $reason What changed, for the workflow's log (for example `page 12`).
 */
function hotel_site_request_rebuild( $reason = 'content' ) {
	global $hotel_site_rebuild_reasons;
	if ( ! is_array( $hotel_site_rebuild_reasons ) ) {
		$hotel_site_rebuild_reasons = array();
		// Late, so that everything else this request saves at shutdown is saved first.
		add_action( 'shutdown', 'hotel_site_rebuild_at_shutdown', 100 );
	}
	$hotel_site_rebuild_reasons[ (string) $reason ] = true;
}

/**
 * The shortest time between two dispatches, in seconds.
 *
 * @return int
 */
function hotel_site_rebuild_interval() {
	return max( 0, (int) ( defined( 'HOTEL_SITE_REBUILD_INTERVAL' ) ? HOTEL_SITE_REBUILD_INTERVAL : 120 ) );
}

/**
 * The time, as a Unix timestamp; a filter lets tests move it.
 *
 * @return int
 */
function hotel_site_rebuild_now() {
	return (int) apply_filters( 'hotel_site_rebuild_now', time() );
}

/**
 * Whether the dispatch has somewhere to go.
 *
 * @return bool
 */
function hotel_site_rebuild_configured() {
	return defined( 'HOTEL_SITE_REPOSITORY' ) && defined( 'HOTEL_SITE_GITHUB_TOKEN' );
}

// The pending dispatch and the time of the last one are options read and written with SQL, not
// through WordPress's option cache: each write only succeeds if the value is still the one read,
// so two requests at once can neither both take the same turn nor lose each other's changes.

/**
 * An option's value as stored, or null.
 *
 * @param string $name The option's name.
 * @return string|null
 */
function hotel_site_rebuild_read( $name ) {
	global $wpdb;
	return $wpdb->get_var( $wpdb->prepare( "SELECT option_value FROM {$wpdb->options} WHERE option_name = %s", $name ) );
}

/**
 * Adds changes to the pending dispatch.
 *
 * @param string[] $reasons What changed.
 */
function hotel_site_rebuild_add_pending( array $reasons ) {
	global $wpdb;
	for ( $try = 0; $try < 10; $try++ ) {
		$old    = hotel_site_rebuild_read( HOTEL_SITE_REBUILD_PENDING );
		$merged = array_values( array_unique( array_merge( null === $old ? array() : (array) json_decode( $old, true ), $reasons ) ) );
		// GitHub allows ten top-level keys in client_payload; a list under one key, the newest 50, is enough.
		$new = wp_json_encode( array_slice( $merged, -50 ) );
		if ( $new === $old ) {
			return;
		}
		$written = null === $old
			? $wpdb->query( $wpdb->prepare( "INSERT IGNORE INTO {$wpdb->options} (option_name, option_value, autoload) VALUES (%s, %s, 'off')", HOTEL_SITE_REBUILD_PENDING, $new ) )
			: $wpdb->query( $wpdb->prepare( "UPDATE {$wpdb->options} SET option_value = %s WHERE option_name = %s AND option_value = %s", $new, HOTEL_SITE_REBUILD_PENDING, $old ) );
		if ( $written ) {
			return;
		}
	}
}

/**
 * Takes the pending dispatch's changes, leaving none pending.
 *
 * @return string[]
 */
function hotel_site_rebuild_take_pending() {
	global $wpdb;
	for ( $try = 0; $try < 10; $try++ ) {
		$old = hotel_site_rebuild_read( HOTEL_SITE_REBUILD_PENDING );
		if ( null === $old ) {
			return array();
		}
		if ( $wpdb->query( $wpdb->prepare( "DELETE FROM {$wpdb->options} WHERE option_name = %s AND option_value = %s", HOTEL_SITE_REBUILD_PENDING, $old ) ) ) {
			return (array) json_decode( $old, true );
		}
	}
	return array();
}

/**
 * Takes the turn to send, if the interval since the last dispatch has passed.
 *
 * @param int $now The time.
 * @return bool Whether this request may send now.
 */
function hotel_site_rebuild_take_turn( $now ) {
	global $wpdb;
	$wpdb->query( $wpdb->prepare( "INSERT IGNORE INTO {$wpdb->options} (option_name, option_value, autoload) VALUES (%s, '0', 'off')", HOTEL_SITE_REBUILD_LAST_SENT ) );
	// The time, then a random word: a write that changed nothing would count as no write at all.
	return (bool) $wpdb->query(
		$wpdb->prepare(
			"UPDATE {$wpdb->options} SET option_value = %s WHERE option_name = %s AND CAST(SUBSTRING_INDEX(option_value, ' ', 1) AS SIGNED) <= %d",
			$now . ' ' . wp_generate_password( 8, false ),
			HOTEL_SITE_REBUILD_LAST_SENT,
			$now - hotel_site_rebuild_interval()
		)
	);
}

/**
 * When the next dispatch may be sent.
 *
 * @return int A Unix timestamp.
 */
function hotel_site_rebuild_next_turn() {
	return (int) hotel_site_rebuild_read( HOTEL_SITE_REBUILD_LAST_SENT ) + hotel_site_rebuild_interval();
}

/**
 * Makes sure WP-Cron sends the pending dispatch at `$at` at the latest.
 *
 * @param int $at A Unix timestamp.
 */
function hotel_site_rebuild_schedule( $at ) {
	$next = wp_next_scheduled( HOTEL_SITE_REBUILD_EVENT );
	if ( false !== $next && $next <= $at ) {
		return;
	}
	if ( false !== $next ) {
		wp_unschedule_event( $next, HOTEL_SITE_REBUILD_EVENT );
	}
	wp_schedule_single_event( $at, HOTEL_SITE_REBUILD_EVENT );
}
add_action( HOTEL_SITE_REBUILD_EVENT, 'hotel_site_rebuild_send_pending' );

/**
 * At the end of a request that changed something: the changes join the pending dispatch, which
 * is sent here only where no one waits for this request, and otherwise by WP-Cron.
 */
function hotel_site_rebuild_at_shutdown() {
	global $hotel_site_rebuild_reasons;
	if ( empty( $hotel_site_rebuild_reasons ) || ! hotel_site_rebuild_configured() ) {
		return;
	}
	hotel_site_rebuild_add_pending( array_keys( $hotel_site_rebuild_reasons ) );
	$hotel_site_rebuild_reasons = array();
	if ( 'cli' === PHP_SAPI || wp_doing_cron() || function_exists( 'fastcgi_finish_request' ) ) {
		hotel_site_rebuild_send_pending();
		return;
	}
	hotel_site_rebuild_schedule( max( hotel_site_rebuild_now(), hotel_site_rebuild_next_turn() ) );
	// WordPress's own way to run due events without making this request wait (a loopback request
	// that is not waited for); where WP-Cron is disabled, the system's cron runs wp-cron.php.
	if ( ! ( defined( 'DISABLE_WP_CRON' ) && DISABLE_WP_CRON ) ) {
		spawn_cron();
	}
}

/**
 * Sends the pending dispatch if it is this request's turn; otherwise makes sure WP-Cron sends it
 * when the turn comes.
 */
function hotel_site_rebuild_send_pending() {
	if ( ! hotel_site_rebuild_configured() || null === hotel_site_rebuild_read( HOTEL_SITE_REBUILD_PENDING ) ) {
		return;
	}
	$now = hotel_site_rebuild_now();
	if ( ! hotel_site_rebuild_take_turn( $now ) ) {
		hotel_site_rebuild_schedule( hotel_site_rebuild_next_turn() );
		return;
	}
	$reasons = hotel_site_rebuild_take_pending();
	if ( ! $reasons ) {
		return;
	}
	// Under PHP-FPM, the visitor or editor has the whole response before GitHub is called.
	if ( function_exists( 'fastcgi_finish_request' ) && 'cli' !== PHP_SAPI && ! wp_doing_cron() ) {
		fastcgi_finish_request();
	}
	if ( ! hotel_site_rebuild_dispatch( $reasons ) ) {
		// Kept, and tried again at the next turn.
		hotel_site_rebuild_add_pending( $reasons );
		hotel_site_rebuild_schedule( $now + max( 60, hotel_site_rebuild_interval() ) );
	}
}

/**
 * Sends the repository dispatch, waiting for GitHub's answer.
 *
 * @param string[] $reasons What changed since the last dispatch.
 * @return bool Whether GitHub took it.
 */
function hotel_site_rebuild_dispatch( array $reasons ) {
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
					'client_payload' => array( 'changes' => array_values( $reasons ) ),
				)
			),
		)
	);
	$code = wp_remote_retrieve_response_code( $response );
	if ( is_wp_error( $response ) || 204 !== $code ) {
		// phpcs:ignore WordPress.PHP.DevelopmentFunctions.error_log_error_log -- the operator's only trace.
		error_log( 'Hotel site rebuild: GitHub did not take the dispatch (' . ( is_wp_error( $response ) ? $response->get_error_message() : 'HTTP ' . $code ) . '); it is kept and tried again.' );
		return false;
	}
	return true;
}

/**
 * Whether a menu is shown on the site: assigned to a theme location (as WPGatsby judges it).
 *
 * @param int $menu_id The menu's term id.
 * @return bool
 */
function hotel_site_rebuild_menu_is_public( $menu_id ) {
	$locations = get_theme_mod( 'nav_menu_locations' );
	return is_array( $locations ) && in_array( (int) $menu_id, array_map( 'intval', array_values( $locations ) ), true );
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

// Menus: saved in Appearance > Menus (with their items), or moved to another location.
// A menu in no location is not on the site (a draft menu, or one kept for later): its changes
// ask for nothing. A menu deleted while in a location leaves it, which the filter below sees.
add_action(
	'wp_update_nav_menu',
	function ( $menu_id ) {
		if ( hotel_site_rebuild_menu_is_public( $menu_id ) ) {
			hotel_site_request_rebuild( 'menu ' . $menu_id );
		}
	}
);
add_action(
	'wp_update_nav_menu_item',
	function ( $menu_id, $item_id ) {
		if ( hotel_site_rebuild_menu_is_public( $menu_id ) ) {
			hotel_site_request_rebuild( 'menu item ' . $item_id );
		}
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

// Comments: shown once approved on a published page, so what matters is a comment crossing that
// line, or changing while it is on the site.

/**
 * Whether a comment is one the site shows once approved: an ordinary comment (no editorial note)
 * on a published page without a password (comment-visibility.php).
 *
 * @param WP_Comment $comment The comment.
 * @return bool
 */
function hotel_site_rebuild_comment_on_site( $comment ) {
	return hotel_site_comment_can_be_public( $comment );
}
add_action(
	'wp_insert_comment',
	function ( $comment_id, $comment ) {
		if ( '1' === (string) $comment->comment_approved && hotel_site_rebuild_comment_on_site( $comment ) ) {
			hotel_site_request_rebuild( 'comment ' . $comment_id );
		}
	},
	10,
	2
);
add_action(
	'transition_comment_status',
	function ( $new_status, $old_status, $comment ) {
		if ( ( 'approved' === $new_status || 'approved' === $old_status ) && hotel_site_rebuild_comment_on_site( $comment ) ) {
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
		if ( $comment && '1' === (string) $comment->comment_approved && hotel_site_rebuild_comment_on_site( $comment ) ) {
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
