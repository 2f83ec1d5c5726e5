<?php
/**
 * When GitHub refuses the rebuild hook's settings for good (a token it does not know, one without
 * the permission, a repository, workflow or branch it does not find), or the builder does (a
 * token it does not share, no hook at that address): after a few refusals the
 * hook stops asking, keeps the changes pending and GitHub's reason, and shows administrators a
 * notice in wp-admin saying what to fix. A dispatch GitHub takes, or a change of the settings in
 * wp-config.php, clears it; the changes kept are then sent.
 *
 * @package HotelSite
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

const HOTEL_SITE_REBUILD_REFUSED = 'hotel_site_rebuild_refused';
// Enough to get past a token being replaced while a dispatch is on its way.
const HOTEL_SITE_REBUILD_MAX_REFUSALS = 3;

/**
 * A fingerprint of the settings GitHub (or the builder) judged: the target and the token, hashed
 * with the site's salt so that the option holds nothing of the token.
 *
 * @return string
 */
function hotel_site_rebuild_settings_fingerprint() {
	if ( hotel_site_rebuild_uses_builder() ) {
		return wp_hash( wp_json_encode( array( 'builder', (string) HOTEL_SITE_BUILD_HOOK_URL, hotel_site_build_token() ) ) );
	}
	return wp_hash( wp_json_encode( array( hotel_site_rebuild_target(), (string) HOTEL_SITE_GITHUB_TOKEN ) ) );
}

/**
 * GitHub's refusals of the current settings, or null. A record made for other settings is
 * dropped, and what it held back is sent at once.
 *
 * @return array{settings: string, count: int, status: int, message: string, time: int}|null
 */
function hotel_site_rebuild_refusals() {
	$record = get_option( HOTEL_SITE_REBUILD_REFUSED );
	if ( ! is_array( $record ) ) {
		return null;
	}
	if ( hotel_site_rebuild_configured() && hotel_site_rebuild_settings_fingerprint() === ( $record['settings'] ?? '' ) ) {
		return $record;
	}
	delete_option( HOTEL_SITE_REBUILD_REFUSED );
	if ( hotel_site_rebuild_configured() && null !== hotel_site_rebuild_read( HOTEL_SITE_REBUILD_PENDING ) ) {
		hotel_site_rebuild_schedule( hotel_site_rebuild_now() );
	}
	return null;
}

/**
 * Whether the hook has stopped asking GitHub, which refused the current settings too often.
 *
 * @return bool
 */
function hotel_site_rebuild_stopped() {
	$record = hotel_site_rebuild_refusals();
	return null !== $record && $record['count'] >= HOTEL_SITE_REBUILD_MAX_REFUSALS;
}

/**
 * Counts a refusal of the current settings.
 *
 * @param array $outcome What hotel_site_rebuild_dispatch() returned.
 * @param int   $now     The time.
 * @return bool Whether the hook stops asking now.
 */
function hotel_site_rebuild_note_refusal( array $outcome, $now ) {
	$record = hotel_site_rebuild_refusals();
	$count  = ( null === $record ? 0 : (int) $record['count'] ) + 1;
	update_option(
		HOTEL_SITE_REBUILD_REFUSED,
		array(
			'settings' => hotel_site_rebuild_settings_fingerprint(),
			'count'    => $count,
			'status'   => (int) $outcome['status'],
			'message'  => substr( (string) $outcome['message'], 0, 300 ),
			'time'     => (int) $now,
		),
		false
	);
	return $count >= HOTEL_SITE_REBUILD_MAX_REFUSALS;
}

/**
 * Forgets the refusals: GitHub took a dispatch.
 */
function hotel_site_rebuild_forget_refusals() {
	delete_option( HOTEL_SITE_REBUILD_REFUSED );
}

/**
 * What to change for GitHub to take the dispatch, by its answer.
 *
 * @param int   $status The HTTP status of GitHub's last refusal.
 * @param array $target The repository, workflow and branch (hotel_site_rebuild_target()).
 * @return string
 */
function hotel_site_rebuild_refusal_advice( $status, array $target ) {
	switch ( $status ) {
		case 401:
			return __( 'GitHub does not know the token: HOTEL_SITE_GITHUB_TOKEN in wp-config.php is mistyped, expired or revoked. Replace it with a new fine-grained token.', 'hotel-site' );
		case 403:
			/* translators: %s: the GitHub repository, as owner/name. */
			return sprintf( __( 'The token may not start workflows in %s: give it access to that repository with the repository permission “Actions: Read and write”, or replace it with a token that has it.', 'hotel-site' ), $target['repository'] );
		case 404:
			/* translators: 1: the workflow's file name, 2: the GitHub repository, as owner/name. */
			return sprintf( __( 'GitHub finds no workflow %1$s in %2$s for this token: check HOTEL_SITE_REPOSITORY and HOTEL_SITE_WORKFLOW in wp-config.php, and that the token was given access to that repository.', 'hotel-site' ), $target['workflow'], $target['repository'] );
		case 422:
			/* translators: 1: the workflow's file name, 2: a branch of the repository. */
			return sprintf( __( 'GitHub cannot start the workflow %1$s on the branch %2$s: check that the branch exists (HOTEL_SITE_BRANCH in wp-config.php) and that the workflow there accepts workflow_dispatch.', 'hotel-site' ), $target['workflow'], $target['ref'] );
		default:
			/* translators: %s: the GitHub repository, as owner/name. */
			return sprintf( __( 'GitHub answered with a redirect: the repository %s was renamed or moved. Set HOTEL_SITE_REPOSITORY in wp-config.php to its new owner/name.', 'hotel-site' ), $target['repository'] );
	}
}

add_action(
	'admin_notices',
	function () {
		// Asked on every page of wp-admin, whoever reads it: a record of settings since changed goes,
		// and what it held back is sent.
		if ( ! hotel_site_rebuild_configured() || ! hotel_site_rebuild_stopped() || ! current_user_can( 'manage_options' ) ) {
			return;
		}
		$record = hotel_site_rebuild_refusals();
		if ( hotel_site_rebuild_uses_builder() ) {
			/* translators: 1: how many times the builder refused, 2: the HTTP status of its last answer, 3: the builder's own message. */
			$stopped = __( 'The site is not being rebuilt: the builder refused the last %1$d requests to build it (HTTP %2$d, “%3$s”). The plugin has stopped asking; the changes made since are kept.', 'hotel-site' );
			$advice  = hotel_site_rebuild_builder_refusal_advice( (int) $record['status'] );
		} else {
			/* translators: 1: how many times GitHub refused, 2: the HTTP status of its last answer, 3: GitHub's own message. */
			$stopped = __( 'The site is not being rebuilt: GitHub refused the last %1$d requests to start its deploy workflow (HTTP %2$d, “%3$s”). The plugin has stopped asking; the changes made since are kept.', 'hotel-site' );
			$advice  = hotel_site_rebuild_refusal_advice( (int) $record['status'], hotel_site_rebuild_target() );
		}
		printf(
			'<div class="notice notice-error"><p>%s</p><p>%s</p><p>%s</p></div>',
			esc_html( sprintf( $stopped, (int) $record['count'], (int) $record['status'], $record['message'] ) ),
			esc_html( $advice ),
			esc_html__( 'Once the settings in wp-config.php are changed, this notice goes away and the changes kept are sent.', 'hotel-site' )
		);
	}
);
