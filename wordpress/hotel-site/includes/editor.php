<?php
/**
 * The block editor's controls for the site's features (editor/): variations of core blocks with
 * their settings in the sidebar, a "Note" format for popovers, a "Hotel address" block, and the core
 * blocks the site does not offer taken out of the inserter (decision 022), and, after a published
 * page is saved, whether the change is live yet (build-status.php). They
 * are plain scripts on WordPress's own packages, so the plugin needs no build step.
 *
 * @package HotelSite
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
			'popover-format' => array( 'hotel-site-features', 'wp-block-editor', 'wp-components', 'wp-element', 'wp-i18n', 'wp-rich-text' ),
			'address-block'  => array( 'hotel-site-features', 'wp-blocks', 'wp-block-editor', 'wp-components', 'wp-element', 'wp-i18n' ),
			'core-blocks'    => array( 'hotel-site-features', 'wp-blocks', 'wp-data', 'wp-dom-ready', 'wp-hooks', 'wp-i18n' ),
		);
		// Whether the change is live (build-status.js): in the post editor, for those who may read the state.
		$screen = get_current_screen();
		if ( $screen && 'post' === $screen->base && current_user_can( 'edit_pages' ) ) {
			$scripts['build-status'] = array( 'hotel-site-features', 'wp-api-fetch', 'wp-data', 'wp-date', 'wp-dom-ready', 'wp-editor', 'wp-element', 'wp-i18n', 'wp-notices', 'wp-plugins' );
		}
		foreach ( $scripts as $name => $dependencies ) {
			wp_enqueue_script( "hotel-site-$name", $url . "$name.js", $dependencies, HOTEL_SITE_VERSION, false );
		}
		if ( isset( $scripts['build-status'] ) ) {
			wp_add_inline_script( 'hotel-site-build-status', 'var hotelSiteBuildStatus = ' . wp_json_encode( array( 'postTypes' => array_values( hotel_site_rebuild_post_types() ) ) ) . ';', 'before' );
		}
		// The scripts' words, from the PHP's translation file (what wp_set_script_translations()
		// does with a JSON file per script): set for the text domain before the first script runs.
		$file = hotel_site_translation_file();
		if ( is_readable( $file ) ) {
			$translations = include $file;
			$locale_data  = array(
				'' => array(
					'domain'       => 'hotel-site',
					'lang'         => $translations['language'],
					'plural-forms' => $translations['plural-forms'],
				),
			);
			foreach ( $translations['messages'] as $original => $translated ) {
				$locale_data[ $original ] = array( $translated );
			}
			wp_add_inline_script( 'hotel-site-features', 'wp.i18n.setLocaleData( ' . wp_json_encode( $locale_data ) . ', "hotel-site" );', 'before' );
		}
	}
);
