<?php
// Activates the plugins given on the command line.
// Usage: php activate.php <wordpress dir> <site url> <plugin file>...
[ , $dir, $url ] = $argv;
$_SERVER['HTTP_HOST'] = parse_url( $url, PHP_URL_HOST ) . ':' . parse_url( $url, PHP_URL_PORT );
$_SERVER['REQUEST_URI'] = '/';
require $dir . '/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/plugin.php';
foreach ( array_slice( $argv, 3 ) as $plugin ) {
	$error = activate_plugin( $plugin );
	if ( is_wp_error( $error ) ) {
		fwrite( STDERR, "Could not activate $plugin: " . $error->get_error_message() . "\n" );
		exit( 1 );
	}
}
echo "activated\n";
