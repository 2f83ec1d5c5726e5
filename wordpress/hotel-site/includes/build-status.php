<?php
/**
 * The build reports its state back to WordPress, so that editors see whether their latest change
 * is live, building or failed (build-status-admin.php, editor/build-status.js).
 *
 * `POST /wp-json/hotel-site/v1/build-status` with `Authorization: Bearer <HOTEL_SITE_BUILD_TOKEN>`:
 * the deploy workflow and the self-hosted builder send `building`, then `live` or `failed`. The
 * token can do nothing else, which is why it is not an Application Password: any user's password
 * could change content (docs/decisions/024-the-build-reports-to-wordpress.md). Without the constant
 * the route refuses everything.
 * `GET` the same route, for users who can edit pages: the stored state and the changes still
 * waiting for their turn.
 *
 * @package HotelSite
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

const HOTEL_SITE_BUILD_STATUS = 'hotel_site_build_status';

/**
 * The stored status: `current`, the newest build reported; `last_live`, the newest build that
 * went live (kept across failures: the site still shows it); `requested`, the last dispatch
 * taken, which a build reports only once it starts.
 *
 * @return array{current: array|null, last_live: array|null, requested: array|null}
 */
function hotel_site_build_status() {
	$stored = get_option( HOTEL_SITE_BUILD_STATUS );
	$stored = is_array( $stored ) ? $stored : array();
	return array(
		'current'   => $stored['current'] ?? null,
		'last_live' => $stored['last_live'] ?? null,
		'requested' => $stored['requested'] ?? null,
	);
}

/**
 * Stores the status, never autoloaded: only wp-admin's status readers need it.
 *
 * @param array $status As hotel_site_build_status().
 */
function hotel_site_build_status_store( array $status ) {
	update_option( HOTEL_SITE_BUILD_STATUS, $status, false );
}

/**
 * Whether a build id is one the route takes.
 *
 * @param mixed $build The id.
 * @return bool
 */
function hotel_site_build_id_is_valid( $build ) {
	return is_string( $build ) && 1 === preg_match( '/^[A-Za-z0-9._-]{1,64}$/', $build );
}

/**
 * Merges a report into the status. Reports may come late or twice (a retried request, a queue of
 * builds each reporting): what a report says is kept only if it is news.
 * - For the current build, a report moves it on from `building` only: a late `building`, or a
 *   second outcome, changes nothing.
 * - Another build replaces the current one only if it started no earlier: an older build's report
 *   coming after a newer one's start says nothing about what the newer one does.
 * - A `live` build started after the last live one is the site's new content, current or not.
 *
 * @param array $status As hotel_site_build_status().
 * @param array $report A checked report (state, build, changes, started, finished, message, site).
 * @return array The status after the report.
 */
function hotel_site_build_status_merge( array $status, array $report ) {
	$current = $status['current'];
	if ( null === $current ) {
		$status['current'] = $report;
	} elseif ( $current['build'] === $report['build'] ) {
		if ( 'building' === $current['state'] ) {
			// The changes and the start the dispatch's answer noted stay if the report has none.
			$status['current'] = array_merge(
				$report,
				array(
					'changes' => $report['changes'] ? $report['changes'] : $current['changes'],
					'started' => min( (int) $current['started'], (int) $report['started'] ),
				)
			);
		}
	} elseif ( (int) $report['started'] >= (int) $current['started'] ) {
		$status['current'] = $report;
	}
	$last_live = $status['last_live'];
	if ( 'live' === $report['state'] && ( null === $last_live || (int) $report['started'] > (int) $last_live['started'] ) ) {
		$status['last_live'] = array(
			'build'    => $report['build'],
			'started'  => (int) $report['started'],
			'finished' => (int) $report['finished'],
			'site'     => $report['site'],
		);
	}
	return $status;
}

/**
 * Notes a dispatch the target took: the builder's 202 names its build, which is then building
 * (queued or started); GitHub's names none, and the run reports once it starts.
 *
 * @param string[]    $reasons What the dispatch named.
 * @param int         $now     The time.
 * @param string|null $build   The builder's id of the build, if it gave one.
 */
function hotel_site_build_status_note_request( array $reasons, $now, $build ) {
	$status              = hotel_site_build_status();
	$changes             = array_slice( array_values( array_map( 'strval', $reasons ) ), -50 );
	$status['requested'] = array(
		'time'    => (int) $now,
		'changes' => $changes,
		'build'   => $build,
	);
	if ( null !== $build ) {
		$status = hotel_site_build_status_merge(
			$status,
			array(
				'state'    => 'building',
				'build'    => $build,
				'changes'  => $changes,
				'started'  => (int) $now,
				'finished' => null,
				'message'  => '',
				'site'     => '',
			)
		);
	}
	hotel_site_build_status_store( $status );
}

/**
 * What the editor sees: `pending` (changes saved, waiting for their turn), `building`, `live`,
 * `failed`, or `unknown` (no build ever reported), with the build it is about.
 *
 * @return array{state: string, build: array|null, last_live: array|null, pending: array|null, now: int}
 */
