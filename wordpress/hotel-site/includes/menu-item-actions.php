<?php
/**
 * Records deleted menu items in WPGatsby's action monitor, so that the next warm
 * build of the static site drops them from its menus.
 *
 * WPGatsby 2.3 records a saved menu (an UPDATE of the menu and of each item still in it), but not
 * an item that goes away: menu items are not a public post type, so its post monitor skips them.
 * gatsby-source-wordpress then refetches the menu's items and keeps the one that is gone, and the
 * site goes on linking to it. That happens when an editor removes an item in Appearance > Menus,
 * and when WordPress deletes the items of a page deleted for good. This plugin records a DELETE of
 * each such item, when it was on the site: a published item of a menu assigned to a location. An
 * item of a menu in no location was never shown, and recording it would tell anyone who reads the
 * (public) action monitor its title, and ask for a build that changes nothing.
 *
 * It needs WPGatsby (and WPGraphQL) active, and does nothing without them.
 *
 * @package HotelSite
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

add_filter( 'gatsby_action_monitors', 'hotel_site_add_menu_item_monitor', 10, 2 );

/**
 * Adds the menu item monitor to WPGatsby's monitors (declared here because WPGatsby's classes are
 * loaded after this plugin).
 *
 * @param array                                 $monitors       WPGatsby's monitors, by name.
 * @param \WPGatsby\ActionMonitor\ActionMonitor $action_monitor WPGatsby's action monitor.
 * @return array
 */
function hotel_site_add_menu_item_monitor( $monitors, $action_monitor ) {
	if ( ! class_exists( '\WPGatsby\ActionMonitor\Monitors\Monitor' ) || ! class_exists( '\GraphQLRelay\Relay' ) ) {
		return $monitors;
	}
	$monitors['HotelSiteMenuItemMonitor'] = new class( $action_monitor ) extends \WPGatsby\ActionMonitor\Monitors\Monitor {

		/**
		 * Listens to posts being deleted for good (menu items are deleted, never trashed).
		 */
		public function init() {
			add_action( 'before_delete_post', array( $this, 'post_deleting' ), 10, 2 );
		}

		/**
		 * A menu item about to be deleted: recorded as gone.
		 *
		 * @param int     $post_id The post's id.
		 * @param WP_Post $post    The post.
		 */
		public function post_deleting( $post_id, $post ) {
			if ( ! $post || 'nav_menu_item' !== $post->post_type || 'publish' !== $post->post_status || ! $this->in_public_menu( $post_id ) ) {
				return;
			}
			$this->log_action(
				array(
					'action_type'         => 'DELETE',
					'title'               => $post->post_title,
					'node_id'             => (int) $post_id,
					'relay_id'            => \GraphQLRelay\Relay::toGlobalId( 'post', $post_id ),
					'graphql_single_name' => 'menuItem',
					'graphql_plural_name' => 'menuItems',
					'status'              => 'trash',
				)
			);
		}

		/**
		 * Whether the item belongs to a menu assigned to a theme location (WPGatsby's own test of a public menu).
		 *
		 * @param int $post_id The menu item's id.
		 * @return bool
		 */
		private function in_public_menu( $post_id ) {
			$locations = get_theme_mod( 'nav_menu_locations' );
			if ( ! is_array( $locations ) ) {
				return false;
			}
			$assigned = array_map( 'intval', array_values( $locations ) );
			foreach ( wp_get_object_terms( $post_id, 'nav_menu', array( 'fields' => 'ids' ) ) as $menu_id ) {
				if ( in_array( (int) $menu_id, $assigned, true ) ) {
					return true;
				}
			}
			return false;
		}
	};
	return $monitors;
}
