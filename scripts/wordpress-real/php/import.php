<?php
/**
 * Loads the demo hotel into WordPress through WordPress's and the plugins' own APIs, from the JSON
 * document that demo-export.ts writes (see the types there). Runs as the administrator in an admin
 * context, where Polylang is fully loaded.
 *
 * Two phases, each in its own PHP process: `settings` (options, Polylang's settings and languages,
 * WordPress's default content removed), then `content` (users, media, forms, pages, menus,
 * comments). Polylang reads its settings when it loads, so the content goes in once it has loaded
 * with them (translated media in particular).
 *
 * Any WordPress error stops the import with a message on stderr and exit status 1.
 *
 * Usage: php import.php <wordpress dir> <site url> <settings|content> <export.json> <ids.json>
 * The content phase writes the ids WordPress gave (demo id => WordPress id, per kind) to ids.json.
 */

[ , $hotel_dir, $hotel_url, $hotel_phase, $hotel_export_file, $hotel_ids_file ] = array_pad( $argv, 6, '' );

define( 'WP_ADMIN', true );
$_SERVER['HTTP_HOST']   = (string) parse_url( $hotel_url, PHP_URL_HOST ) . ( parse_url( $hotel_url, PHP_URL_PORT ) ? ':' . parse_url( $hotel_url, PHP_URL_PORT ) : '' );
$_SERVER['REQUEST_URI'] = '/wp-admin/';
ini_set( 'display_errors', 'stderr' );

require $hotel_dir . '/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/admin.php';

/**
 * Stops the import with a message.
 *
 * @param string $message What went wrong, and where.
 * @throws RuntimeException Always.
 */
function hotel_fail( $message ) {
	throw new RuntimeException( $message );
}

/**
 * Returns a WordPress result, or stops the import when it is an error or empty.
 *
 * @param mixed  $result The result of a WordPress function.
 * @param string $what   What was being done, for the message.
 * @return mixed The result.
 */
function hotel_check( $result, $what ) {
	if ( is_wp_error( $result ) ) {
		hotel_fail( $what . ': ' . implode( ' ', $result->get_error_messages() ) );
	}
	if ( empty( $result ) ) {
		hotel_fail( $what . ': WordPress gave no result.' );
	}
	return $result;
}

/**
 * Stops the import when Polylang reports errors (its setters return a WP_Error that may be empty).
 *
 * @param WP_Error $errors The errors Polylang returned.
 * @param string   $what   What was being done.
 */
function hotel_check_errors( $errors, $what ) {
	if ( is_wp_error( $errors ) && $errors->has_errors() ) {
		hotel_fail( $what . ': ' . implode( ' ', $errors->get_error_messages() ) );
	}
}

/**
 * Makes sure the plugins the demo hotel needs are active.
 */
function hotel_require_plugins() {
	$needed = array(
		'WPGraphQL'          => defined( 'WPGRAPHQL_VERSION' ),
		'Polylang'           => function_exists( 'PLL' ) && function_exists( 'pll_set_post_language' ),
		'WPGraphQL Polylang' => class_exists( 'WPGraphQL\Extensions\Polylang\Loader' ),
		'Contact Form 7'     => function_exists( 'wpcf7_save_contact_form' ),
	);
	$missing = array_keys( array_filter( $needed, fn( $active ) => ! $active ) );
	if ( $missing ) {
		hotel_fail( 'These plugins must be installed and active first: ' . implode( ', ', $missing ) . '.' );
	}
}

/**
 * Acts as the first administrator, as an editor in the admin screens would.
 */
function hotel_become_administrator() {
	$admins = get_users(
		array(
			'role'    => 'administrator',
			'number'  => 1,
			'orderby' => 'ID',
		)
	);
	if ( ! $admins ) {
		hotel_fail( 'This WordPress has no administrator to import as.' );
	}
	wp_set_current_user( $admins[0]->ID );
}

// ---- settings phase ----

