<?php
/**
 * The primary and footer menu locations the site reads. The default block theme registers none;
 * a classic theme registers its own, and the site only needs these two names.
 *
 * With Polylang, each language other than the default has its own copy of each location
 * (`primary___fr`), whose menu Polylang keeps in its settings and adds to the theme's
 * `nav_menu_locations` only in the admin (and in GraphQL requests, which WPGraphQL Polylang runs
 * as admin ones). Everything that asks whether a menu is on the site reads `nav_menu_locations`:
 * WPGatsby's menu monitor, the rebuild hook and the menu item monitor. So a French menu changed
 * anywhere else (the REST API, the command line, a scheduled task) would be taken for a menu in
 * no location: no build, no record. The same locations are added here in every context.
 *
 * @package HotelSite
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

add_action(
	'after_setup_theme',
	function () {
		register_nav_menus(
			array(
				'primary' => 'Primary',
				'footer'  => 'Footer',
			)
		);
	}
);

// After Polylang's own filters (20), which may have added or replaced some of them.
add_filter( 'theme_mod_nav_menu_locations', 'hotel_site_language_menu_locations', 30 );

/**
 * Polylang's settings, as this request has them: its live options object where Polylang runs,
 * otherwise as stored.
 *
 * @return array|ArrayAccess|null
 */
function hotel_site_polylang_options() {
	if ( function_exists( 'PLL' ) && isset( $GLOBALS['polylang'] ) && isset( PLL()->options ) ) {
		return PLL()->options;
	}
	$stored = get_option( 'polylang' );
	return is_array( $stored ) ? $stored : null;
}

/**
 * Adds the menu of each language's location, as Polylang does in the admin, where it is missing.
 *
 * @param array|false $locations The menu of each location, by location.
 * @return array|false
 */
function hotel_site_language_menu_locations( $locations ) {
	$options = hotel_site_polylang_options();
	if ( null === $options || empty( $options['nav_menus'] ) || ! is_array( $options['nav_menus'] ) ) {
		return $locations;
	}
	$theme_locations = $options['nav_menus'][ get_option( 'stylesheet' ) ] ?? array();
	if ( ! is_array( $theme_locations ) ) {
		return $locations;
	}
	$locations = is_array( $locations ) ? $locations : array();
	foreach ( $theme_locations as $location => $menus ) {
		foreach ( (array) $menus as $language => $menu_id ) {
			$is_default = $language === $options['default_lang'];
			$key        = $is_default ? $location : $location . '___' . $language;
			// The default language's location is the theme's own, which the theme's setting fills.
			if ( ( $is_default && ! empty( $locations[ $key ] ) ) || empty( $menu_id ) || ! term_exists( (int) $menu_id, 'nav_menu' ) ) {
				continue;
			}
			$locations[ $key ] = (int) $menu_id;
		}
	}
	return $locations;
}
