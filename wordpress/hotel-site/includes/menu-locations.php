<?php
/**
 * The primary and footer menu locations the site reads. The default block theme registers none;
 * a classic theme registers its own, and the site only needs these two names.
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
