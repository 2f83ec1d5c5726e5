<?php
/**
 * What editors see of the build's state (build-status.php) in wp-admin: a "Site status" widget on
 * the Dashboard, and a node in the admin bar, on the site's WordPress pages and in wp-admin, for
 * users who can edit pages.
 *
 * @package HotelSite
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * A time in the site's time zone and WordPress's formats: the time alone when it is today.
 *
 * @param int $time A Unix timestamp.
 * @return string
 */
function hotel_site_build_time( $time ) {
	$format = get_option( 'time_format' );
	if ( wp_date( 'Y-m-d', $time ) !== wp_date( 'Y-m-d', hotel_site_rebuild_now() ) ) {
		/* translators: 1: a date, 2: a time, in WordPress's formats. */
		return sprintf( __( '%1$s at %2$s', 'hotel-site' ), wp_date( get_option( 'date_format' ), $time ), wp_date( $format, $time ) );
	}
	return wp_date( $format, $time );
}

/**
 * The state in two or three words, for the admin bar.
 *
 * @param string $state As hotel_site_build_status_view() gives it.
 * @return string
 */
function hotel_site_build_state_label( $state ) {
	switch ( $state ) {
		case 'pending':
			return __( 'Site: waiting to build', 'hotel-site' );
		case 'building':
			return __( 'Site: building…', 'hotel-site' );
		case 'live':
			return __( 'Site: live', 'hotel-site' );
		case 'failed':
			return __( 'Site: failed', 'hotel-site' );
		default:
			return __( 'Site: not reported yet', 'hotel-site' );
	}
}

/**
 * The state in sentences: what happens, since when, and what the site shows meanwhile.
 *
 * @param array $view As hotel_site_build_status_view() gives it.
 * @return array{lines: string[], changes: string[], site: string} Plain text, to escape.
 */
function hotel_site_build_status_details( array $view ) {
	$build     = $view['build'];
	$last_live = $view['last_live'];
	$lines     = array();
	$changes   = null === $build ? array() : $build['changes'];
	switch ( $view['state'] ) {
		case 'pending':
			/* translators: %s: a time. */
			$lines[] = sprintf( __( 'Changes saved, waiting to build: the next build starts at %s.', 'hotel-site' ), hotel_site_build_time( $view['pending']['next'] ) );
			$changes = $view['pending']['changes'];
			break;
		case 'building':
			/* translators: %s: a time. */
			$lines[] = sprintf( __( 'Building since %s.', 'hotel-site' ), hotel_site_build_time( $build['started'] ) );
			break;
		case 'live':
			/* translators: %s: a time. */
			$lines[] = sprintf( __( 'Live since %s.', 'hotel-site' ), hotel_site_build_time( $build['finished'] ) );
			break;
		case 'failed':
			$lines[] = sprintf(
				/* translators: 1: a time, 2: why the build failed. */
				__( 'Failed at %1$s: %2$s', 'hotel-site' ),
				hotel_site_build_time( $build['finished'] ),
				'' === $build['message'] ? __( 'the build gave no reason.', 'hotel-site' ) : $build['message']
			);
			break;
		default:
			$lines[] = __( 'No build has reported to WordPress yet.', 'hotel-site' );
	}
	if ( 'live' !== $view['state'] && 'unknown' !== $view['state'] ) {
		/* translators: %s: a time. */
		$lines[] = null === $last_live ? __( 'The site still shows the last good build.', 'hotel-site' ) : sprintf( __( 'The site still shows the build that went live at %s.', 'hotel-site' ), hotel_site_build_time( $last_live['finished'] ) );
	}
	$site = null === $last_live ? '' : (string) $last_live['site'];
	if ( null !== $build && 'live' === $view['state'] && '' !== $build['site'] ) {
		$site = $build['site'];
	}
	return array(
		'lines'   => $lines,
		'changes' => $changes,
		'site'    => $site,
	);
}

add_action(
	'wp_dashboard_setup',
	function () {
		if ( current_user_can( 'edit_pages' ) ) {
			wp_add_dashboard_widget( 'hotel_site_build_status', __( 'Site status', 'hotel-site' ), 'hotel_site_build_status_widget' );
		}
	}
);

/**
 * The Dashboard widget: the state, its details, the changes of that build and the live site.
 */