/**
 * Sets WordPress options and checks that WordPress kept them (it refuses, for example, an unknown
 * time zone without an error).
 *
 * @param array $options Values by option name.
 */
function hotel_import_options( array $options ) {
	foreach ( $options as $name => $value ) {
		update_option( $name, $value );
		$stored = (string) get_option( $name );
		// WordPress stores the site title and tagline HTML-escaped.
		if ( $stored !== (string) $value && $stored !== esc_html( (string) $value ) ) {
			hotel_fail( "WordPress did not keep the option $name = " . wp_json_encode( $value ) . ' (it has ' . wp_json_encode( $stored ) . ').' );
		}
	}
}

/**
 * Polylang's settings, through its options object (it writes itself back at shutdown, and would
 * overwrite a plain update_option).
 *
 * @param array $settings Values by Polylang option name.
 */
function hotel_import_polylang_settings( array $settings ) {
	foreach ( $settings as $name => $value ) {
		hotel_check_errors( PLL()->options->set( $name, $value ), "Polylang's setting $name" );
	}
}

/**
 * Adds the languages that are missing, in order, and makes the first one the default.
 *
 * @param array $languages The export's languages, the default first.
 */
function hotel_import_languages( array $languages ) {
	$existing = PLL()->model->languages->get_list( array( 'fields' => 'slug' ) );
	foreach ( $languages as $language ) {
		if ( in_array( $language['slug'], $existing, true ) ) {
			continue;
		}
		$added = PLL()->model->languages->add(
			array(
				'name'       => $language['name'],
				'slug'       => $language['slug'],
				'locale'     => $language['locale'],
				'rtl'        => false,
				'term_group' => $language['order'],
			)
		);
		hotel_check_errors( $added, "Adding the language {$language['slug']}" );
	}
	hotel_check_errors( PLL()->model->languages->update_default( $languages[0]['slug'] ), 'Setting the default language' );
}

/**
 * Deletes WordPress's default content: the "Hello world!" post with its comment, the sample page
 * and the draft privacy page, when they are still there as WordPress made them.
 */
function hotel_delete_default_content() {
	$defaults = array(
		array( 1, 'post', 'hello-world' ),
		array( 2, 'page', 'sample-page' ),
		array( (int) get_option( 'wp_page_for_privacy_policy' ), 'page', 'privacy-policy' ),
	);
	foreach ( $defaults as [ $id, $type, $slug ] ) {
		$post = $id ? get_post( $id ) : null;
		if ( ! $post || $post->post_type !== $type || $post->post_name !== $slug ) {
			continue;
		}
		if ( 'privacy-policy' === $slug && 'draft' !== $post->post_status ) {
			continue;
		}
		hotel_check( wp_delete_post( $id, true ), "Deleting WordPress's default $type $slug" );
	}
	if ( get_comment( 1 ) && 'https://wordpress.org/' === get_comment( 1 )->comment_author_url ) {
		hotel_check( wp_delete_comment( 1, true ), "Deleting WordPress's default comment" );
	}
}

// ---- content phase ----

/**
 * Refuses to import twice: the demo's users and menus would exist already.
 *
 * @param array $export The export.
 */
function hotel_require_empty( array $export ) {
	foreach ( $export['users'] as $user ) {
		if ( username_exists( $user['login'] ) ) {
			hotel_fail( "A user {$user['login']} exists already: the demo hotel looks imported into this WordPress already." );
		}
	}
	foreach ( $export['menus'] as $menu ) {
		if ( wp_get_nav_menu_object( $menu['name'] ) ) {
			hotel_fail( "A menu \"{$menu['name']}\" exists already: the demo hotel looks imported into this WordPress already." );
		}
	}
	$locations = get_registered_nav_menus();
	foreach ( array_unique( array_column( $export['menus'], 'location' ) ) as $location ) {
		if ( ! isset( $locations[ $location ] ) ) {
			hotel_fail( "The theme has no menu location \"$location\": register it (register_nav_menus), for example by installing the project's plugin, wordpress/hotel-site." );
		}
	}
}

