<?php
// Router for PHP's built-in web server: static files as they are, PHP files run, and every other
// path to index.php, so that pretty permalinks, /graphql and /wp-json/ work as behind Apache.
$root = $_SERVER['DOCUMENT_ROOT'];
$path = urldecode( parse_url( $_SERVER['REQUEST_URI'], PHP_URL_PATH ) );
$file = realpath( $root . $path );
if ( false !== $file && str_starts_with( $file, realpath( $root ) ) ) {
	if ( is_dir( $file ) && is_file( $file . '/index.php' ) ) {
		$file .= '/index.php';
	}
	if ( is_file( $file ) ) {
		if ( ! str_ends_with( $file, '.php' ) ) {
			return false;
		}
		$_SERVER['SCRIPT_NAME'] = substr( $file, strlen( realpath( $root ) ) );
		$_SERVER['SCRIPT_FILENAME'] = $file;
		chdir( dirname( $file ) );
		require $file;
		return true;
	}
}
$_SERVER['SCRIPT_NAME'] = '/index.php';
$_SERVER['SCRIPT_FILENAME'] = $root . '/index.php';
chdir( $root );
require $root . '/index.php';
