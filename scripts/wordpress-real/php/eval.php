<?php
// Runs a few lines of PHP inside WordPress, as the administrator, for tests that act as an
// editor would in the admin screens (approve a comment, rename a menu item, change a setting).
// Usage: php eval.php <wordpress dir> <site url> '<php code>'
[ , $dir, $url, $code ] = $argv;
require __DIR__ . '/admin-context.php';
$result = eval( $code );
if ( null !== $result ) {
	echo wp_json_encode( $result );
}
