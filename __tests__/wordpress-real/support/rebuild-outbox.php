<?php
// Runs a few lines of PHP inside WordPress as the administrator, with the rebuild hook set up
// and GitHub replaced by a file: each dispatch the hook sends is appended to the outbox file as one
// line of JSON (its URL, headers and body), and answered as GitHub answers, with 204.
// Usage: php rebuild-outbox.php <wordpress dir> <site url> <outbox file> '<php code>' [<interval> [<now> [refuse]]]
// The interval between dispatches is 0 unless given; `now` sets the hook's clock (a Unix time);
// `refuse` makes GitHub answer 503 instead.
[ , $dir, $url, $outbox, $code, $interval, $now, $answer ] = $argv + array_fill( 0, 8, '' );
define( 'HOTEL_SITE_REPOSITORY', 'hotel/site' );
define( 'HOTEL_SITE_GITHUB_TOKEN', 'test-token' );
define( 'HOTEL_SITE_REBUILD_INTERVAL', (int) $interval );
define( 'WP_ADMIN', true );
$_SERVER['HTTP_HOST']   = parse_url( $url, PHP_URL_HOST ) . ':' . parse_url( $url, PHP_URL_PORT );
$_SERVER['REQUEST_URI'] = '/wp-admin/';
require $dir . '/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/admin.php';
wp_set_current_user( 1 );
if ( '' !== $now ) {
	add_filter(
		'hotel_site_rebuild_now',
		function () use ( $now ) {
			return (int) $now;
		}
	);
}
add_filter(
	'pre_http_request',
	function ( $pre, $args, $request_url ) use ( $outbox, $answer ) {
		if ( 0 !== strpos( $request_url, 'https://api.github.com/' ) ) {
			return $pre;
		}
		$sent = array(
			'url'     => $request_url,
			'method'  => $args['method'],
			'headers' => $args['headers'],
			'body'    => json_decode( $args['body'], true ),
		);
		file_put_contents( $outbox, wp_json_encode( $sent ) . "\n", FILE_APPEND );
		$refused = 'refuse' === $answer;
		return array(
			'headers'  => array(),
			'body'     => '',
			'response' => $refused ? array( 'code' => 503, 'message' => 'Service Unavailable' ) : array( 'code' => 204, 'message' => 'No Content' ),
			'cookies'  => array(),
			'filename' => null,
		);
	},
	10,
	3
);
$result = eval( $code );
if ( null !== $result ) {
	echo wp_json_encode( $result );
}
