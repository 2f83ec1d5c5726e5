// What Appearance > Menus does when an editor renames a menu item and clicks "Save Menu", as PHP for
// eval.php: wp-admin/nav-menus.php ("update") saves the menu's name with
// wp_update_nav_menu_object() (which fires `wp_update_nav_menu`), then wp_nav_menu_update_menu_items()
// saves every item the form shows, in the form's order, with wp_update_nav_menu_item() (each firing
// `wp_update_nav_menu_item`), and fires `wp_update_nav_menu` once more. The form posts each item's
// current fields as the browser sends them back: the screen writes each field HTML-escaped (an
// item showing its page's title gets the_title's "&#038;" for "&") and the browser posts it
// decoded, so an unchanged title is the page's own and wp_update_nav_menu_item() keeps it empty.
// Only the renamed item's title differs. (The screen also saves the theme's menu locations,
// unchanged here: not repeated.)

/** PHP that renames menu item `itemId` to `title` as the menu screen does. */
export function renameMenuItemPhp(itemId: number, title: string): string {
  return `
    $item_id = ${itemId};
    $title   = ${JSON.stringify(title)};
    $menu_id = wp_get_post_terms( $item_id, 'nav_menu' )[0]->term_id;
    $menu    = wp_get_nav_menu_object( $menu_id );
    $posted  = function ( $text ) { return html_entity_decode( (string) $text, ENT_QUOTES | ENT_HTML5, 'UTF-8' ); };
    wp_update_nav_menu_object( $menu_id, wp_slash( array( 'menu-name' => $menu->name ) ) );
    foreach ( wp_get_nav_menu_items( $menu_id, array( 'post_status' => 'draft,publish' ) ) as $item ) {
      wp_update_nav_menu_item( $menu_id, $item->ID, wp_slash( array(
        'menu-item-db-id'       => $item->ID,
        'menu-item-object-id'   => $item->object_id,
        'menu-item-object'      => $item->object,
        'menu-item-parent-id'   => $item->menu_item_parent,
        'menu-item-position'    => $item->menu_order,
        'menu-item-type'        => $item->type,
        'menu-item-title'       => $item->ID === $item_id ? $title : $posted( $item->title ),
        'menu-item-url'         => $posted( $item->url ),
        'menu-item-description' => $posted( $item->description ),
        'menu-item-attr-title'  => $posted( $item->attr_title ),
        'menu-item-target'      => $item->target,
        'menu-item-classes'     => implode( ' ', (array) $item->classes ),
        'menu-item-xfn'         => $item->xfn,
      ) ) );
    }
    do_action( 'wp_update_nav_menu', $menu_id );
  `;
}
