<?php
/**
 * Plugin Name: Build status test settings
 * Description: For the tests of the build's reports (build-status.test.ts) on requests served over
 * HTTP: the self-hosted builder's hook is set, its requests are written to a file in the state
 * folder and answered 202 with a build named after the time, and the token is what the file
 * `build-token` in the state folder holds (none without the file, as when wp-config.php sets
 * none). Command-line runs set their own (rebuild-outbox.php).
 */

if ( 'cli' === PHP_SAPI || ! defined( 'HOTEL_SITE_STATE_DIR' ) ) {
	return;
}
define( 'HOTEL_SITE_BUILD_HOOK_URL', 'https://builder.example/hook' );
define( 'HOTEL_SITE_REBUILD_INTERVAL', 60 );
if ( is_readable( HOTEL_SITE_STATE_DIR . '/build-token' ) ) {
	define( 'HOTEL_SITE_BUILD_TOKEN', trim( (string) file_get_contents( HOTEL_SITE_STATE_DIR . '/build-token' ) ) );
}

add_filter(
	'pre_http_request',
	function ( $pre, $args, $url ) {
		if ( 'https://builder.example/hook' !== $url ) {
			return $pre;
		}
		file_put_contents( HOTEL_SITE_STATE_DIR . '/served-builds.jsonl', wp_json_encode( json_decode( $args['body'], true ) ) . "\n", FILE_APPEND );
		return array(
			'headers'  => array(),
			'body'     => wp_json_encode(
				array(
					'state' => 'queued',
					'build' => 'served-' . time(),
				)
			),
			'response' => array(
				'code'    => 202,
				'message' => 'Accepted',
			),
			'cookies'  => array(),
			'filename' => null,
		);
	},
	10,
	3
);
