<?php
/**
 * View model of the speaker slider.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Blocks\Sliders;

use Eventsmith\Blocks\People\SpeakersView;
use Eventsmith\Domain\Widget\SliderParams;
use Eventsmith\Infrastructure\Speakers\SpeakerRepository;

defined( 'ABSPATH' ) || exit;

/**
 * Clamps the slider's parameters and asks the speakers widget for the published people it
 * shows (the same query, never their email).
 */
final class SpeakerSliderView {

	/**
	 * Constructor.
	 *
	 * @param SliderParams               $params Clamped parameters.
	 * @param string                     $role   'speaker' or 'organizer'.
	 * @param list<array<string, mixed>> $people People shown.
	 */
	private function __construct(
		public readonly SliderParams $params,
		public readonly string $role,
		public readonly array $people,
	) {}

	/**
	 * Builds the view from block attributes (or shortcode attributes turned into them).
	 *
	 * @param array<string, mixed> $attributes Block attributes.
	 * @param SpeakerRepository    $speakers   Speakers and organizers.
	 */
	public static function from_attributes( array $attributes, SpeakerRepository $speakers ): self {
		$params = SliderParams::from_array( $attributes );
		$people = SpeakersView::from_attributes(
			array(
				'role'  => $attributes['role'] ?? 'speaker',
				'group' => $attributes['group'] ?? '',
				'limit' => $params->limit,
			),
			$speakers
		);
		return new self( $params, $people->role, $people->people );
	}

	/**
	 * Up to two initials of a name, shown where a person has no photo.
	 *
	 * @param string $name Name.
	 */
	public static function initials( string $name ): string {
		$words    = preg_split( '/\s+/u', trim( wp_strip_all_tags( $name ) ) ) ?: array();
		$initials = '';
		foreach ( array_slice( array_values( array_filter( $words ) ), 0, 2 ) as $word ) {
			$initials .= mb_strtoupper( mb_substr( $word, 0, 1 ) );
		}
		return $initials;
	}
}
