<?php
/**
 * Which comments visitors can see: the only ones the plugin records in WPGatsby's public action
 * monitor or asks a build for.
 *
 * A comment is on the site when it is an ordinary comment (type `comment`, or empty on data older
 * than WordPress 5.5), approved, on a published page of a type the site shows, and that page has
 * no password. Everything else stays out:
 *
 * - editorial notes (WordPress 6.9 and later keep them as approved comments of type `note`), and
 *   pingbacks or any type a plugin adds;
 * - comments on a password-protected page: the site leaves such pages out, and WordPress shows
 *   their comments only to a visitor who gave the password.
 *
 * WPGraphQL answers anyone who asks for one comment by its id, notes included (WordPress only
 * leaves them out of lists). The build asks anonymously, so this file also makes notes and the
 * comments of password-protected pages private to whoever cannot edit their page: neither a
 * build nor a visitor reads them through GraphQL.
 *
 * @package Hotel_Site
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * Whether a comment is of a type the site shows: an ordinary comment.
 *
 * @param WP_Comment $comment The comment.
 * @return bool
 */
function hotel_site_comment_is_ordinary( $comment ) {
	return in_array( (string) $comment->comment_type, array( 'comment', '' ), true );
}

/**
 * Whether a comment's page is one the site shows: published, of a type the site makes pages of,
 * and without a password.
 *
 * @param WP_Comment $comment The comment.
 * @return bool
 */
function hotel_site_comment_page_is_public( $comment ) {
	$post = get_post( (int) $comment->comment_post_ID );
	return $post
		&& 'publish' === $post->post_status
		&& '' === (string) $post->post_password
		&& in_array( $post->post_type, hotel_site_rebuild_post_types(), true );
}

/**
 * Whether a comment would be on the site if it were approved: an ordinary comment on a page the
 * site shows. The caller checks the approval, which is what changes.
 *
 * @param WP_Comment $comment The comment.
 * @return bool
 */
function hotel_site_comment_can_be_public( $comment ) {
	return hotel_site_comment_is_ordinary( $comment ) && hotel_site_comment_page_is_public( $comment );
}

/**
 * Whether visitors see a comment now.
 *
 * @param WP_Comment $comment The comment.
 * @return bool
 */
function hotel_site_comment_is_public( $comment ) {
	return '1' === (string) $comment->comment_approved && hotel_site_comment_can_be_public( $comment );
}

add_filter( 'graphql_data_is_private', 'hotel_site_hide_private_comments', 10, 3 );

/**
 * Makes notes and the comments of password-protected pages private in WPGraphQL to anyone who
 * cannot edit their page.
 *
 * @param bool   $is_private Whether WPGraphQL already holds the data private.
 * @param string $model_name The model's name (`CommentObject` for comments).
 * @param mixed  $data       The model's data: a WP_Comment for comments.
 * @return bool
 */
function hotel_site_hide_private_comments( $is_private, $model_name, $data ) {
	if ( $is_private || 'CommentObject' !== $model_name || ! $data instanceof WP_Comment ) {
		return $is_private;
	}
	$post = get_post( (int) $data->comment_post_ID );
	$kept = 'note' === $data->comment_type || ( $post && '' !== (string) $post->post_password );
	return $kept && ! current_user_can( 'edit_post', (int) $data->comment_post_ID );
}
