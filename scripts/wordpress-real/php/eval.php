<?php
// Runs a few lines of PHP inside WordPress, as the administrator, for tests that act as an
// editor would in the admin screens (approve a comment, rename a menu item, change a setting).
// Usage: php eval.php <wordpress dir> <site url> '<php code>'
[ , $dir, $url, $code ] = $argv;
define( 'WP_ADMIN', true );
$_SERVER['HTTP_HOST'] = parse_url( $url, PHP_URL_HOST ) . ':' . parse_url( $url, PHP_URL_PORT );
$_SERVER['REQUEST_URI'] = '/wp-admin/';
require $dir . '/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/admin.php';
wp_set_current_user( 1 );
$result = eval( $code );
if ( null !== $result ) {
	echo wp_json_encode( $result );
}
