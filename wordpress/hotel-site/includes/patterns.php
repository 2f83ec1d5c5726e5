<?php
/**
 * Block patterns for the hotel's recurring pieces, in each language's wording (Patterns > Hotel
 * in the inserter): the stay search with its heading (first in a page, it shows in the page's
 * first screen, so its words are short), numbers that count, share buttons, the directions
 * page's map and address, a hover box, tabs. Each is the block markup the editor's
 * own blocks save (with the variations and settings of editor/), so a pattern inserted is a set
 * of ordinary blocks the editor goes on editing.
 *
 * @package HotelSite
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * The words of the patterns, per language.
 *
 * @return array<string, array> The words of each language, by its slug.
 */
function hotel_site_pattern_words() {
	return array(
		'en' => array(
			'language' => 'English',
			'stay'     => array( 'Plan your stay', 'Choose your dates for our best rates, or write to our reservations team.' ),
			'numbers'  => array( 'The hotel in numbers', '1898', 'the year we opened our doors', '74', 'rooms and suites', '4.8', 'average guest rating out of 5' ),
			'share'    => 'Share this page',
			'map'      => 'Our hotel on the map.',
			'address'  => array( 'Hotel name', 'Street and number', 'Postcode and town' ),
			'hover'    => array( 'Rooms & Suites', 'Sea-view rooms, a suite and a penthouse.', 'See the rooms' ),
			'tabs'     => array( array( 'The room', 'Size, beds and bathroom.' ), array( 'Services', 'Breakfast, turndown, the spa.' ), array( 'Rates', 'From … a night, breakfast included.' ) ),
		),
		'fr' => array(
			'language' => 'Français',
			'stay'     => array( 'Préparez votre séjour', 'Choisissez vos dates pour nos meilleurs tarifs, ou écrivez à notre service des réservations.' ),
			'numbers'  => array( 'L’hôtel en chiffres', '1898', 'l’année de notre ouverture', '74', 'chambres et suites', '4,8', 'note moyenne de nos hôtes sur 5' ),
			'share'    => 'Partager cette page',
			'map'      => 'Notre hôtel sur la carte.',
			'address'  => array( 'Nom de l’hôtel', 'Numéro et rue', 'Code postal et ville' ),
			'hover'    => array( 'Chambres & suites', 'Des chambres vue mer, une suite et un penthouse.', 'Voir les chambres' ),
			'tabs'     => array( array( 'La chambre', 'Surface, lits et salle de bains.' ), array( 'Services', 'Petit-déjeuner, couverture, le spa.' ), array( 'Tarifs', 'À partir de … la nuit, petit-déjeuner compris.' ) ),
		),
		'de' => array(
			'language' => 'Deutsch',
			'stay'     => array( 'Planen Sie Ihren Aufenthalt', 'Wählen Sie Ihre Reisedaten für unsere besten Preise oder schreiben Sie unserem Reservierungsteam.' ),
			'numbers'  => array( 'Das Hotel in Zahlen', '1898', 'öffneten wir unsere Türen', '74', 'Zimmer und Suiten', '4,8', 'durchschnittliche Gästebewertung von 5' ),
			'share'    => 'Diese Seite teilen',
			'map'      => 'Unser Hotel auf der Karte.',
			'address'  => array( 'Name des Hotels', 'Straße und Hausnummer', 'Postleitzahl und Ort' ),
			'hover'    => array( 'Zimmer & Suiten', 'Zimmer mit Meerblick, eine Suite und ein Penthouse.', 'Zu den Zimmern' ),
			'tabs'     => array( array( 'Das Zimmer', 'Größe, Betten und Bad.' ), array( 'Service', 'Frühstück, Abendservice, das Spa.' ), array( 'Preise', 'Ab … pro Nacht, mit Frühstück.' ) ),
		),
	);
}

/**
 * Block markup as WordPress's blocks save it: the comment, then the element.
 *
 * @param string $name       The block's name, without `core/` for core blocks.
 * @param array  $attributes The block's attributes, in its comment.
 * @param string $html       The element the block saves, already escaped.
 * @return string
 */
function hotel_site_block( $name, $attributes, $html ) {
	$json = $attributes ? ' ' . wp_json_encode( $attributes, JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE ) : '';
	return "<!-- wp:$name$json -->\n$html\n<!-- /wp:$name -->";
}

/**
 * A heading block.
 *
 * @param string $text  Its text.
 * @param int    $level Its level, 2 unless given.
 * @return string
 */
function hotel_site_heading( $text, $level = 2 ) {
	return hotel_site_block( 'heading', 2 === $level ? array() : array( 'level' => $level ), "<h$level class=\"wp-block-heading\">" . esc_html( $text ) . "</h$level>" );
}

/**
 * A paragraph block.
 *
 * @param string $html Its content, already escaped.
 * @return string
 */
function hotel_site_paragraph( $html ) {
	return hotel_site_block( 'paragraph', array(), "<p>$html</p>" );
}

