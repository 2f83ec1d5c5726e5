<?php
/**
 * Records comments in WPGatsby's action monitor, so that the next warm build of the
 * static site shows a comment once it is approved and hides it once it is not.
 *
 * WPGatsby 2.3 watches posts, pages, media, menus, terms, users and settings, but not comments:
 * without this plugin an approved comment reaches the site only with a cold build. It adds a
 * monitor through WPGatsby's own `gatsby_action_monitors` filter, which records:
 *
 * - a comment becoming visible (inserted approved, or approved later): CREATE of the comment and
 *   UPDATE of the page it is on;
 * - a visible comment edited: UPDATE of the comment;
 * - a visible comment unapproved, marked as spam, trashed or deleted: DELETE of the comment and
 *   UPDATE of its page; when it is deleted for good, WordPress gives its replies its own parent,
 *   so each visible reply gets an UPDATE too.
 *
 * The page is refetched because gatsby-source-wordpress stores a page's `comments` as the list of
 * its comments' ids, read when the page itself is fetched: a new comment node alone would not be
 * in that list.
 *
 * Only comments visitors can see are recorded (comment-visibility.php): no editorial note, no
 * comment on a password-protected page. The action monitor is public (`actionMonitorActions`, for
 * seven days), so a comment that leaves the site, and one whose author had it anonymised
 * (comment-erasure.php), is recorded under a neutral title, "Comment" and its id, and the record
 * that named its author is replaced, not updated: WPGatsby would keep the name in its address.
 *
 * It needs WPGatsby (and WPGraphQL) active, and does nothing without them.
 *
 * @package HotelSite
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

add_filter( 'gatsby_action_monitors', 'hotel_site_add_comment_monitor', 10, 2 );

/**
 * Adds the comment monitor to WPGatsby's monitors.
 *
 * The class is declared here, not at the top of the file, because WPGatsby's classes are only
 * loaded after this plugin (WordPress loads must-use plugins first, then plugins by name).
 *
 * @param array                                 $monitors       WPGatsby's monitors, by name.
 * @param \WPGatsby\ActionMonitor\ActionMonitor $action_monitor WPGatsby's action monitor.
 * @return array
 */