/**
 * The demo's users, as editors. WordPress numbers users itself.
 *
 * @param array $users The export's users.
 * @param array $ids   The id map, updated.
 */
function hotel_import_users( array $users, array &$ids ) {
	foreach ( $users as $user ) {
		$id = wp_insert_user(
			wp_slash(
				array(
					'user_login'    => $user['login'],
					'user_nicename' => $user['login'],
					'user_pass'     => wp_generate_password( 24 ),
					'user_email'    => $user['email'],
					'display_name'  => $user['displayName'],
					'nickname'      => $user['displayName'],
					'first_name'    => $user['firstName'],
					'last_name'     => $user['lastName'],
					'description'   => $user['description'],
					'role'          => $user['role'],
				)
			)
		);
		$ids['user'][ $user['id'] ] = hotel_check( $id, "Adding the user {$user['login']}" );
	}
}

/**
 * The demo's id of a post-like object mapped to WordPress's.
 *
 * @param array    $ids  The id map.
 * @param int|null $demo The demo id.
 * @param string   $what What refers to it, for the message.
 * @return int The WordPress id, 0 for none.
 */
function hotel_post_id( array $ids, $demo, $what ) {
	if ( null === $demo ) {
		return 0;
	}
	if ( ! isset( $ids['post'][ $demo ] ) ) {
		hotel_fail( "$what refers to $demo, which was not imported." );
	}
	return $ids['post'][ $demo ];
}

/**
 * A user's WordPress id from the demo's.
 *
 * @param array    $ids  The id map.
 * @param int|null $demo The demo's user id.
 * @param string   $what What refers to the user.
 * @return int The WordPress id, 0 for none.
 */
function hotel_user_id( array $ids, $demo, $what ) {
	if ( null === $demo ) {
		return 0;
	}
	if ( ! isset( $ids['user'][ $demo ] ) ) {
		hotel_fail( "$what refers to user $demo, who is not in users.yaml." );
	}
	return $ids['user'][ $demo ];
}

/**
 * One media file: uploaded into the demo's uploads folder, its sizes generated, with its alt text
 * and caption in the default language.
 *
 * @param array  $item     The export's media item.
 * @param array  $ids      The id map, updated.
 * @param string $language The default language.
 */
function hotel_import_media_item( array $item, array &$ids, $language ) {
	$where = "Media {$item['id']} ({$item['fileName']})";
	$tmp   = wp_tempnam( $item['fileName'] );
	if ( ! copy( $item['source'], $tmp ) ) {
		hotel_fail( "$where: cannot read {$item['source']}." );
	}
	$upload = array(
		'name'     => $item['fileName'],
		'tmp_name' => $tmp,
		'size'     => filesize( $tmp ),
		'error'    => 0,
	);
	$file   = wp_handle_sideload( $upload, array( 'test_form' => false ), $item['uploadSubdir'] );
	if ( isset( $file['error'] ) ) {
		hotel_fail( "$where: upload refused: {$file['error']}" );
	}
	$attachment = array(
		'import_id'      => $item['id'],
		'post_title'     => $item['title'],
		'post_name'      => $item['slug'],
		'post_excerpt'   => $item['caption'][ $language ] ?? '',
		'post_content'   => '',
		'post_status'    => 'inherit',
		'post_mime_type' => $file['type'],
		'post_date'      => $item['date'],
		'post_author'    => hotel_user_id( $ids, $item['author'], $where ),
		'guid'           => $file['url'],
	);
	$id = hotel_check( wp_insert_attachment( wp_slash( $attachment ), $file['file'], 0, true ), "$where: adding it" );
	$ids['post'][ $item['id'] ] = $id;

	$metadata = wp_generate_attachment_metadata( $id, $file['file'] );
	if ( wp_attachment_is_image( $id ) && empty( $metadata['sizes'] ) ) {
		hotel_fail( "$where: WordPress made no image sizes (is PHP's GD or Imagick extension installed?)." );
	}
	wp_update_attachment_metadata( $id, $metadata );
	hotel_set_alt( $id, $item['alt'][ $language ] ?? '' );
	hotel_set_language( $id, $language, $where );
}

