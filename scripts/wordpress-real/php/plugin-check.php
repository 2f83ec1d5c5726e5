<?php
// Runs the static checks of Plugin Check (the plugin WordPress.org runs on every submission) on
// a plugin, inside a loaded WordPress in an admin context, as its own WP-CLI command does.
// Prints one line of JSON per finding: {"type":"ERROR"|"WARNING","check","code","file","line","message"}.
// Usage: php plugin-check.php <wordpress dir> <site url> <plugin check dir> <plugin main file> <newest WordPress>
// Plugin Check asks api.wordpress.org for the newest WordPress release (to judge the readme's
// "Tested up to"), and without the network takes the WordPress it runs in: it is told instead.
[ , $dir, $url, $pcp, $main_file, $newest ] = $argv;
require __DIR__ . '/admin-context.php';
set_transient( 'wp_plugin_check_latest_wp_version', $newest, HOUR_IN_SECONDS );

$pcp = rtrim( $pcp, '/' ) . '/';
define( 'WP_PLUGIN_CHECK_VERSION', '1.2.0' );
define( 'WP_PLUGIN_CHECK_MAIN_FILE', $pcp . 'plugin.php' );
define( 'WP_PLUGIN_CHECK_PLUGIN_DIR_PATH', $pcp );
define( 'WP_PLUGIN_CHECK_PLUGIN_DIR_URL', $url . '/plugin-check/' );
require $pcp . 'vendor/autoload.php';
// Its PHP_CodeSniffer finds the standards through a configuration file written where the tools
// were assembled; they are named here instead, for this run only, wherever they were unpacked.
require_once $pcp . 'vendor/squizlabs/php_codesniffer/autoload.php';
PHP_CodeSniffer\Config::setConfigData(
	'installed_paths',
	implode(
		',',
		array_map(
			function ( $folder ) use ( $pcp ) {
				return $pcp . $folder;
			},
			array( 'vendor/wp-coding-standards/wpcs', 'vendor/phpcsstandards/phpcsutils/PHPCSUtils', 'vendor/phpcsstandards/phpcsextra', 'vendor/automattic/vipwpcs', 'vendor/sirbrillig/phpcs-variable-analysis', 'phpcs-sniffs' )
		)
	),
	true
);

use WordPress\Plugin_Check\Checker\Check_Context;
use WordPress\Plugin_Check\Checker\Check_Repository;
use WordPress\Plugin_Check\Checker\Checks;
use WordPress\Plugin_Check\Checker\Default_Check_Repository;

$context = new Check_Context( $main_file, basename( dirname( $main_file ) ) );
$checks  = ( new Default_Check_Repository() )->get_checks( Check_Repository::TYPE_STATIC );
foreach ( $checks as $slug => $check ) {
	$result = ( new Checks() )->run_checks( $context, array( $check ) );
	foreach ( array( 'ERROR' => $result->get_errors(), 'WARNING' => $result->get_warnings() ) as $type => $files ) {
		foreach ( $files as $file => $lines ) {
			foreach ( $lines as $line => $columns ) {
				foreach ( $columns as $messages ) {
					foreach ( $messages as $message ) {
						echo wp_json_encode(
							array(
								'type'    => $type,
								'check'   => $slug,
								'code'    => $message['code'],
								'file'    => $file,
								'line'    => $line,
								'message' => wp_strip_all_tags( html_entity_decode( $message['message'], ENT_QUOTES ) ),
							)
						) . "\n";
					}
				}
			}
		}
	}
}