function hotel_site_build_status_widget() {
	$view    = hotel_site_build_status_view();
	$details = hotel_site_build_status_details( $view );
	printf( '<p class="hotel-site-build-state hotel-site-build-%1$s"><strong>%2$s</strong></p>', esc_attr( $view['state'] ), esc_html( hotel_site_build_state_label( $view['state'] ) ) );
	foreach ( $details['lines'] as $line ) {
		printf( '<p>%s</p>', esc_html( $line ) );
	}
	if ( $details['changes'] ) {
		printf( '<p>%s</p><ul class="ul-disc">', esc_html__( 'Changes in this build:', 'hotel-site' ) );
		foreach ( $details['changes'] as $change ) {
			printf( '<li>%s</li>', esc_html( $change ) );
		}
		echo '</ul>';
	}
	if ( '' !== $details['site'] ) {
		printf( '<p><a href="%1$s">%2$s</a></p>', esc_url( $details['site'] ), esc_html__( 'View the site', 'hotel-site' ) );
	}
}

add_action(
	'admin_bar_menu',
	function ( WP_Admin_Bar $bar ) {
		if ( ! current_user_can( 'edit_pages' ) ) {
			return;
		}
		$view    = hotel_site_build_status_view();
		$details = hotel_site_build_status_details( $view );
		$icons   = array(
			'pending'  => 'dashicons-clock',
			'building' => 'dashicons-update',
			'live'     => 'dashicons-yes-alt',
			'failed'   => 'dashicons-warning',
			'unknown'  => 'dashicons-marker',
		);
		$bar->add_node(
			array(
				'id'    => 'hotel-site-build-status',
				'title' => sprintf( '<span class="ab-icon dashicons %1$s" aria-hidden="true"></span><span class="ab-label">%2$s</span>', esc_attr( $icons[ $view['state'] ] ?? $icons['unknown'] ), esc_html( hotel_site_build_state_label( $view['state'] ) ) ),
				'href'  => current_user_can( 'read' ) ? admin_url( 'index.php#hotel_site_build_status' ) : false,
				'meta'  => array( 'class' => 'hotel-site-build-' . $view['state'] ),
			)
		);
		foreach ( $details['lines'] as $i => $line ) {
			$bar->add_node(
				array(
					'parent' => 'hotel-site-build-status',
					'id'     => 'hotel-site-build-status-' . $i,
					'title'  => esc_html( $line ),
				)
			);
		}
		if ( '' !== $details['site'] ) {
			$bar->add_node(
				array(
					'parent' => 'hotel-site-build-status',
					'id'     => 'hotel-site-build-status-site',
					'title'  => esc_html__( 'View the site', 'hotel-site' ),
					'href'   => $details['site'],
				)
			);
		}
	},
	90
);

/**
 * The admin bar node's colours. The admin bar is #1d2327: each colour keeps a contrast of 4.5:1
 * with it at least (about 9:1, 6:1 and 12:1), and the word says the state without the colour.
 */
function hotel_site_build_status_bar_style() {
	if ( ! is_admin_bar_showing() || ! current_user_can( 'edit_pages' ) ) {
		return;
	}
	wp_add_inline_style(
		'admin-bar',
		'#wpadminbar .hotel-site-build-live > .ab-item, #wpadminbar .hotel-site-build-live > .ab-item .ab-icon:before { color: #68de7c; }'
		. ' #wpadminbar .hotel-site-build-failed > .ab-item, #wpadminbar .hotel-site-build-failed > .ab-item .ab-icon:before { color: #ff8085; }'
		. ' #wpadminbar .hotel-site-build-building > .ab-item, #wpadminbar .hotel-site-build-building > .ab-item .ab-icon:before { color: #f2d675; }'
		. ' #wpadminbar #wp-admin-bar-hotel-site-build-status .ab-icon:before { top: 2px; }'
		. ' #wpadminbar #wp-admin-bar-hotel-site-build-status .ab-sub-wrapper { min-width: 22em; }'
		. ' #wpadminbar #wp-admin-bar-hotel-site-build-status .ab-sub-wrapper .ab-item { white-space: normal; max-width: 28em; height: auto; }'
	);
}
add_action( 'wp_enqueue_scripts', 'hotel_site_build_status_bar_style' );
add_action( 'admin_enqueue_scripts', 'hotel_site_build_status_bar_style' );
