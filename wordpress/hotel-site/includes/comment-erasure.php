<?php
/**
 * A commenter's erasure reaches the site: when WordPress's personal-data eraser (Tools > Erase
 * Personal Data) anonymises a comment, the next build shows it as WordPress does ("Anonymous",
 * no address, no link), and no public record keeps the name.
 *
 * WordPress's comment eraser (wp_comments_personal_data_eraser()) writes the anonymised fields
 * with a direct database update that fires none of the comment hooks the rebuild hook and the
 * comment monitor listen to. Before each update it asks the `wp_anonymize_comment` filter whether
 * to go ahead; after a successful one it clears the comment's cache, which fires
 * `clean_comment_cache`. A comment let through by the first and then cleared by the second has
 * been anonymised: this file then fires `hotel_site_comment_anonymized`, on which the comment
 * monitor replaces the comment's record with a neutral one, and asks for a build when the comment
 * is on the site.
 *
 * @package Hotel_Site
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

// Last, so that the answer seen is the one WordPress acts on.
add_filter( 'wp_anonymize_comment', 'hotel_site_note_comment_to_anonymize', PHP_INT_MAX, 2 );
add_action( 'clean_comment_cache', 'hotel_site_comment_cache_cleaned' );
add_action( 'hotel_site_comment_anonymized', 'hotel_site_rebuild_after_anonymizing' );

/**
 * The comments WordPress is about to anonymise in this request, by id.
 *
 * @param int|null $add    A comment's id to add.
 * @param int|null $remove A comment's id to take out.
 * @return bool Whether `$remove` was there.
 */
function hotel_site_comments_to_anonymize( $add = null, $remove = null ) {
	static $ids = array();
	if ( null !== $add ) {
		$ids[ (int) $add ] = true;
	}
	if ( null === $remove || ! isset( $ids[ (int) $remove ] ) ) {
		return false;
	}
	unset( $ids[ (int) $remove ] );
	return true;
}

/**
 * Notes a comment the eraser is about to anonymise.
 *
 * @param bool|string $anonymize True when WordPress goes ahead; a message or false when not.
 * @param WP_Comment  $comment   The comment.
 * @return bool|string The answer, unchanged.
 */
function hotel_site_note_comment_to_anonymize( $anonymize, $comment ) {
	if ( true === $anonymize && $comment instanceof WP_Comment ) {
		hotel_site_comments_to_anonymize( (int) $comment->comment_ID );
	}
	return $anonymize;
}

/**
 * A comment's cache cleared: when the eraser had it in hand, it has just been anonymised.
 *
 * @param int $comment_id The comment's id.
 */
function hotel_site_comment_cache_cleaned( $comment_id ) {
	if ( ! hotel_site_comments_to_anonymize( null, (int) $comment_id ) ) {
		return;
	}
	$comment = get_comment( (int) $comment_id );
	if ( $comment ) {
		/**
		 * Fires after WordPress's personal-data eraser anonymised a comment.
		 *
		 * @param WP_Comment $comment The comment, as it is now.
		 */
		do_action( 'hotel_site_comment_anonymized', $comment );
	}
}

/**
 * Asks for a build when the anonymised comment is on the site. The comment monitor's record asks
 * too where WPGatsby is active; this covers a site without it.
 *
 * @param WP_Comment $comment The anonymised comment.
 */
function hotel_site_rebuild_after_anonymizing( $comment ) {
	if ( hotel_site_comment_is_public( $comment ) ) {
		hotel_site_request_rebuild( 'comment ' . $comment->comment_ID );
	}
}