/**
 * The Polylang translations of a media item, one in each other language, with their alt text and
 * caption. They share the original's file and sizes. Made after everything that keeps a demo id,
 * so that WordPress's next free ids do not take one of those.
 *
 * @param array $item      The export's media item.
 * @param array $ids       The id map, updated.
 * @param array $languages The other languages' slugs.
 */
function hotel_translate_media_item( array $item, array &$ids, array $languages ) {
	$where = "Media {$item['id']} ({$item['fileName']})";
	$id    = hotel_post_id( $ids, $item['id'], $where );
	foreach ( $languages as $other ) {
		$translation = hotel_check( PLL()->model->post->create_media_translation( $id, $other ), "$where: translating it into $other" );
		hotel_set_alt( $translation, $item['alt'][ $other ] ?? '' );
		hotel_check(
			wp_update_post(
				wp_slash(
					array(
						'ID'           => $translation,
						'post_excerpt' => $item['caption'][ $other ] ?? '',
					)
				),
				true
			),
			"$where: its caption in $other"
		);
		$ids['mediaTranslations'][ $item['id'] ][ $other ] = $translation;
	}
}

/**
 * Sets a post's language. Polylang may have given it one on save already; pll_set_post_language
 * then answers false, so the result is read back instead.
 *
 * @param int    $id       The post.
 * @param string $language The language's slug.
 * @param string $where    What the post is, for the message.
 */
function hotel_set_language( $id, $language, $where ) {
	pll_set_post_language( $id, $language );
	if ( pll_get_post_language( $id ) !== $language ) {
		hotel_fail( "$where: Polylang did not set its language to $language." );
	}
}

/**
 * Sets an image's alt text (WordPress keeps it in a meta field of its own).
 *
 * @param int    $id  The attachment.
 * @param string $alt The alt text.
 */
function hotel_set_alt( $id, $alt ) {
	if ( '' === $alt ) {
		delete_post_meta( $id, '_wp_attachment_image_alt' );
		return;
	}
	update_post_meta( $id, '_wp_attachment_image_alt', wp_slash( $alt ) );
}

/**
 * One Contact Form 7 form, saved through CF7's own function. The post is made first with the
 * demo's id (CF7's save would take the next free one), then CF7 fills it.
 *
 * @param array $form The export's form.
 * @param array $ids  The id map, updated.
 * @return string CF7's shortcode for the form, as the block editor and the form list give it.
 */
function hotel_import_form( array $form, array &$ids ) {
	$where = "Form {$form['id']} ({$form['title']})";
	$post  = array(
		'import_id'   => $form['id'],
		'post_type'   => WPCF7_ContactForm::post_type,
		'post_status' => 'publish',
		'post_title'  => $form['title'],
	);
	$id    = hotel_check( wp_insert_post( wp_slash( $post ), true ), "$where: adding it" );

	$saved = wpcf7_save_contact_form(
		array(
			'id'                  => $id,
			'title'               => $form['title'],
			'locale'              => $form['locale'],
			'form'                => $form['template'],
			'mail'                => array(
				'subject'            => $form['mail']['subject'],
				'sender'             => $form['mail']['sender'],
				'recipient'          => $form['mail']['recipient'],
				'body'               => $form['mail']['body'],
				'additional_headers' => $form['mail']['additionalHeaders'],
			),
			'mail_2'              => WPCF7_ContactFormTemplate::get_default( 'mail_2' ),
			'messages'            => array_merge( WPCF7_ContactFormTemplate::get_default( 'messages' ), $form['messages'] ),
			'additional_settings' => '',
		)
	);
	hotel_check( $saved, "$where: Contact Form 7 did not save it" );
	$ids['post'][ $form['id'] ] = $id;
	// Read back: the hash CF7 gives a form at its first save is in its shortcode.
	return hotel_check( wpcf7_contact_form( $id ), "$where: reading it back" )->shortcode();
}

