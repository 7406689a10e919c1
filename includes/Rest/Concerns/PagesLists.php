<?php
/**
 * Paging arguments and total headers of list routes.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Rest\Concerns;

use WP_REST_Response;

defined( 'ABSPATH' ) || exit;

/**
 * Lists take `paged` (from 1), `per_page` (1 to 100, default 10) and `search`,
 * and report the number of all matches in `X-WP-Total` and `X-WP-TotalPages`.
 */
trait PagesLists {

	/**
	 * Argument definitions of paged, per_page and search.
	 *
	 * @return array<string, array<string, mixed>>
	 */
	protected function paging_args(): array {
		return array(
			'paged'    => array(
				'description' => __( 'Page of the list, from 1.', 'eventsmith' ),
				'type'        => 'integer',
				'default'     => 1,
				'minimum'     => 1,
			),
			'per_page' => array(
				'description' => __( 'Items per page, at most 100.', 'eventsmith' ),
				'type'        => 'integer',
				'default'     => 10,
				'minimum'     => 1,
				'maximum'     => 100,
			),
			'search'   => array(
				'description' => __( 'Text the title or name contains.', 'eventsmith' ),
				'type'        => 'string',
				'default'     => '',
			),
		);
	}

	/**
	 * A list answer carrying the total in headers.
	 *
	 * @param mixed $body     Response body.
	 * @param int   $total    Number of all matches.
	 * @param int   $per_page Page size asked for.
	 */
	protected function with_totals( mixed $body, int $total, int $per_page ): WP_REST_Response {
		$response = new WP_REST_Response( $body );
		$response->header( 'X-WP-Total', (string) $total );
		$response->header( 'X-WP-TotalPages', (string) (int) ceil( $total / max( 1, $per_page ) ) );
		return $response;
	}
}
