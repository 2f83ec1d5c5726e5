<?php
// Flushes the rewrite rules once every plugin is loaded as active, so that /graphql and the
// pretty permalinks of the imported pages answer.
// Usage: php flush.php <wordpress dir> <site url>
[ , $dir, $url ] = $argv;
$_SERVER['HTTP_HOST'] = parse_url( $url, PHP_URL_HOST ) . ':' . parse_url( $url, PHP_URL_PORT );
$_SERVER['REQUEST_URI'] = '/';
require $dir . '/wp-load.php';
flush_rewrite_rules( false );
echo "flushed\n";
