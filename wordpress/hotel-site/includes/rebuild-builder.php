<?php
/**
 * The rebuild hook's request to a builder of the site's own, when wp-config.php names one
 * (HOTEL_SITE_BUILD_HOOK_URL): it takes the coalesced dispatch instead of GitHub, with the same
 * turns, retries and refusals (rebuild.php, rebuild-refusals.php).
 *
 * `POST <HOTEL_SITE_BUILD_HOOK_URL>` with `Authorization: Bearer <HOTEL_SITE_BUILD_TOKEN>` and
 * `{"changes": [...]}`. The builder answers 202 with the build it queued or started, 401 to a
 * token it does not share, 404 where it has no hook. Like GitHub's, the request follows no
 * redirect: the token would go with it to wherever it points.
 *
 * @package HotelSite
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * Whether the dispatch goes to the site's own builder rather than to GitHub.
 *
 * @return bool
 */
function hotel_site_rebuild_uses_builder() {
	return defined( 'HOTEL_SITE_BUILD_HOOK_URL' ) && '' !== (string) HOTEL_SITE_BUILD_HOOK_URL;
}

/**
 * The secret the builder and WordPress share; empty when wp-config.php has none.
 *
 * @return string
 */
function hotel_site_build_token() {
	return defined( 'HOTEL_SITE_BUILD_TOKEN' ) ? (string) HOTEL_SITE_BUILD_TOKEN : '';
}

/**
 * Sends the changes to the builder, waiting for its answer.
 *
 * @param string[] $reasons What changed since the last dispatch.
 * @return array{result: string, status: int, message: string, build?: string} As
 *     hotel_site_rebuild_dispatch(); `build` is the builder's id of the build it took.
 */
function hotel_site_rebuild_dispatch_to_builder( array $reasons ) {
	$response = wp_remote_post(
		(string) HOTEL_SITE_BUILD_HOOK_URL,
		array(
			'timeout'     => 10,
			'redirection' => 0,
			'headers'     => array(
				'Authorization' => 'Bearer ' . hotel_site_build_token(),
				'Content-Type'  => 'application/json',
			),
			'body'        => wp_json_encode( array( 'changes' => array_values( $reasons ) ) ),
		)
	);
	$outcome  = hotel_site_rebuild_outcome(
		$response,
		array( 202, 200 ),
		function ( $status ) {
			return in_array( $status, array( 401, 404 ), true ) || ( $status >= 300 && $status < 400 );
		},
		'the builder did not take the changes'
	);
	$body     = $outcome['body'];
	unset( $outcome['body'] );
	if ( 'sent' === $outcome['result'] && is_array( $body ) && isset( $body['build'] ) && hotel_site_build_id_is_valid( $body['build'] ) ) {
		$outcome['build'] = $body['build'];
	}
	return $outcome;
}

/**
 * What to change for the builder to take the dispatch, by its answer.
 *
 * @param int $status The HTTP status of the builder's last refusal.
 * @return string
 */
function hotel_site_rebuild_builder_refusal_advice( $status ) {
	if ( 401 === $status ) {
		return __( 'The builder does not accept the token: HOTEL_SITE_BUILD_TOKEN in wp-config.php must be the secret the builder was given.', 'hotel-site' );
	}
	if ( 404 === $status ) {
		return __( 'The builder has no hook at that address: check HOTEL_SITE_BUILD_HOOK_URL in wp-config.php.', 'hotel-site' );
	}
	return __( 'The builder answered with a redirect, which the token is not sent after: set HOTEL_SITE_BUILD_HOOK_URL in wp-config.php to the address it redirects to.', 'hotel-site' );
}
