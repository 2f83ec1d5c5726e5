<?php
// Loads WordPress as the administrator, in an admin screen's context, for the runners beside this
// file: included at the top level of one (WordPress's globals must be global), after it has set
// `$dir` (the WordPress folder) and `$url` (the site's address) from its arguments.
define( 'WP_ADMIN', true );
$_SERVER['HTTP_HOST']   = parse_url( $url, PHP_URL_HOST ) . ':' . parse_url( $url, PHP_URL_PORT );
$_SERVER['REQUEST_URI'] = '/wp-admin/';
require $dir . '/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/admin.php';
wp_set_current_user( 1 );
