<?php
/**
 * Plugin Name: Rebuild hook test settings
 * Description: For the tests of the rebuild hook on requests served over HTTP (visitors' comments):
 * the hook is configured, GitHub is replaced by a file in the state folder (one line of JSON per
 * dispatch), and WordPress's comment flood check (one comment per 15 s) is off, so that a flood
 * can be sent without waiting. Command-line runs set their own (rebuild-outbox.php).
 */

if ( 'cli' === PHP_SAPI || ! defined( 'HOTEL_SITE_STATE_DIR' ) ) {
	return;
}
define( 'HOTEL_SITE_REPOSITORY', 'hotel/site' );
define( 'HOTEL_SITE_GITHUB_TOKEN', 'test-token' );
define( 'HOTEL_SITE_REBUILD_INTERVAL', 60 );

add_filter( 'wp_is_comment_flood', '__return_false', 99 );
add_filter(
	'pre_http_request',
	function ( $pre, $args, $url ) {
		if ( 0 !== strpos( $url, 'https://api.github.com/' ) ) {
			return $pre;
		}
		file_put_contents( HOTEL_SITE_STATE_DIR . '/served-dispatches.jsonl', wp_json_encode( json_decode( $args['body'], true ) ) . "\n", FILE_APPEND );
		return array(
			'headers'  => array(),
			'body'     => '',
			'response' => array(
				'code'    => 204,
				'message' => 'No Content',
			),
			'cookies'  => array(),
			'filename' => null,
		);
	},
	10,
	3
);
