<?php
/**
 * The block editor's controls for the site's features (editor/): variations of core blocks with
 * their settings in the sidebar, a "Note" format for popovers and a "Hotel address" block. They
 * are plain scripts on WordPress's own packages, so the plugin needs no build step.
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

add_action(
	'enqueue_block_editor_assets',
	function () {
		$url     = plugins_url( 'editor/', HOTEL_SITE_FILE );
		$scripts = array(
			'features'       => array( 'wp-i18n' ),
			'variations'     => array( 'hotel-site-features', 'wp-blocks', 'wp-dom-ready', 'wp-hooks' ),
			'settings'       => array( 'hotel-site-features', 'wp-blocks', 'wp-block-editor', 'wp-components', 'wp-compose', 'wp-element', 'wp-hooks', 'wp-i18n' ),
			'popover-format' => array( 'wp-block-editor', 'wp-components', 'wp-element', 'wp-i18n', 'wp-rich-text' ),
			'address-block'  => array( 'wp-blocks', 'wp-block-editor', 'wp-components', 'wp-element', 'wp-i18n' ),
		);
		foreach ( $scripts as $name => $dependencies ) {
			wp_enqueue_script( "hotel-site-$name", $url . "$name.js", $dependencies, HOTEL_SITE_VERSION, false );
			wp_set_script_translations( "hotel-site-$name", 'hotel-site' );
		}
	}
);
