<?php
/**
 * Reading a write request's body, JSON or form-encoded.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Rest\Concerns;

use Eventsmith\Domain\DomainError;
use WP_REST_Request;

defined( 'ABSPATH' ) || exit;

/**
 * The body's fields: the JSON object when the request says JSON, otherwise
 * the form fields. A JSON body that does not parse is refused (400) rather
 * than read as empty, so the client learns what went wrong.
 */
trait ReadsJsonBody {

	/**
	 * The request's fields.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return array<string, mixed>
	 * @throws DomainError When a JSON body is malformed.
	 */
	protected function body( WP_REST_Request $request ): array {
		$json = $request->get_json_params();
		if ( is_array( $json ) ) {
			return $json;
		}
		if ( $request->is_json_content_type() && '' !== trim( (string) $request->get_body() ) ) {
			throw new DomainError( 'eventsmith_invalid_json', __( 'The request body is not valid JSON.', 'eventsmith' ), DomainError::INVALID );
		}
		return $request->get_body_params();
	}
}
