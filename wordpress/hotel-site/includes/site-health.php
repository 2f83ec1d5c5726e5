<?php
/**
 * A Site Health test (Tools > Site Health) that warns while visitors can publish comments, and so
 * start builds of the site, without an editor approving them.
 *
 * With the rebuild hook configured, every approved comment on the site asks for a build. WordPress's
 * default discussion settings approve a comment at once, without moderation, when its author's
 * name and e-mail address already have an approved comment ("Comment author must have a
 * previously approved comment"): anyone who knows them, as anyone reading the site may, publishes
 * at once. With both settings off, every visitor does. The rebuild hook holds that to one build
 * per interval (decision 012), but the comments are on the site and the builds run.
 *
 * @package Hotel_Site
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

add_filter( 'site_status_tests', 'hotel_site_add_moderation_test' );

/**
 * Adds the test to the ones Site Health runs while its screen loads.
 *
 * @param array $tests Site Health's tests, `direct` and `async`.
 * @return array
 */
function hotel_site_add_moderation_test( $tests ) {
	$tests['direct']['hotel_site_comment_moderation'] = array(
		'label' => __( 'Visitors\' comments and builds of the site', 'hotel-site' ),
		'test'  => 'hotel_site_moderation_test',
	);
	return $tests;
}

/**
 * Whether visitors' comments are published without moderation, and who can publish that way.
 *
 * @return string `none` (moderation is on), `known` (those who use an approved commenter's name
 *                and e-mail address) or `anyone`.
 */
function hotel_site_unmoderated_commenters() {
	if ( get_option( 'comment_moderation' ) ) {
		return 'none';
	}
	return get_option( 'comment_previously_approved' ) ? 'known' : 'anyone';
}

/**
 * The test's result, as Site Health shows it.
 *
 * @return array
 */
function hotel_site_moderation_test() {
	$commenters = hotel_site_unmoderated_commenters();
	$result     = array(
		'label'       => __( 'Visitors\' comments wait for moderation before they start a build of the site', 'hotel-site' ),
		'status'      => 'good',
		'badge'       => array(
			'label' => __( 'Security', 'hotel-site' ),
			'color' => 'blue',
		),
		'description' => sprintf( '<p>%s</p>', esc_html__( 'A visitor\'s comment is published, and asks for a build of the site, only once an editor has approved it.', 'hotel-site' ) ),
		'actions'     => '',
		'test'        => 'hotel_site_comment_moderation',
	);
	if ( 'none' === $commenters ) {
		return $result;
	}
	if ( ! hotel_site_rebuild_configured() ) {
		$result['label']       = __( 'Visitors\' comments start no build of the site', 'hotel-site' );
		$result['description'] = sprintf( '<p>%s</p>', esc_html__( 'The rebuild hook is not configured: no comment asks for a build.', 'hotel-site' ) );
		return $result;
	}
	$result['status']         = 'known' === $commenters ? 'recommended' : 'critical';
	$result['badge']['color'] = 'red';
	$result['label']          = __( 'Visitors\' comments are published, and start builds of the site, without moderation', 'hotel-site' );
	$result['description']    = sprintf(
		'<p>%s</p><p>%s</p>',
		'known' === $commenters
			? esc_html__( 'Comment moderation is off, and WordPress approves at once the comment of anyone who gives the name and e-mail address of a commenter it approved before. So a visitor who knows an approved commenter\'s name and e-mail address gets a comment published at once, and a build of the site started (at most one per rebuild interval).', 'hotel-site' )
			: esc_html__( 'Comment moderation is off, and WordPress approves every visitor\'s comment at once. So any visitor gets a comment published at once, and a build of the site started (at most one per rebuild interval).', 'hotel-site' ),
		esc_html__( 'In Settings > Discussion, turn on "Comment must be manually approved": an editor then approves each comment before it is published and built.', 'hotel-site' )
	);
	$result['actions']        = sprintf(
		'<p><a href="%s">%s</a></p>',
		esc_url( admin_url( 'options-discussion.php' ) ),
		esc_html__( 'Discussion settings', 'hotel-site' )
	);
	return $result;
}
