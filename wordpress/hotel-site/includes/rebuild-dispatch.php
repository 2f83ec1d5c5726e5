<?php
/**
 * The rebuild hook's one request to GitHub: a workflow dispatch of the deploy workflow
 * (`POST /repos/{owner}/{repo}/actions/workflows/{workflow}/dispatches`). A fine-grained token
 * needs only the repository's Actions permission (read and write) for it; the repository
 * dispatch the hook sent before needed Contents: read and write, with which whoever reads the
 * token (any code running in WordPress can) could change the site's source.
 *
 * The request follows no redirect: WordPress's HTTP API would send the Authorization header
 * again to wherever a redirect points, another host included.
 *
 * @package HotelSite
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * Where the dispatch goes: the repository, the workflow's file and the branch it runs on.
 *
 * @return array{repository: string, workflow: string, ref: string}
 */
function hotel_site_rebuild_target() {
	return array(
		'repository' => (string) HOTEL_SITE_REPOSITORY,
		'workflow'   => defined( 'HOTEL_SITE_WORKFLOW' ) ? (string) HOTEL_SITE_WORKFLOW : 'deploy.yml',
		'ref'        => defined( 'HOTEL_SITE_BRANCH' ) ? (string) HOTEL_SITE_BRANCH : 'main',
	);
}

/**
 * Sends the workflow dispatch, waiting for GitHub's answer.
 *
 * @param string[] $reasons What changed since the last dispatch.
 * @return array{result: string, status: int, message: string} `result` is `sent`, `refused`
 *     (GitHub will not take these settings: asking again changes nothing) or `failed` (GitHub or
 *     the network may take it later); `status` is the HTTP status (0 without one).
 */
function hotel_site_rebuild_dispatch( array $reasons ) {
	if ( hotel_site_rebuild_uses_builder() ) {
		return hotel_site_rebuild_dispatch_to_builder( $reasons );
	}
	$target   = hotel_site_rebuild_target();
	$response = wp_remote_post(
		'https://api.github.com/repos/' . $target['repository'] . '/actions/workflows/' . rawurlencode( $target['workflow'] ) . '/dispatches',
		array(
			'timeout'     => 10,
			'redirection' => 0,
			'headers'     => array(
				'Accept'               => 'application/vnd.github+json',
				'Authorization'        => 'Bearer ' . HOTEL_SITE_GITHUB_TOKEN,
				'Content-Type'         => 'application/json',
				'X-GitHub-Api-Version' => '2022-11-28',
			),
			'body'        => wp_json_encode(
				array(
					'ref'    => $target['ref'],
					// The workflow prints it in its log; GitHub takes inputs as strings only.
					'inputs' => array( 'changes' => implode( ', ', array_values( $reasons ) ) ),
				)
			),
		)
	);
	// GitHub's own words (`Bad credentials`, `Resource not accessible by personal access token`…) come in `message`.
	$outcome = hotel_site_rebuild_outcome( $response, array( 204, 200 ), 'hotel_site_rebuild_refusal_is_final', 'GitHub did not take the workflow dispatch' );
	unset( $outcome['body'] );
	return $outcome;
}

/**
 * What a target's answer to a dispatch means for the hook, the same for GitHub and a builder; a
 * dispatch not taken is written to the server's log, where operators look for failed background
 * work.
 *
 * @param array|WP_Error $response WordPress's HTTP response.
 * @param int[]          $taken    The statuses with which the target takes a dispatch.
 * @param callable       $is_final Whether a refusal is final, given the status and the response.
 * @param string         $refused  What the log says when the dispatch was not taken.
 * @return array{result: string, status: int, message: string, body: mixed} `result` is `sent`,
 *     `refused` (asking again changes nothing) or `failed` (the target or the network may take it
 *     later); `message` the target's `message`, or a redirect's target; `body` the decoded answer.
 */
function hotel_site_rebuild_outcome( $response, array $taken, callable $is_final, $refused ) {
	if ( is_wp_error( $response ) ) {
		$outcome = array(
			'result'  => 'failed',
			'status'  => 0,
			'message' => $response->get_error_message(),
			'body'    => null,
		);
	} else {
		$status  = (int) wp_remote_retrieve_response_code( $response );
		$body    = json_decode( wp_remote_retrieve_body( $response ), true );
		$outcome = array(
			'result'  => in_array( $status, $taken, true ) ? 'sent' : ( $is_final( $status, $response ) ? 'refused' : 'failed' ),
			'status'  => $status,
			'message' => is_array( $body ) && isset( $body['message'] ) ? (string) $body['message'] : (string) wp_remote_retrieve_header( $response, 'location' ),
			'body'    => $body,
		);
	}
	if ( 'sent' !== $outcome['result'] ) {
		// phpcs:ignore WordPress.PHP.DevelopmentFunctions.error_log_error_log -- the server's log is where operators look for failed background work.
		error_log( sprintf( 'Hotel site rebuild: %s (%s); the changes are kept.', $refused, $outcome['status'] ? 'HTTP ' . $outcome['status'] . ' ' . $outcome['message'] : $outcome['message'] ) );
	}
	return $outcome;
}

/**
 * Whether GitHub's answer means the settings are wrong, so that asking again would change
 * nothing: a token it does not know (401), without the permission or access (403), a repository
 * or workflow it does not see (404), a branch or workflow it cannot run (422), or a redirect (the
 * repository was renamed or moved, and the token is not sent after it). GitHub's limits on
 * request rates answer 403 or 429 with `Retry-After` or an exhausted rate limit: those pass.
 *
 * @param int   $status   The HTTP status.
 * @param array $response WordPress's HTTP response.
 * @return bool
 */
function hotel_site_rebuild_refusal_is_final( $status, $response ) {
	if ( 403 === $status && ( '' !== wp_remote_retrieve_header( $response, 'retry-after' ) || '0' === wp_remote_retrieve_header( $response, 'x-ratelimit-remaining' ) ) ) {
		return false;
	}
	return in_array( $status, array( 401, 403, 404, 422 ), true ) || ( $status >= 300 && $status < 400 );
}
