<?php
/**
 * The rebuild hook: asks GitHub to run the site's deploy workflow after changes the site shows,
 * at most once per interval.
 *
 * It sends nothing until wp-config.php says where to:
 *   define( 'HOTEL_SITE_REPOSITORY', 'owner/name' );      // the site's GitHub repository
 *   define( 'HOTEL_SITE_GITHUB_TOKEN', 'github_pat_...' ); // fine-grained, that repository only, Actions: read and write
 *   define( 'HOTEL_SITE_WORKFLOW', 'deploy.yml' );        // optional: the workflow's file name
 *   define( 'HOTEL_SITE_BRANCH', 'main' );                // optional: the branch whose workflow runs
 *   define( 'HOTEL_SITE_REBUILD_INTERVAL', 120 );         // optional: seconds between two dispatches, 60 at least
 * The request is GitHub's workflow dispatch (rebuild-dispatch.php), which a token may send with
 * the Actions permission alone: such a token cannot change the site's code.
 *
 * Or the site is built by a builder of its own, which then takes the dispatch instead of GitHub:
 *   define( 'HOTEL_SITE_BUILD_HOOK_URL', 'https://builder.example/hook' ); // the builder's hook
 *   define( 'HOTEL_SITE_BUILD_TOKEN', '...' );                            // the secret it shares with WordPress
 * (rebuild-builder.php). Either way the build reports its state back (build-status.php).
 *
 * A request that changes something the site shows (a page published, updated or unpublished, a
 * media item, a menu in a location, a comment approved, edited or taken down, or anything else
 * WPGatsby's action monitor records) adds what it changed to a pending dispatch, kept in an
 * option. The pending dispatch is sent at most once per interval, and always: when a request
 * changes something during the interval, a WP-Cron single event sends it at the interval's end,
 * naming every change since the last dispatch (docs/decisions/012-rebuild-coalesced-in-wordpress.md,
 * which supersedes 008). So a visitor whose comment is approved at once (moderation off) cannot
 * start more than one build per interval, and an editor's last change is always published. An
 * interval shorter than a minute counts as a minute: coalescing cannot be switched off.
 *
 * Nobody waits for GitHub: the dispatch is sent from WP-Cron's own request, from the command
 * line, or, under PHP-FPM, at the end of the request that made the change (a visitor's too)
 * after its response has been handed over (`fastcgi_finish_request`). A dispatch GitHub did not
 * take is kept pending and tried again an interval later; one GitHub refuses for good (the token,
 * the repository or the workflow is wrong) stops the asking after a few tries, and administrators
 * see what to fix (rebuild-refusals.php).
 *
 * @package HotelSite
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

const HOTEL_SITE_REBUILD_PENDING   = 'hotel_site_rebuild_pending';
const HOTEL_SITE_REBUILD_LAST_SENT = 'hotel_site_rebuild_last_sent';
const HOTEL_SITE_REBUILD_EVENT     = 'hotel_site_rebuild_send';
// The shortest interval: below it, builds would queue behind each other and gain nothing.
const HOTEL_SITE_REBUILD_MIN_INTERVAL = 60;

/**
 * Notes that this request changed what the site shows; it is added to the pending dispatch at shutdown.
 *
 * @param string $reason What changed, for the workflow's log (for example `page 12`).
 */
function hotel_site_request_rebuild( $reason = 'content' ) {
	global $hotel_site_rebuild_reasons;
	// A request that deactivates the plugin leaves nothing scheduled (lifecycle.php), though it
	// changes settings WPGatsby records after the deactivation hook has run.
	if ( did_action( 'deactivate_' . plugin_basename( HOTEL_SITE_FILE ) ) ) {
		return;
	}
	if ( ! is_array( $hotel_site_rebuild_reasons ) ) {
		$hotel_site_rebuild_reasons = array();
		// Late, so that everything else this request saves at shutdown is saved first.
		add_action( 'shutdown', 'hotel_site_rebuild_at_shutdown', 100 );
	}
	$hotel_site_rebuild_reasons[ (string) $reason ] = true;
}

