<?php
/**
 * Sends a visitor who posted a comment without the site's code back to the static site, to a
 * notice that says what became of the comment.
 *
 * The site's comment form, sent the plain way, posts to wp-comments-post.php with `redirect_to`
 * set to the page's address on the static site. WordPress refuses that address (wp_safe_redirect()
 * only allows its own host) and, for a comment that waits for approval, would add `unapproved`
 * and `moderation-hash` for its theme to show the comment to its author. Once wp-config.php says
 * where the site is:
 *   define( 'HOTEL_SITE_URL', 'https://www.hotel.example' );  // the static site's public origin
 * its host is allowed as a redirect target, and a redirect to the site loses those two arguments
 * (the static page cannot use them, and the hash should not sit in the host's logs) and ends in
 * `#comment-held` (waiting for approval, or caught as spam) or `#comment-published` (approved: it
 * shows on the site after the rebuild that approving asks for). The page shows the notice with
 * that id. Without the constant nothing changes.
 *
 * @package HotelSite
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

add_filter( 'allowed_redirect_hosts', 'hotel_site_allow_site_host' );
add_filter( 'comment_post_redirect', 'hotel_site_comment_return', 10, 2 );

/**
 * The static site's origin as wp-config.php gives it, parsed, or null when it is not set or is no
 * absolute http(s) address.
 *
 * @return array|null The `scheme`, `host` and, when given, `port` of HOTEL_SITE_URL.
 */
function hotel_site_public_origin() {
	if ( ! defined( 'HOTEL_SITE_URL' ) || ! is_string( HOTEL_SITE_URL ) ) {
		return null;
	}
	$parts = wp_parse_url( HOTEL_SITE_URL );
	if ( empty( $parts['host'] ) || empty( $parts['scheme'] ) || ! in_array( strtolower( $parts['scheme'] ), array( 'http', 'https' ), true ) ) {
		return null;
	}
	return $parts;
}

/**
 * Lets wp_safe_redirect() send visitors to the static site.
 *
 * @param string[] $hosts The hosts WordPress may redirect to.
 * @return string[]
 */
function hotel_site_allow_site_host( $hosts ) {
	$site = hotel_site_public_origin();
	if ( null !== $site ) {
		$hosts[] = strtolower( $site['host'] );
	}
	return $hosts;
}

/**
 * The port of a parsed address: the one it names, or its scheme's own.
 *
 * @param array $parts An address, parsed by wp_parse_url().
 * @return int
 */
function hotel_site_port_of( $parts ) {
	if ( isset( $parts['port'] ) ) {
		return (int) $parts['port'];
	}
	return 'https' === strtolower( $parts['scheme'] ) ? 443 : 80;
}

/**
 * Whether an address is on the static site: same scheme, host and port as HOTEL_SITE_URL. The
 * host alone, which wp_safe_redirect() compares, would also match WordPress itself when both
 * share a host name.
 *
 * @param string $location An absolute address.
 * @param array  $site     HOTEL_SITE_URL, parsed.
 * @return bool
 */
function hotel_site_is_on_site( $location, $site ) {
	$parts = wp_parse_url( $location );
	if ( empty( $parts['host'] ) || empty( $parts['scheme'] ) ) {
		return false;
	}
	return strtolower( $parts['scheme'] ) === strtolower( $site['scheme'] )
		&& strtolower( $parts['host'] ) === strtolower( $site['host'] )
		&& hotel_site_port_of( $parts ) === hotel_site_port_of( $site );
}

/**
 * The address a visitor goes to after posting a comment: on the static site, the page with the
 * notice that fits the comment's state instead of WordPress's comment anchor.
 *
 * @param string     $location Where wp-comments-post.php sends the visitor.
 * @param WP_Comment $comment  The comment just saved.
 * @return string
 */
function hotel_site_comment_return( $location, $comment ) {
	$site = hotel_site_public_origin();
	if ( null === $site || ! hotel_site_is_on_site( $location, $site ) ) {
		return $location;
	}
	$location = remove_query_arg( array( 'unapproved', 'moderation-hash' ), $location );
	$fragment = strpos( $location, '#' );
	if ( false !== $fragment ) {
		$location = substr( $location, 0, $fragment );
	}
	// Only an approved comment will be published; one caught as spam is, for its author, held.
	$notice = 'approved' === wp_get_comment_status( $comment ) ? 'comment-published' : 'comment-held';
	return $location . '#' . $notice;
}
