<?php
// Router for PHP's built-in web server, standing in for a server the rebuild hook's request may
// reach: each request is appended to REQUEST_LOG as one line of JSON (the host it was sent to, its
// path and its Authorization header), then answered with a 307 to REDIRECT_TO (plus the path) when
// that is set, or with 204 as GitHub answers a dispatch it takes.
$headers = getallheaders();
file_put_contents(
	getenv( 'REQUEST_LOG' ),
	json_encode(
		array(
			'host'          => $headers['Host'] ?? '',
			'path'          => $_SERVER['REQUEST_URI'],
			'authorization' => $headers['Authorization'] ?? null,
		)
	) . "\n",
	FILE_APPEND
);
$redirect = (string) getenv( 'REDIRECT_TO' );
if ( '' !== $redirect ) {
	header( 'Location: ' . $redirect . $_SERVER['REQUEST_URI'], true, 307 );
} else {
	http_response_code( 204 );
}
return true;