/**
 * Says which of the demo's messages Contact Form 7 does not keep per form (its own strings, which
 * follow WordPress's language packs instead); CF7 leaves them out when it saves.
 *
 * @param array $forms The export's forms.
 */
function hotel_note_unknown_messages( array $forms ) {
	$keys    = array_merge( array(), ...array_map( fn( $form ) => array_keys( $form['messages'] ), $forms ) );
	$unknown = array_diff( array_unique( $keys ), array_keys( wpcf7_messages() ) );
	if ( $unknown ) {
		fwrite( STDERR, 'Contact Form 7 keeps no per-form message ' . implode( ', ', $unknown ) . "; left out.\n" );
	}
}

/**
 * Fills in the placeholders demo-export.ts left in a piece of HTML.
 *
 * @param string $html       The HTML.
 * @param array  $ids        The id map.
 * @param array  $shortcodes CF7 shortcodes by the demo's form id.
 * @param string $where      What the HTML belongs to.
 * @return string The HTML with WordPress's ids and addresses.
 */
function hotel_fill_placeholders( $html, array $ids, array $shortcodes, $where ) {
	return preg_replace_callback(
		'/\{\{wp:(home|media|upload|form|form-id|form-hash)(?::(\d+))?\}\}/',
		function ( $match ) use ( $ids, $shortcodes, $where ) {
			$demo = isset( $match[2] ) ? (int) $match[2] : 0;
			switch ( $match[1] ) {
				case 'home':
					return untrailingslashit( get_option( 'home' ) );
				case 'media':
					return (string) hotel_post_id( $ids, $demo, $where );
				case 'upload':
					return hotel_check( wp_get_attachment_url( hotel_post_id( $ids, $demo, $where ) ), "$where: the URL of media $demo" );
				case 'form-id':
					return (string) hotel_post_id( $ids, $demo, $where );
				case 'form-hash':
					return hotel_check( wpcf7_contact_form( hotel_post_id( $ids, $demo, $where ) ), "$where: form $demo" )->hash();
				default:
					if ( ! isset( $shortcodes[ $demo ] ) ) {
						hotel_fail( "$where shows form $demo, which was not imported." );
					}
					return $shortcodes[ $demo ];
			}
		},
		$html
	);
}

/**
 * One page in its language, with its parent, order, excerpt, featured image and comment status.
 *
 * @param array $page       The export's page.
 * @param array $ids        The id map, updated.
 * @param array $shortcodes CF7 shortcodes by the demo's form id.
 */
function hotel_import_page( array $page, array &$ids, array $shortcodes ) {
	$where = "Page {$page['id']} ({$page['language']}/{$page['slug']})";
	$post  = array(
		'import_id'      => $page['id'],
		'post_type'      => 'page',
		'post_status'    => 'publish',
		'post_title'     => $page['title'],
		'post_name'      => $page['slug'],
		'post_content'   => hotel_fill_placeholders( $page['content'], $ids, $shortcodes, $where ),
		'post_excerpt'   => $page['excerpt'],
		'post_parent'    => hotel_post_id( $ids, $page['parent'], $where ),
		'menu_order'     => $page['menuOrder'],
		'comment_status' => $page['commentStatus'],
		'ping_status'    => 'closed',
		'post_date'      => $page['date'],
		'post_author'    => hotel_user_id( $ids, $page['author'], $where ),
		// The block editor saves a new page first as an auto-draft, whose permalink becomes its guid.
		'guid'           => home_url( '/?page_id=' . $page['id'] ),
	);
	$id    = hotel_check( wp_insert_post( wp_slash( $post ), true ), "$where: adding it" );
	$ids['post'][ $page['id'] ] = $id;
	hotel_set_language( $id, $page['language'], $where );
	// WordPress adds -2 to a slug another page has; the page's address would not be the demo's.
	if ( get_post_field( 'post_name', $id ) !== $page['slug'] ) {
		hotel_fail( "$where: WordPress changed its slug to " . get_post_field( 'post_name', $id ) . ' (another page has it).' );
	}
	if ( null !== $page['featuredImage'] ) {
		hotel_check( set_post_thumbnail( $id, hotel_post_id( $ids, $page['featuredImage'], $where ) ), "$where: setting its featured image" );
	}
}

