<?php
// Runs a few lines of PHP inside WordPress as the administrator, with the rebuild hook set up
// and GitHub replaced by a file: each dispatch the hook sends is appended to the outbox file as one
// line of JSON (its URL, headers, body and the other arguments it gave WordPress's HTTP API).
// Usage: php rebuild-outbox.php <wordpress dir> <site url> <outbox file> '<php code>' [<interval> [<now> [<answer> [<token> [<user> [<target>]]]]]]
// The interval between dispatches is 0 unless given (which the hook counts as its minimum);
// `now` sets the hook's clock (a Unix time). GitHub answers 204, as it does to a dispatch it
// takes, unless `answer` says otherwise: `refuse` answers 503; a status (401, 403, 404, 422)
// answers it with GitHub's message for it; `relay:<origin>` sends the request as the hook made
// it, through WordPress's HTTP API, to that origin instead (with the same path), and answers
// what that origin answers. `token` is the hook's token (`test-token` unless given); `user` the
// id of the user the code runs as (1, the administrator, unless given). `target` `builder` sets the
// self-hosted builder's hook (https://builder.example/hook, HOTEL_SITE_BUILD_TOKEN the token),
// which then takes the dispatch instead of GitHub: it answers 202 with the build `build-<now>`,
// as a builder that takes it, unless `answer` says otherwise (`refuse` 503, or a status).
[ , $dir, $url, $outbox, $code, $interval, $now, $answer, $token, $user, $target ] = $argv + array_fill( 0, 11, '' );
if ( 'builder' === $target ) {
	define( 'HOTEL_SITE_BUILD_HOOK_URL', 'https://builder.example/hook' );
	define( 'HOTEL_SITE_BUILD_TOKEN', '' === $token ? 'test-token' : $token );
}
define( 'HOTEL_SITE_REPOSITORY', 'hotel/site' );
define( 'HOTEL_SITE_GITHUB_TOKEN', '' === $token ? 'test-token' : $token );
define( 'HOTEL_SITE_REBUILD_INTERVAL', (int) $interval );
define( 'WP_ADMIN', true );
$_SERVER['HTTP_HOST']   = parse_url( $url, PHP_URL_HOST ) . ':' . parse_url( $url, PHP_URL_PORT );
$_SERVER['REQUEST_URI'] = '/wp-admin/';
require $dir . '/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/admin.php';
wp_set_current_user( '' === $user ? 1 : (int) $user );
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
		$builder = 'https://builder.example/hook' === $request_url;
		if ( 0 !== strpos( $request_url, 'https://api.github.com/' ) && ! $builder ) {
			return $pre;
		}
		$sent = array(
			'url'         => $request_url,
			'method'      => $args['method'],
			'headers'     => $args['headers'],
			'body'        => json_decode( $args['body'], true ),
			'redirection' => $args['redirection'],
			'timeout'     => $args['timeout'],
		);
		file_put_contents( $outbox, wp_json_encode( $sent ) . "\n", FILE_APPEND );
		if ( 0 === strpos( $answer, 'relay:' ) ) {
			return wp_remote_request( substr( $answer, strlen( 'relay:' ) ) . wp_parse_url( $request_url, PHP_URL_PATH ), $args );
		}
		$messages = array(
			204 => '',
			202 => '',
			401 => 'Bad credentials',
			403 => 'Resource not accessible by personal access token',
			404 => 'Not Found',
			422 => 'No ref found for: main',
			503 => 'Service Unavailable',
		);
		$status = 'refuse' === $answer ? 503 : ( '' === $answer ? 204 : (int) $answer );
		$body   = 204 === $status ? '' : wp_json_encode( array( 'message' => $messages[ $status ] ) );
		if ( $builder && 204 === $status ) {
			$status = 202;
			$body   = wp_json_encode(
				array(
					'state' => 'queued',
					'build' => 'build-' . apply_filters( 'hotel_site_rebuild_now', time() ),
				)
			);
		}
		return array(
			'headers'  => array(),
			'body'     => $body,
			'response' => array(
				'code'    => $status,
				'message' => get_status_header_desc( $status ),
			),
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
