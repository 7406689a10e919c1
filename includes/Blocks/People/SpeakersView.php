<?php
/**
 * View model of the speakers / organizers widget.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Blocks\People;

use Eventsmith\Infrastructure\Speakers\SpeakerRepository;

defined( 'ABSPATH' ) || exit;

/**
 * Clamps the widget's parameters and loads the published people it shows (never their email).
 */
final class SpeakersView {

	public const STYLES = array( 'style-1', 'style-2', 'style-3' );

	/**
	 * @param string                                 $role    'speaker' or 'organizer'.
	 * @param string                                 $style   One of STYLES.
	 * @param int                                    $column  Columns 1-4.
	 * @param list<array<string, mixed>>             $people  People shown.
	 * @param array{photo: bool, designation: bool, social: bool} $show Parts shown.
	 */
	private function __construct(
		public readonly string $role,
		public readonly string $style,
		public readonly int $column,
		public readonly array $people,
		public readonly array $show,
	) {}

	/**
	 * Builds the view from block attributes.
	 *
	 * @param array<string, mixed> $attributes Block attributes.
	 * @param SpeakerRepository    $speakers   Speakers and organizers.
	 */
	public static function from_attributes( array $attributes, SpeakerRepository $speakers ): self {
		$role   = 'organizer' === ( $attributes['role'] ?? '' ) ? 'organizer' : 'speaker';
		$style  = in_array( $attributes['style'] ?? '', self::STYLES, true ) ? (string) $attributes['style'] : 'style-1';
		$column = self::clamp_int( $attributes['column'] ?? 3, 1, 4, 3 );
		$limit  = self::clamp_int( $attributes['limit'] ?? 20, 1, 50, 20 );
		$group  = sanitize_text_field( (string) ( $attributes['group'] ?? '' ) );
		$found  = $speakers->list( $group, $role, '', 1, $limit, true );
		$people = array();
		foreach ( $found['items'] as $item ) {
			unset( $item['email'] );
			$people[] = $item;
		}
		return new self(
			$role,
			$style,
			$column,
			$people,
			array(
				'photo'       => false !== ( $attributes['showPhoto'] ?? true ),
				'designation' => false !== ( $attributes['showDesignation'] ?? true ),
				'social'      => false !== ( $attributes['showSocial'] ?? true ),
			)
		);
	}

	/**
	 * An integer within bounds (a shared widget-parameter class may take this over).
	 *
	 * @param mixed $value    Raw value.
	 * @param int   $min      Lowest.
	 * @param int   $max      Highest.
	 * @param int   $fallback When not numeric.
	 */
	public static function clamp_int( mixed $value, int $min, int $max, int $fallback ): int {
		if ( ! is_numeric( $value ) ) {
			return $fallback;
		}
		return max( $min, min( $max, (int) $value ) );
	}
}