/**
 * A group block with the class that makes it one of the site's features, and that feature's
 * settings as `data-` attributes (as editor/settings.js saves them).
 *
 * @param string   $class_name The feature's class.
 * @param string[] $inner      The blocks inside.
 * @param array    $settings   The feature's settings.
 * @return string
 */
function hotel_site_group( $class_name, $inner, $settings = array() ) {
	$attributes = array( 'className' => $class_name );
	$data       = '';
	if ( $settings ) {
		$attributes['hotelSite'] = $settings;
		foreach ( $settings as $key => $value ) {
			$data .= ' data-' . $key . '="' . esc_attr( $value ) . '"';
		}
	}
	return hotel_site_block( 'group', $attributes, "<div class=\"wp-block-group $class_name\"$data>" . implode( "\n\n", $inner ) . '</div>' );
}

/**
 * The patterns of one language: slug => title and content. The map's position is left for the
 * editor to set in the sidebar: a position copied from a pattern would put the hotel elsewhere.
 *
 * @param array $words The language's words (hotel_site_pattern_words()).
 * @return array<string, array{0: string, 1: string}>
 */
function hotel_site_patterns( $words ) {
	$columns = array();
	$numbers = count( $words['numbers'] );
	for ( $i = 1; $i < $numbers; $i += 2 ) {
		$columns[] = hotel_site_block( 'column', array(), '<div class="wp-block-column">' . hotel_site_paragraph( '<strong>' . esc_html( $words['numbers'][ $i ] ) . '</strong> ' . esc_html( $words['numbers'][ $i + 1 ] ) ) . '</div>' );
	}
	$tabs = array();
	foreach ( $words['tabs'] as $tab ) {
		$tabs[] = hotel_site_group( 'tab', array( hotel_site_heading( $tab[0], 3 ), hotel_site_paragraph( esc_html( $tab[1] ) ) ) );
	}
	$address = implode( '<br>', array_map( 'esc_html', $words['address'] ) ) . '<br><a href="tel:+377">+377 …</a>';
	return array(
		'stay-search'   => array(
			__( 'Stay search', 'hotel-site' ),
			hotel_site_group( 'stay-search', array( hotel_site_heading( $words['stay'][0] ), hotel_site_paragraph( esc_html( $words['stay'][1] ) ) ) ),
		),
		'stats-numbers' => array(
			__( 'Counting numbers', 'hotel-site' ),
			hotel_site_group( 'stats-numbers', array( hotel_site_heading( $words['numbers'][0] ), hotel_site_block( 'columns', array(), '<div class="wp-block-columns">' . implode( "\n\n", $columns ) . '</div>' ) ) ),
		),
		'share-buttons' => array(
			__( 'Share buttons', 'hotel-site' ),
			hotel_site_group( 'share-buttons', array( hotel_site_paragraph( esc_html( $words['share'] ) ) ), array( 'networks' => 'facebook,twitter,linkedin,pinterest,email' ) ),
		),
		'directions'    => array(
			__( 'Map and address', 'hotel-site' ),
			hotel_site_group( 'hotel-map', array( hotel_site_paragraph( esc_html( $words['map'] ) ) ) ) . "\n\n" .
			hotel_site_block(
				'hotel-site/address',
				array(
					'checkin'  => '15:00',
					'checkout' => '12:00',
				),
				'<address class="wp-block-hotel-site-address hotel-address" data-checkin="15:00" data-checkout="12:00">' . $address . '</address>'
			),
		),
		'hover-box'     => array(
			__( 'Hover box', 'hotel-site' ),
			hotel_site_group(
				'hover-box',
				array(
					hotel_site_block( 'image', array(), '<figure class="wp-block-image"><img alt=""/></figure>' ),
					hotel_site_group( 'hover-box-content', array( hotel_site_heading( $words['hover'][0], 3 ), hotel_site_paragraph( esc_html( $words['hover'][1] ) ), hotel_site_paragraph( '<a href="#">' . esc_html( $words['hover'][2] ) . '</a>' ) ) ),
				)
			),
		),
		'tabs'          => array( __( 'Tabs', 'hotel-site' ), hotel_site_group( 'tabs', $tabs ) ),
	);
}

add_action(
	'init',
	function () {
		register_block_pattern_category( 'hotel-site', array( 'label' => __( 'Hotel', 'hotel-site' ) ) );
		foreach ( hotel_site_pattern_words() as $language => $words ) {
			foreach ( hotel_site_patterns( $words ) as $slug => list( $title, $content ) ) {
				register_block_pattern(
					"hotel-site/$slug-$language",
					array(
						/* translators: 1: the pattern's name, 2: the language of its words, in that language. */
						'title'      => sprintf( __( '%1$s (%2$s)', 'hotel-site' ), $title, $words['language'] ),
						'categories' => array( 'hotel-site' ),
						'keywords'   => array( 'hotel', $language ),
						'content'    => $content,
					)
				);
			}
		}
	}
);