/**
 * Links the pages of each translation group in Polylang.
 *
 * @param array $pages The export's pages.
 * @param array $ids   The id map.
 */
function hotel_link_translations( array $pages, array $ids ) {
	$groups = array();
	foreach ( $pages as $page ) {
		$groups[ $page['translationKey'] ][ $page['language'] ] = $ids['post'][ $page['id'] ];
	}
	foreach ( $groups as $key => $group ) {
		if ( count( $group ) > 1 ) {
			hotel_check( pll_save_post_translations( $group ), "Linking the translations of \"$key\"" );
		}
	}
}

/**
 * The static front page and the privacy page (Settings > Reading and Privacy); Polylang gives
 * their translations the same role in the other languages.
 *
 * @param array $export The export.
 * @param array $ids    The id map.
 */
function hotel_import_reading_settings( array $export, array $ids ) {
	if ( null !== $export['frontPage'] ) {
		update_option( 'show_on_front', 'page' );
		update_option( 'page_on_front', hotel_post_id( $ids, $export['frontPage'], 'The front page' ) );
		update_option( 'page_for_posts', 0 );
	}
	if ( null !== $export['privacyPage'] ) {
		update_option( 'wp_page_for_privacy_policy', hotel_post_id( $ids, $export['privacyPage'], 'The privacy page' ) );
	}
}

/**
 * One menu with its items, in their order.
 *
 * @param array $menu The export's menu.
 * @param array $ids  The id map, updated.
 */
function hotel_import_menu( array $menu, array &$ids ) {
	$where   = "Menu {$menu['id']} ({$menu['name']})";
	$menu_id = hotel_check( wp_update_nav_menu_object( 0, wp_slash( array( 'menu-name' => $menu['name'] ) ) ), "$where: adding it" );
	// WordPress makes the slug from the name with the site's locale ("Hauptmenü" gives hauptmenu).
	hotel_check( wp_update_term( $menu_id, 'nav_menu', array( 'slug' => $menu['slug'] ) ), "$where: setting its slug" );
	$ids['term'][ $menu['id'] ] = $menu_id;
	foreach ( $menu['items'] as $item ) {
		hotel_import_menu_item( $menu_id, $item, $ids, "$where, item {$item['id']}" );
	}
}

/**
 * One menu item, linking to a page or to a URL, under its parent item. Its post is made first
 * with the demo's id (wp_update_nav_menu_item would take the next free one), then
 * wp_update_nav_menu_item fills it.
 *
 * @param int    $menu_id The menu's term id.
 * @param array  $item    The export's menu item.
 * @param array  $ids     The id map, updated.
 * @param string $where   What the item is, for messages.
 */
function hotel_import_menu_item( $menu_id, array $item, array &$ids, $where ) {
	$post    = array(
		'import_id'   => $item['id'],
		'post_type'   => 'nav_menu_item',
		'post_status' => 'draft',
	);
	$item_id = hotel_check( wp_insert_post( $post, true ), "$where: adding it" );
	$args    = array(
		'menu-item-parent-id' => hotel_post_id( $ids, $item['parent'], $where ),
		'menu-item-position'  => $item['position'],
		'menu-item-title'     => $item['label'] ?? '',
		'menu-item-status'    => 'publish',
	);
	if ( null !== $item['page'] ) {
		$args += array(
			'menu-item-type'      => 'post_type',
			'menu-item-object'    => 'page',
			'menu-item-object-id' => hotel_post_id( $ids, $item['page'], $where ),
		);
	} else {
		// A root-relative URL is on this site, as the demo serves it.
		$on_site = str_starts_with( $item['url'], '/' ) && ! str_starts_with( $item['url'], '//' );
		$args   += array(
			'menu-item-type' => 'custom',
			'menu-item-url'  => $on_site ? untrailingslashit( get_option( 'home' ) ) . $item['url'] : $item['url'],
		);
	}
	hotel_check( wp_update_nav_menu_item( $menu_id, $item_id, wp_slash( $args ) ), "$where: filling it" );
	$ids['post'][ $item['id'] ] = $item_id;
}

