<?php
/**
 * WordPress's personal-data erasure, run as Tools > Erase Personal Data runs it: a confirmed
 * request for the address, then WordPress's own AJAX handler for each eraser and page until each
 * says it is done. Loaded by tests inside an administrator's PHP run (eval.php, rebuild-outbox.php).
 *
 * @param string $email The address whose personal data is erased.
 * @return array The request's status at the end, and each answer of the handler.
 */
function hotel_site_test_erase_personal_data( $email ) {
	require_once ABSPATH . 'wp-admin/includes/ajax-actions.php';
	$request_id = wp_create_user_request( $email, 'remove_personal_data' );
	if ( is_wp_error( $request_id ) ) {
		throw new Exception( $request_id->get_error_message() );
	}
	// The visitor followed the confirmation link.
	_wp_privacy_account_request_confirmed( $request_id );
	// The handler answers with wp_send_json(), which ends with wp_die(): here it throws instead.
	add_filter( 'wp_doing_ajax', '__return_true' );
	$answered = function () {
		return function () {
			throw new RuntimeException( 'answered' );
		};
	};
	add_filter( 'wp_die_ajax_handler', $answered );
	$answers = array();
	$erasers = count( apply_filters( 'wp_privacy_personal_data_erasers', array() ) );
	for ( $eraser = 1; $eraser <= $erasers; $eraser++ ) {
		for ( $page = 1; $page < 100; $page++ ) {
			$_POST    = array(
				'id'       => $request_id,
				'eraser'   => $eraser,
				'page'     => $page,
				'security' => wp_create_nonce( 'wp-privacy-erase-personal-data-' . $request_id ),
			);
			$_REQUEST = $_POST;
			ob_start();
			try {
				wp_ajax_wp_privacy_erase_personal_data();
			} catch ( RuntimeException $answered_with ) {
				unset( $answered_with ); // The answer is in the output.
			}
			$answer    = json_decode( ob_get_clean(), true );
			$answers[] = $answer;
			if ( empty( $answer['success'] ) || ! empty( $answer['data']['done'] ) ) {
				break;
			}
		}
	}
	remove_filter( 'wp_doing_ajax', '__return_true' );
	remove_filter( 'wp_die_ajax_handler', $answered );
	return array(
		'status'  => get_post_status( $request_id ),
		'answers' => $answers,
	);
}