function hotel_site_add_comment_monitor( $monitors, $action_monitor ) {
	if ( ! class_exists( '\WPGatsby\ActionMonitor\Monitors\Monitor' ) || ! class_exists( '\GraphQLRelay\Relay' ) ) {
		return $monitors;
	}
	$monitors['HotelSiteCommentMonitor'] = new class( $action_monitor ) extends \WPGatsby\ActionMonitor\Monitors\Monitor {

		/**
		 * The replies of the comment being deleted, by comment id.
		 *
		 * @var array<int, int[]>
		 */
		private $orphans = array();

		/**
		 * Listens to every way a comment appears, changes or goes away.
		 */
		public function init() {
			add_action( 'wp_insert_comment', array( $this, 'comment_inserted' ), 10, 2 );
			add_action( 'edit_comment', array( $this, 'comment_edited' ), 10, 1 );
			add_action( 'delete_comment', array( $this, 'comment_deleting' ), 10, 1 );
			add_action( 'deleted_comment', array( $this, 'comment_deleted' ), 10, 1 );
			// Approve, unapprove, spam, trash and delete all pass through this hook.
			add_action( 'transition_comment_status', array( $this, 'comment_status_changed' ), 10, 3 );
			add_action( 'hotel_site_comment_anonymized', array( $this, 'comment_anonymized' ), 10, 1 );
		}

		/**
		 * A new comment: visible at once when it needs no moderation.
		 *
		 * @param int        $comment_id The comment's id.
		 * @param WP_Comment $comment    The comment.
		 */
		public function comment_inserted( $comment_id, $comment ) {
			if ( hotel_site_comment_is_public( $comment ) ) {
				$this->log_comment( 'CREATE', $comment, 'publish' );
			}
		}

		/**
		 * A comment's text, author or date changed. wp_update_comment() fires this before the
		 * status transition, so a change of status made in the same edit overrides this entry
		 * (WPGatsby keeps one entry per node).
		 *
		 * @param int $comment_id The comment's id.
		 */
		public function comment_edited( $comment_id ) {
			$comment = get_comment( $comment_id );
			if ( $comment && hotel_site_comment_is_public( $comment ) ) {
				$this->log_comment( 'UPDATE', $comment, 'publish', false );
			}
		}

		/**
		 * Notes the replies of a comment about to be deleted for good, before WordPress moves them.
		 *
		 * @param int $comment_id The comment's id.
		 */
		public function comment_deleting( $comment_id ) {
			$this->orphans[ (int) $comment_id ] = get_comments(
				array(
					'parent' => (int) $comment_id,
					'status' => 'approve',
					'fields' => 'ids',
				)
			);
		}

		/**
		 * The deleted comment's visible replies now have another parent.
		 *
		 * @param int $comment_id The comment's id.
		 */
		public function comment_deleted( $comment_id ) {
			foreach ( $this->orphans[ (int) $comment_id ] ?? array() as $reply_id ) {
				$reply = get_comment( $reply_id );
				if ( $reply && hotel_site_comment_is_public( $reply ) ) {
					$this->log_comment( 'UPDATE', $reply, 'publish', false );
				}
			}
			unset( $this->orphans[ (int) $comment_id ] );
		}

		/**
		 * A comment's status changed; only crossing the line between approved and not matters.
		 *
		 * @param string     $new_status `approved`, `unapproved`, `spam`, `trash` or `delete`.
		 * @param string     $old_status The status before, in the same words.
		 * @param WP_Comment $comment    The comment.
		 */
		public function comment_status_changed( $new_status, $old_status, $comment ) {
			if ( ! hotel_site_comment_can_be_public( $comment ) ) {
				return;
			}
			if ( 'approved' === $new_status && 'approved' !== $old_status ) {
				$this->log_comment( 'CREATE', $comment, 'publish' );
			} elseif ( 'approved' === $old_status && 'approved' !== $new_status ) {
				$this->log_comment( 'DELETE', $comment, $new_status );
			}
		}

		/**
		 * A comment anonymised by WordPress's personal-data eraser: refetched when it is on the
		 * site. One that is not may still have a record from when it was (or from before this
		 * plugin gave such records a neutral title): that record becomes a neutral DELETE.
		 *
		 * @param WP_Comment $comment The comment, anonymised.
		 */
		public function comment_anonymized( $comment ) {
			if ( hotel_site_comment_is_public( $comment ) ) {
				$this->log_comment( 'UPDATE', $comment, 'publish', false, true );
			} elseif ( $this->records_of( $comment ) ) {
				$this->log_comment( 'DELETE', $comment, (string) wp_get_comment_status( $comment ), false );
			}
		}

		/**
		 * The ids of WPGatsby's records of a comment (one, unless two requests raced).
		 *
		 * @param WP_Comment $comment The comment.
		 * @return int[]
		 */
		private function records_of( $comment ) {
			return get_posts(
				array(
					'post_type'   => 'action_monitor',
					'post_status' => 'any',
					'numberposts' => -1,
					'fields'      => 'ids',
					// phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_tax_query -- WPGatsby finds a node's record the same way; a comment has one.
					'tax_query'   => array(
						'relation' => 'AND',
						array(
							'taxonomy' => 'gatsby_action_ref_node_dbid',
							'field'    => 'name',
							'terms'    => (string) (int) $comment->comment_ID,
						),
						array(
							'taxonomy' => 'gatsby_action_ref_node_type',
							'field'    => 'name',
							'terms'    => 'comment',
						),
					),
				)
			);
		}

		/**
		 * Records the comment and, when its page's list of comments changed, the page.
		 *
		 * @param string     $action_type CREATE, UPDATE or DELETE.
		 * @param WP_Comment $comment     The comment.
		 * @param string     $status      `publish` while the comment is visible.
		 * @param bool       $with_page   Whether the page's list of comments changed.
		 * @param bool       $neutral     Whether the record must not name the comment's author.
		 */
		private function log_comment( $action_type, $comment, $status, $with_page = true, $neutral = false ) {
			// A comment taken down keeps no name in the public record.
			$neutral = $neutral || 'DELETE' === $action_type;
			if ( $neutral ) {
				// WPGatsby updates a node's record in place, keeping the address it made of the
				// first title (`nina-berg-<time>`): a new record gets an address of the new one.
				foreach ( $this->records_of( $comment ) as $record_id ) {
					wp_delete_post( $record_id, true );
				}
			}
			$post = get_post( $comment->comment_post_ID );
			// Comments on anything the site does not show are not on the site either.
			if ( ! $post || ! in_array( $post->post_type, $this->action_monitor->get_tracked_post_types(), true ) ) {
				return;
			}
			$this->log_action(
				array(
					'action_type'         => $action_type,
					'title'               => $neutral ? 'Comment ' . (int) $comment->comment_ID : $comment->comment_author,
					'node_id'             => (int) $comment->comment_ID,
					'relay_id'            => \GraphQLRelay\Relay::toGlobalId( 'comment', $comment->comment_ID ),
					'graphql_single_name' => 'comment',
					'graphql_plural_name' => 'comments',
					'status'              => $status,
				)
			);
			if ( ! $with_page ) {
				return;
			}
			$post_type = get_post_type_object( $post->post_type );
			$this->log_action(
				array(
					'action_type'         => 'UPDATE',
					'title'               => $post->post_title,
					'node_id'             => $post->ID,
					'relay_id'            => \GraphQLRelay\Relay::toGlobalId( 'post', $post->ID ),
					'graphql_single_name' => $post_type->graphql_single_name,
					'graphql_plural_name' => $post_type->graphql_plural_name,
					'status'              => $post->post_status,
				)
			);
		}
	};
	return $monitors;
}