/**
 * Puts the menus at their locations: the default language's in the theme's locations, every
 * language's in Polylang's `nav_menus` setting (per theme, location and language).
 *
 * @param array  $menus    The export's menus.
 * @param array  $ids      The id map.
 * @param string $language The default language.
 */
function hotel_assign_menu_locations( array $menus, array $ids, $language ) {
	$theme     = get_stylesheet();
	$locations = get_theme_mod( 'nav_menu_locations', array() );
	$nav_menus = PLL()->options['nav_menus'];
	foreach ( $menus as $menu ) {
		$menu_id = $ids['term'][ $menu['id'] ];
		$nav_menus[ $theme ][ $menu['location'] ][ $menu['language'] ] = $menu_id;
		if ( $menu['language'] === $language ) {
			$locations[ $menu['location'] ] = $menu_id;
		}
	}
	set_theme_mod( 'nav_menu_locations', $locations );
	hotel_check_errors( PLL()->options->set( 'nav_menus', $nav_menus ), "Polylang's menu locations" );
}

/**
 * One approved comment with its author, date and parent; a user's comment carries their id. It
 * keeps the demo's id (wp_insert_comment() takes the next free one, so the row is renumbered), so
 * that a comment added later gets the same id as in the demo, which numbers a new comment after
 * the largest id as the comments table's auto-increment does (see hotel_continue_comment_ids()).
 *
 * @param array $comment    The export's comment.
 * @param array $ids        The id map, updated.
 * @param array $shortcodes CF7 shortcodes by the demo's form id.
 */
function hotel_import_comment( array $comment, array &$ids, array $shortcodes ) {
	$where = "Comment {$comment['id']}";
	if ( null !== $comment['parent'] && ! isset( $ids['comment'][ $comment['parent'] ] ) ) {
		hotel_fail( "$where: its parent {$comment['parent']} was not imported." );
	}
	$data = array(
		'comment_post_ID'      => hotel_post_id( $ids, $comment['page'], $where ),
		'comment_parent'       => null === $comment['parent'] ? 0 : $ids['comment'][ $comment['parent'] ],
		'user_id'              => hotel_user_id( $ids, $comment['user'], $where ),
		'comment_author'       => $comment['authorName'],
		'comment_author_email' => $comment['authorEmail'],
		'comment_author_url'   => $comment['authorUrl'],
		'comment_author_IP'    => '',
		'comment_agent'        => '',
		'comment_date'         => $comment['date'],
		'comment_date_gmt'     => get_gmt_from_date( $comment['date'] ),
		'comment_content'      => hotel_fill_placeholders( $comment['content'], $ids, $shortcodes, $where ),
		'comment_approved'     => 1,
		'comment_type'         => 'comment',
	);
	$inserted = (int) hotel_check( wp_insert_comment( wp_slash( $data ) ), "$where: adding it" );
	$wanted   = (int) $comment['id'];
	if ( $inserted !== $wanted ) {
		global $wpdb;
		if ( $wpdb->get_var( $wpdb->prepare( "SELECT comment_ID FROM $wpdb->comments WHERE comment_ID = %d", $wanted ) ) ) {
			hotel_fail( "$where: WordPress has a comment with id $wanted already." );
		}
		$wpdb->update( $wpdb->comments, array( 'comment_ID' => $wanted ), array( 'comment_ID' => $inserted ) );
		$wpdb->update( $wpdb->commentmeta, array( 'comment_id' => $wanted ), array( 'comment_id' => $inserted ) );
		clean_comment_cache( array( $inserted, $wanted ) );
	}
	$ids['comment'][ $comment['id'] ] = $wanted;
}