/**
 * The shortest time between two dispatches, in seconds: HOTEL_SITE_REBUILD_INTERVAL, 120 when it
 * is not set, and never less than a minute, so that no setting turns the coalescing off.
 *
 * @return int
 */
function hotel_site_rebuild_interval() {
	$asked = defined( 'HOTEL_SITE_REBUILD_INTERVAL' ) ? (int) HOTEL_SITE_REBUILD_INTERVAL : 120;
	return max( HOTEL_SITE_REBUILD_MIN_INTERVAL, $asked );
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
	return hotel_site_rebuild_uses_builder() || ( defined( 'HOTEL_SITE_REPOSITORY' ) && defined( 'HOTEL_SITE_GITHUB_TOKEN' ) );
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
	// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- read past the option cache, which another request's write leaves stale.
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
		// The newest 50 are enough for the workflow's log (GitHub bounds a dispatch's inputs).
		$new = wp_json_encode( array_slice( $merged, -50 ) );
		if ( $new === $old ) {
			return;
		}
		if ( null === $old ) {
			// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- compare-and-swap: written only if no other request wrote first.
			$written = $wpdb->query( $wpdb->prepare( "INSERT IGNORE INTO {$wpdb->options} (option_name, option_value, autoload) VALUES (%s, %s, 'off')", HOTEL_SITE_REBUILD_PENDING, $new ) );
		} else {
			// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- compare-and-swap: written only if the value is still the one read.
			$written = $wpdb->query( $wpdb->prepare( "UPDATE {$wpdb->options} SET option_value = %s WHERE option_name = %s AND option_value = %s", $new, HOTEL_SITE_REBUILD_PENDING, $old ) );
		}
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
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- compare-and-swap: taken only if nobody added to it since it was read.
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
	// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- creates the row the update below compares with, if it is missing.
	$wpdb->query( $wpdb->prepare( "INSERT IGNORE INTO {$wpdb->options} (option_name, option_value, autoload) VALUES (%s, '0', 'off')", HOTEL_SITE_REBUILD_LAST_SENT ) );
	// The time, then a random word: a write that changed nothing would count as no write at all.
	// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- compare-and-swap: only one request takes the turn.
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
	// GitHub refused the settings for good: the changes wait, kept, for settings it takes.
	if ( hotel_site_rebuild_stopped() ) {
		return;
	}
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
	if ( ! hotel_site_rebuild_configured() || null === hotel_site_rebuild_read( HOTEL_SITE_REBUILD_PENDING ) || hotel_site_rebuild_stopped() ) {
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
	$outcome = hotel_site_rebuild_dispatch( $reasons );
	if ( 'sent' === $outcome['result'] ) {
		hotel_site_rebuild_forget_refusals();
		hotel_site_build_status_note_request( $reasons, $now, $outcome['build'] ?? null );
		return;
	}
	// Kept, and tried again at the next turn unless GitHub refused these settings too often.
	hotel_site_rebuild_add_pending( $reasons );
	if ( 'refused' === $outcome['result'] && hotel_site_rebuild_note_refusal( $outcome, $now ) ) {
		return;
	}
	hotel_site_rebuild_schedule( $now + hotel_site_rebuild_interval() );
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

// Comments: shown once approved on a published page (comment-visibility.php), so what matters is
// a comment crossing that line, or changing while it is on the site.
add_action(
	'wp_insert_comment',
	function ( $comment_id, $comment ) {
		if ( hotel_site_comment_is_public( $comment ) ) {
			hotel_site_request_rebuild( 'comment ' . $comment_id );
		}
	},
	10,
	2
);
add_action(
	'transition_comment_status',
	function ( $new_status, $old_status, $comment ) {
		if ( ( 'approved' === $new_status || 'approved' === $old_status ) && hotel_site_comment_can_be_public( $comment ) ) {
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
		if ( $comment && hotel_site_comment_is_public( $comment ) ) {
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
