<?php
/**
 * Answers a page cache, a CDN and a browser may keep.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Rest\Concerns;

use WP_REST_Request;
use WP_REST_Response;

defined( 'ABSPATH' ) || exit;

/**
 * Public read routes answer with `Cache-Control` and an ETag made from the answer itself, and
 * with 304 (no body) when the client already holds that ETag.
 */
trait AnswersCacheably {

	/**
	 * A 200 answer with Cache-Control and an ETag, or 304 when the client holds that ETag.
	 *
	 * @param WP_REST_Request       $request       Request.
	 * @param mixed                 $data          Answer.
	 * @param string                $cache_control Cache-Control value (five minutes unless told).
	 * @param array<string, string> $headers       More headers.
	 */
	protected static function cacheable( WP_REST_Request $request, mixed $data, string $cache_control = 'public, max-age=300', array $headers = array() ): WP_REST_Response {
		$etag    = '"' . md5( (string) wp_json_encode( $data ) ) . '"';
		$headers = array(
			'Cache-Control' => $cache_control,
			'ETag'          => $etag,
		) + $headers;
		$sent    = array_map( 'trim', explode( ',', (string) $request->get_header( 'if_none_match' ) ) );
		if ( in_array( $etag, $sent, true ) ) {
			return new WP_REST_Response( null, 304, $headers );
		}
		return new WP_REST_Response( $data, 200, $headers );
	}
}