/**
 * Makes the next comment's id the one after the largest imported, as in the demo (MySQL keeps the
 * auto-increment counter where the renumbered rows left it otherwise).
 */
function hotel_continue_comment_ids() {
	global $wpdb;
	$next = 1 + (int) $wpdb->get_var( "SELECT MAX(comment_ID) FROM $wpdb->comments" );
	$wpdb->query( "ALTER TABLE $wpdb->comments AUTO_INCREMENT = $next" );
}

/**
 * The content phase, in the order references need: what is referred to comes first.
 *
 * @param array $export The export.
 * @return array The id map: demo id => WordPress id, per kind.
 */
function hotel_import_content( array $export ) {
	hotel_require_empty( $export );
	$language   = $export['languages'][0]['slug'];
	$ids        = array(
		'post'              => array(),
		'term'              => array(),
		'comment'           => array(),
		'user'              => array(),
		'mediaTranslations' => array(),
	);
	$shortcodes = array();
	hotel_import_users( $export['users'], $ids );
	foreach ( $export['media'] as $item ) {
		hotel_import_media_item( $item, $ids, $language );
	}
	hotel_note_unknown_messages( $export['forms'] );
	foreach ( $export['forms'] as $form ) {
		$shortcodes[ $form['id'] ] = hotel_import_form( $form, $ids );
	}
	foreach ( $export['pages'] as $page ) {
		hotel_import_page( $page, $ids, $shortcodes );
	}
	hotel_link_translations( $export['pages'], $ids );
	hotel_import_reading_settings( $export, $ids );
	foreach ( $export['menus'] as $menu ) {
		hotel_import_menu( $menu, $ids );
	}
	hotel_assign_menu_locations( $export['menus'], $ids, $language );
	$others = array_slice( array_column( $export['languages'], 'slug' ), 1 );
	foreach ( $export['media'] as $item ) {
		hotel_translate_media_item( $item, $ids, $others );
	}
	foreach ( $export['comments'] as $comment ) {
		hotel_import_comment( $comment, $ids, $shortcodes );
	}
	hotel_continue_comment_ids();
	return $ids;
}

/**
 * The settings phase.
 *
 * @param array $export The export.
 */
function hotel_import_settings( array $export ) {
	hotel_require_empty( $export );
	hotel_import_options( $export['options'] );
	hotel_import_polylang_settings( $export['polylang'] );
	hotel_import_languages( $export['languages'] );
	hotel_delete_default_content();
}

try {
	hotel_require_plugins();
	hotel_become_administrator();
	$hotel_export = json_decode( (string) file_get_contents( $hotel_export_file ), true );
	if ( ! is_array( $hotel_export ) ) {
		hotel_fail( "Cannot read the export $hotel_export_file." );
	}
	if ( 'settings' === $hotel_phase ) {
		hotel_import_settings( $hotel_export );
	} elseif ( 'content' === $hotel_phase ) {
		$hotel_ids = hotel_import_content( $hotel_export );
		if ( false === file_put_contents( $hotel_ids_file, wp_json_encode( $hotel_ids, JSON_PRETTY_PRINT | JSON_FORCE_OBJECT ) ) ) {
			hotel_fail( "Cannot write the id map to $hotel_ids_file." );
		}
	} else {
		hotel_fail( "Unknown phase \"$hotel_phase\": settings or content." );
	}
	// Polylang writes its settings back at shutdown; saving now reports a failure here.
	PLL()->options->save();
	echo "imported $hotel_phase\n";
} catch ( Throwable $error ) {
	fwrite( STDERR, 'The demo hotel could not be imported: ' . $error->getMessage() . "\n" );
	exit( 1 );
}
