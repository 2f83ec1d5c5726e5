<?php
/**
 * Tells the site's build tools which versions of WordPress and of the plugins the site reads
 * from are running, so that `npm run check:wordpress` can say whether they are among those the
 * site is tested with: GET /wp-json/hotel-site/v1/versions.
 *
 * The answer is public, as WordPress's own version is in every page it serves. A site that would
 * rather not publish it turns the route off in wp-config.php:
 *   define( 'HOTEL_SITE_PUBLISH_VERSIONS', false );
 *
 * @package HotelSite
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

add_action( 'rest_api_init', 'hotel_site_register_versions_route' );

/**
 * The plugins the site needs, by the name in their header (their folder differs from one
 * installation to another), with the key the answer gives each.
 */
const HOTEL_SITE_VERSIONED_PLUGINS = array(
	'WPGraphQL'           => 'wpGraphql',
	'WP Gatsby'           => 'wpGatsby',
	'Contact Form 7'      => 'contactForm7',
	'Polylang'            => 'polylang',
	'WP GraphQL Polylang' => 'wpGraphqlPolylang',
);

/**
 * Registers the route, unless wp-config.php turned it off.
 */
function hotel_site_register_versions_route() {
	if ( defined( 'HOTEL_SITE_PUBLISH_VERSIONS' ) && ! HOTEL_SITE_PUBLISH_VERSIONS ) {
		return;
	}
	register_rest_route(
		'hotel-site/v1',
		'/versions',
		array(
			'methods'             => 'GET',
			'callback'            => 'hotel_site_versions',
			'permission_callback' => '__return_true',
		)
	);
}

/**
 * WordPress's version and each needed plugin's, null for a plugin that is not active.
 *
 * @return array<string, string|null>
 */
function hotel_site_versions() {
	if ( ! function_exists( 'get_plugins' ) ) {
		require_once ABSPATH . 'wp-admin/includes/plugin.php';
	}
	$versions = array( 'wordpress' => get_bloginfo( 'version' ) );
	foreach ( HOTEL_SITE_VERSIONED_PLUGINS as $key ) {
		$versions[ $key ] = null;
	}
	foreach ( get_plugins() as $file => $plugin ) {
		$key = HOTEL_SITE_VERSIONED_PLUGINS[ $plugin['Name'] ] ?? null;
		if ( null !== $key && is_plugin_active( $file ) ) {
			$versions[ $key ] = $plugin['Version'];
		}
	}
	return $versions;
}
