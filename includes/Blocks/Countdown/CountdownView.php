<?php
/**
 * View model of the countdown block: everything render.php prints.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Blocks\Countdown;

use Eventsmith\Domain\Countdown\Countdown;
use Eventsmith\Domain\DomainError;

defined( 'ABSPATH' ) || exit;

/**
 * Turns block attributes into the Interactivity context and the first paint.
 */
final class CountdownView {

	/**
	 * Constructor.
	 *
	 * @param array<string, mixed>|null $context Interactivity context, null when the block has an error.
	 * @param string|null               $error   Message for editors when the date is missing or wrong.
	 */
	private function __construct(
		public readonly ?array $context,
		public readonly ?string $error
	) {}

	/**
	 * Builds the view for a block's attributes at a moment.
	 *
	 * @param array<string, mixed> $attributes Block attributes.
	 * @param int                  $now        Unix time of the render.
	 */
	public static function from_attributes( array $attributes, int $now ): self {
		$date   = is_string( $attributes['date'] ?? null ) ? $attributes['date'] : '';
		$offset = is_numeric( $attributes['offset'] ?? null ) ? (float) $attributes['offset'] : 0.0;

		try {
			$countdown = Countdown::to( $date, $offset );
		} catch ( DomainError $error ) {
			return new self( null, $error->getMessage() );
		}

		$texts  = self::texts();
		$left   = $countdown->remaining_at( $now );
		$hide   = ! empty( $attributes['hideWhenFinished'] );
		$labels = array(
			'days'    => array( $texts['day'], $texts['days'] ),
			'hours'   => array( $texts['hr'], $texts['hrs'] ),
			'minutes' => array( $texts['min'], $texts['mins'] ),
			'seconds' => array( $texts['sec'], $texts['secs'] ),
		);

		$context = array(
			'startDate'        => $date,
			'offset'           => $offset,
			'texts'            => $texts,
			'endsAt'           => $countdown->ends_at * 1000,
			'hideWhenFinished' => $hide,
			'finished'         => $left['finished'],
			'hidden'           => $hide && $left['finished'],
			'finishedMessage'  => is_string( $attributes['finishedMessage'] ?? null ) ? trim( $attributes['finishedMessage'] ) : '',
		);
		foreach ( $labels as $unit => list( $singular, $plural ) ) {
			$context[ $unit ]           = str_pad( (string) $left[ $unit ], 2, '0', STR_PAD_LEFT );
			$context[ $unit . 'Label' ] = 1 === $left[ $unit ] ? $singular : $plural;
		}
		return new self( $context, null );
	}

	/**
	 * Unit labels, singular and plural, as the block's date texts.
	 *
	 * @return array<string, string>
	 */
	private static function texts(): array {
		return array(
			'day'  => _x( 'day', 'countdown unit, singular', 'eventsmith' ),
			'days' => _x( 'days', 'countdown unit, plural', 'eventsmith' ),
			'hr'   => _x( 'hr', 'countdown unit, singular', 'eventsmith' ),
			'hrs'  => _x( 'hrs', 'countdown unit, plural', 'eventsmith' ),
			'min'  => _x( 'min', 'countdown unit, singular', 'eventsmith' ),
			'mins' => _x( 'mins', 'countdown unit, plural', 'eventsmith' ),
			'sec'  => _x( 'sec', 'countdown unit, singular', 'eventsmith' ),
			'secs' => _x( 'secs', 'countdown unit, plural', 'eventsmith' ),
		);
	}
}
