<?php
// Installs WordPress into the empty database named in wp-config.php and activates the plugins
// given on the command line. Rewrite rules are flushed by a later process (flush.php): the
// plugins' routes (/graphql) exist only once they have loaded as active plugins.
// Usage: php install.php <wordpress dir> <site url> <admin password> <plugin file>...
[ , $dir, $url, $password ] = $argv;
$plugins = array_slice( $argv, 4 );
define( 'WP_INSTALLING', true );
$_SERVER['HTTP_HOST'] = parse_url( $url, PHP_URL_HOST ) . ':' . parse_url( $url, PHP_URL_PORT );
$_SERVER['REQUEST_URI'] = '/';
require $dir . '/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/upgrade.php';
require_once ABSPATH . 'wp-admin/includes/plugin.php';

if ( is_blog_installed() ) {
	fwrite( STDERR, "WordPress is already installed in this database.\n" );
	exit( 1 );
}
$result = wp_install( 'Hôtel Lumière', 'admin', 'admin@hotel-lumiere.example', true, '', wp_slash( $password ) );
update_option( 'siteurl', $url );
update_option( 'home', $url );
update_option( 'permalink_structure', '/%postname%/' );
foreach ( $plugins as $plugin ) {
	$error = activate_plugin( $plugin );
	if ( is_wp_error( $error ) ) {
		fwrite( STDERR, "Could not activate $plugin: " . $error->get_error_message() . "\n" );
		exit( 1 );
	}
}
echo "installed\n";
