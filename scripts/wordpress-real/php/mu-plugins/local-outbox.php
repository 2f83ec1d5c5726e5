<?php
/**
 * Plugin Name: Local outbox
 * Description: This local WordPress has no mail server: mail is written to the outbox folder in
 * its state folder instead of being sent, so that Contact Form 7 answers `mail_sent` as it does on
 * a WordPress that can send mail.
 */
add_filter(
	'pre_wp_mail',
	function ( $sent, $mail ) {
		if ( ! defined( 'HOTEL_SITE_STATE_DIR' ) ) {
			return $sent;
		}
		$outbox = HOTEL_SITE_STATE_DIR . '/outbox';
		wp_mkdir_p( $outbox );
		$name = sprintf( '%s/%s-%s.json', $outbox, gmdate( 'Ymd-His' ), wp_generate_password( 6, false ) );
		return false !== file_put_contents( $name, wp_json_encode( $mail, JSON_PRETTY_PRINT | JSON_UNESCAPED_UNICODE ) );
	},
	10,
	2
);
