<?php
/**
 * The plugin's words in the language of the one reading them: French and German are in
 * languages/, in WordPress's PHP translation files (6.5+); other languages read English. The
 * PHP strings (pattern names, notices) load them as a text domain, the editor's scripts get the
 * same strings before the first of them runs (editor.php).
 *
 * @package HotelSite
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * The translation file of the current language, which may not exist.
 *
 * @return string Its path.
 */
function hotel_site_translation_file() {
	return dirname( HOTEL_SITE_FILE ) . '/languages/hotel-site-' . determine_locale() . '.l10n.php';
}

add_action(
	'init',
	function () {
		// load_textdomain() takes the .mo file's name and prefers the .l10n.php beside it.
		load_textdomain( 'hotel-site', substr_replace( hotel_site_translation_file(), '.mo', - strlen( '.l10n.php' ) ) );
	},
	0
);
