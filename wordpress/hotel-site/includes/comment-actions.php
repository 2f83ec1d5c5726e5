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
		}

		/**
		 * A new comment: visible at once when it needs no moderation.
		 *
		 * @param int        $comment_id The comment's id.
		 * @param WP_Comment $comment    The comment.
		 */
		public function comment_inserted( $comment_id, $comment ) {
			if ( '1' === (string) $comment->comment_approved ) {
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
			if ( $comment && '1' === (string) $comment->comment_approved ) {
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
				if ( $reply ) {
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
			if ( 'approved' === $new_status && 'approved' !== $old_status ) {
				$this->log_comment( 'CREATE', $comment, 'publish' );
			} elseif ( 'approved' === $old_status && 'approved' !== $new_status ) {
				$this->log_comment( 'DELETE', $comment, $new_status );
			}
		}

		/**
		 * Records the comment and, when its page's list of comments changed, the page.
		 *
		 * @param string     $action_type CREATE, UPDATE or DELETE.
		 * @param WP_Comment $comment     The comment.
		 * @param string     $status      `publish` while the comment is visible.
		 * @param bool       $with_page   Whether the page's list of comments changed.
		 */
		private function log_comment( $action_type, $comment, $status, $with_page = true ) {
			$post = get_post( $comment->comment_post_ID );
			// Comments on anything the site does not show are not on the site either.
			if ( ! $post || 'publish' !== $post->post_status || ! in_array( $post->post_type, $this->action_monitor->get_tracked_post_types(), true ) ) {
				return;
			}
			$this->log_action(
				array(
					'action_type'         => $action_type,
					'title'               => $comment->comment_author,
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
