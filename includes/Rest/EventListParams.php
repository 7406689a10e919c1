<?php
/**
 * Parameters of the event list route.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Rest;

use Eventsmith\Domain\DomainError;
use Eventsmith\Domain\Event\StatusRules;
use Eventsmith\Infrastructure\Events\EventQuery;
use WP_REST_Request;

defined( 'ABSPATH' ) || exit;

/**
 * Declares and reads `start_date`, `end_date`, `status`, `search_keyword`,
 * `paged` and `per_page`.
 */
final class EventListParams {

	/**
	 * Route arguments, validated by WordPress before the handler runs.
	 *
	 * @return array<string, array<string, mixed>>
	 */
	public function args(): array {
		$date = array(
			'type'    => 'string',
			'pattern' => '^\d{4}-\d{2}-\d{2}$',
		);
		return array(
			'start_date'     => $date + array( 'description' => __( 'Events ending on or after this day (Y-m-d, site timezone).', 'eventsmith' ) ),
			'end_date'       => $date + array( 'description' => __( 'Events starting on or before this day (Y-m-d, site timezone).', 'eventsmith' ) ),
			'status'         => array(
				'type'    => 'string',
				'enum'    => array( 'all', 'draft', 'ongoing', 'upcoming', 'past' ),
				'default' => 'all',
			),
			'search_keyword' => array(
				'type'              => 'string',
				'default'           => '',
				'sanitize_callback' => 'sanitize_text_field',
			),
			'paged'          => array(
				'type'    => 'integer',
				'minimum' => 1,
				'default' => 1,
			),
			'per_page'       => array(
				'type'    => 'integer',
				'minimum' => 1,
				'maximum' => 100,
				'default' => 10,
			),
		);
	}

	/**
	 * The query a request asks for.
	 *
	 * @param WP_REST_Request $request Request (arguments already validated).
	 * @throws DomainError When the date range is reversed or a date does not exist.
	 */
	public function query( WP_REST_Request $request ): EventQuery {
		$now   = new \DateTimeImmutable( 'now', new \DateTimeZone( 'UTC' ) );
		$start = $this->day( 'start_date', (string) $request['start_date'], '00:00:00' );
		$end   = $this->day( 'end_date', (string) $request['end_date'], '23:59:59' );
		if ( null !== $start && null !== $end && $end < $start ) {
			throw DomainError::invalid( 'end_date', __( 'end_date must not be before start_date.', 'eventsmith' ) );
		}
		return new EventQuery(
			StatusRules::filter_for( (string) $request['status'], $now ),
			trim( (string) $request['search_keyword'] ),
			$start,
			$end,
			(int) $request['paged'],
			(int) $request['per_page']
		);
	}

	/**
	 * A day boundary in the site's timezone, in UTC; null when not given.
	 *
	 * @param string $field Parameter name.
	 * @param string $day   Y-m-d or ''.
	 * @param string $time  Time of day of the boundary.
	 * @throws DomainError When the day does not exist.
	 */
	private function day( string $field, string $day, string $time ): ?\DateTimeImmutable {
		if ( '' === $day ) {
			return null;
		}
		$moment = \DateTimeImmutable::createFromFormat( '!Y-m-d H:i:s', $day . ' ' . $time, wp_timezone() );
		if ( false === $moment || $moment->format( 'Y-m-d' ) !== $day ) {
			/* translators: %s: parameter name. */
			throw DomainError::invalid( $field, sprintf( __( '%s is not a valid date (Y-m-d).', 'eventsmith' ), $field ) );
		}
		return $moment->setTimezone( new \DateTimeZone( 'UTC' ) );
	}
}
