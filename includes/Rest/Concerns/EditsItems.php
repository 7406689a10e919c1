<?php
/**
 * Reading an item's writable fields and answering a creation.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Rest\Concerns;

use WP_REST_Request;
use WP_REST_Response;

defined( 'ABSPATH' ) || exit;

/**
 * For controllers whose item schema lists the fields a client may send.
 */
trait EditsItems {

	/**
	 * The writable schema fields present in a request, already validated and sanitized
	 * by their arguments. Fields not sent are left out, so updates can be partial.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return array<string, mixed>
	 */
	protected function item_input( WP_REST_Request $request ): array {
		$input = array();
		foreach ( $this->get_item_schema()['properties'] as $field => $definition ) {
			if ( empty( $definition['readonly'] ) && $request->has_param( $field ) ) {
				$input[ $field ] = $request->get_param( $field );
			}
		}
		return $input;
	}

	/**
	 * A 201 answer with the new item and its address.
	 *
	 * @param array<string, mixed> $item The created item, with an `id`.
	 */
	protected function created( array $item ): WP_REST_Response {
		$response = new WP_REST_Response( $item, 201 );
		$response->header( 'Location', rest_url( sprintf( '%s/%s/%d', $this->namespace, $this->rest_base, $item['id'] ) ) );
		return $response;
	}
}