function hotel_site_build_status_view() {
	$status    = hotel_site_build_status();
	$current   = $status['current'];
	$pending   = hotel_site_rebuild_read( HOTEL_SITE_REBUILD_PENDING );
	$now       = hotel_site_rebuild_now();
	$view      = array(
		'state'     => null === $current ? 'unknown' : $current['state'],
		'build'     => $current,
		'last_live' => $status['last_live'],
		'pending'   => null,
		'now'       => $now,
	);
	$requested = $status['requested'];
	// A dispatch GitHub took after the current build started is a run still waiting to start,
	// once runs report at all: the change is on its way, not live.
	if ( null !== $current && null !== $requested && null === $requested['build'] && (int) $requested['time'] > (int) $current['started'] ) {
		$view['state'] = 'building';
		$view['build'] = array(
			'state'    => 'building',
			'build'    => null,
			'changes'  => $requested['changes'],
			'started'  => (int) $requested['time'],
			'finished' => null,
			'message'  => '',
			'site'     => '',
		);
	}
	if ( null !== $pending ) {
		$view['state']   = 'pending';
		$view['pending'] = array(
			'changes' => array_values( (array) json_decode( $pending, true ) ),
			'next'    => max( $now, hotel_site_rebuild_next_turn() ),
		);
	}
	return $view;
}

add_action( 'rest_api_init', 'hotel_site_register_build_status_route' );

/**
 * Registers the route: reports written with the build's token, read by editors.
 */
function hotel_site_register_build_status_route() {
	register_rest_route(
		'hotel-site/v1',
		'/build-status',
		array(
			array(
				'methods'             => 'POST',
				'callback'            => 'hotel_site_build_status_report',
				'permission_callback' => 'hotel_site_build_status_may_report',
				'args'                => array(
					'state'    => array(
						'type'     => 'string',
						'enum'     => array( 'building', 'live', 'failed' ),
						'required' => true,
					),
					'build'    => array(
						'type'     => 'string',
						'pattern'  => '^[A-Za-z0-9._-]{1,64}$',
						'required' => true,
					),
					'changes'  => array(
						'type'     => 'array',
						'items'    => array(
							'type'      => 'string',
							'maxLength' => 200,
						),
						'maxItems' => 50,
						'default'  => array(),
					),
					'started'  => array(
						'type'     => 'integer',
						'minimum'  => 0,
						'required' => true,
					),
					'finished' => array(
						'type'    => array( 'integer', 'null' ),
						'minimum' => 0,
						'default' => null,
					),
					'message'  => array(
						'type'      => 'string',
						'maxLength' => 500,
						'default'   => '',
					),
					'site'     => array(
						'type'      => 'string',
						'format'    => 'uri',
						'pattern'   => '^(https?://.+)?$',
						'maxLength' => 2000,
						'default'   => '',
					),
				),
			),
			array(
				'methods'             => 'GET',
				'callback'            => 'hotel_site_build_status_view',
				'permission_callback' => function () {
					return current_user_can( 'edit_pages' );
				},
			),
		)
	);
}

/**
 * Whether the request carries the build's token.
 *
 * @param WP_REST_Request $request The request.
 * @return true|WP_Error
 */
function hotel_site_build_status_may_report( WP_REST_Request $request ) {
	$token = hotel_site_build_token();
	$sent  = (string) $request->get_header( 'authorization' );
	// Without a token set there is nothing to compare with: an empty one would let anyone report.
	if ( '' !== $token && hash_equals( 'Bearer ' . $token, $sent ) ) {
		return true;
	}
	return new WP_Error( 'hotel_site_build_token', __( 'Only the site’s build may report its state: the build token is missing or wrong.', 'hotel-site' ), array( 'status' => 401 ) );
}

/**
 * Stores a report, unless it is older than what is stored; answers the stored status.
 *
 * @param WP_REST_Request $request The request, checked against the route's schema.
 * @return array
 */
function hotel_site_build_status_report( WP_REST_Request $request ) {
	$state    = (string) $request['state'];
	$started  = (int) $request['started'];
	$finished = null === $request['finished'] ? null : (int) $request['finished'];
	// An outcome sent without its time happened when it arrived.
	if ( 'building' !== $state && null === $finished ) {
		$finished = max( $started, hotel_site_rebuild_now() );
	}
	$report = array(
		'state'    => $state,
		'build'    => (string) $request['build'],
		'changes'  => array_values( array_map( 'strval', (array) $request['changes'] ) ),
		'started'  => $started,
		'finished' => 'building' === $state ? null : $finished,
		'message'  => (string) $request['message'],
		'site'     => esc_url_raw( (string) $request['site'] ),
	);
	$status = hotel_site_build_status_merge( hotel_site_build_status(), $report );
	hotel_site_build_status_store( $status );
	return array(
		'current'   => $status['current'],
		'last_live' => $status['last_live'],
	);
}
