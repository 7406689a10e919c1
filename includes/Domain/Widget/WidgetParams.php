<?php
/**
 * Widget parameters: validated and clamped shortcode/block parameters with the defaults of spec §9.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Domain\Widget;

defined( 'ABSPATH' ) || exit;

/**
 * The parameters of an events widget, each one in its allowed range. Nothing here is raw input:
 * orderby/order/status/style come from closed lists, numbers are clamped, terms are ints or slugs.
 */
final class WidgetParams {

	public const DEFAULT_LIMIT        = 20;
	public const DEFAULT_DESC_LIMIT   = 20;
	public const DEFAULT_COLUMN       = 3;
	public const DEFAULT_SLIDER_COUNT = 3;
	public const MAX_SLIDER_COUNT     = 10;
	public const MAX_COLUMN           = 4;
	public const DEFAULT_STYLE        = 'style-1';
	public const STYLES               = array( 'style-1', 'style-2', 'style-3', 'style-4', 'style-5' );
	public const STATUSES             = array( 'all', 'upcoming', 'ongoing', 'expire' );

	/**
	 * Accepted orderby values and the column name they mean.
	 */
	public const ORDERBY = array(
		'title'                 => 'title',
		'id'                    => 'ID',
		'post_date'             => 'post_date',
		'name'                  => 'name',
		'eventsmith_start_date' => 'start_date',
		'etn_start_date'        => 'start_date',
		'start_date'            => 'start_date',
		'eventsmith_end_date'   => 'end_date',
		'etn_end_date'          => 'end_date',
		'end_date'              => 'end_date',
	);

	/**
	 * The show_* flags and their defaults.
	 */
	public const FLAGS = array(
		'show_image'       => true,
		'show_date'        => true,
		'show_location'    => true,
		'show_description' => true,
		'show_categories'  => true,
	);

	/**
	 * Constructor.
	 *
	 * @param int                 $limit        Events per page, at least 1.
	 * @param int                 $desc_limit   Description words, at least 1.
	 * @param int                 $column       Columns 1–4.
	 * @param int                 $slider_count Slides 1–10.
	 * @param string              $order        ASC or DESC.
	 * @param string              $orderby      title|ID|post_date|name|start_date|end_date (eventsmith_start_date and eventsmith_end_date are accepted as the latter two).
	 * @param string              $status       all|upcoming|ongoing|expire.
	 * @param string              $style        style-1..style-5.
	 * @param list<int|string>    $categories   Term ids or slugs.
	 * @param list<int|string>    $tags         Term ids or slugs.
	 * @param array<string, bool> $flags        show_* flags.
	 */
	private function __construct(
		public readonly int $limit,
		public readonly int $desc_limit,
		public readonly int $column,
		public readonly int $slider_count,
		public readonly string $order,
		public readonly string $orderby,
		public readonly string $status,
		public readonly string $style,
		public readonly array $categories,
		public readonly array $tags,
		public readonly array $flags,
	) {}

	/**
	 * Reads parameters from shortcode attributes (snake_case) or block attributes (camelCase).
	 *
	 * @param array<string, mixed> $raw The input.
	 */
	public static function from_array( array $raw ): self {
		$get = static function ( string $key ) use ( $raw ) {
			if ( array_key_exists( $key, $raw ) ) {
				return $raw[ $key ];
			}
			$camel = lcfirst( str_replace( '_', '', ucwords( $key, '_' ) ) );
			return $raw[ $camel ] ?? null;
		};

		$flags = array();
		foreach ( self::FLAGS as $flag => $default ) {
			$flags[ $flag ] = self::flag( $get( $flag ), $default );
		}

		$order   = strtoupper( self::text( $get( 'order' ) ) );
		$orderby = strtolower( self::text( $get( 'orderby' ) ) );
		$status  = strtolower( self::text( $get( 'filter_with_status' ) ?? $get( 'status' ) ) );
		$style   = strtolower( self::text( $get( 'style' ) ) );

		return new self(
			self::int_at_least( $get( 'limit' ), self::DEFAULT_LIMIT, 1, PHP_INT_MAX ),
			self::int_at_least( $get( 'desc_limit' ), self::DEFAULT_DESC_LIMIT, 1, 500 ),
			self::int_at_least( $get( 'column' ) ?? $get( 'columns' ), self::DEFAULT_COLUMN, 1, self::MAX_COLUMN ),
			self::int_at_least( $get( 'slider_count' ), self::DEFAULT_SLIDER_COUNT, 1, self::MAX_SLIDER_COUNT ),
			in_array( $order, array( 'ASC', 'DESC' ), true ) ? $order : 'DESC',
			self::ORDERBY[ $orderby ] ?? 'ID',
			in_array( $status, self::STATUSES, true ) ? $status : 'all',
			in_array( $style, self::STYLES, true ) ? $style : self::DEFAULT_STYLE,
			self::terms( $get( 'category' ) ?? $get( 'categories' ) ),
			self::terms( $get( 'tags' ) ?? $get( 'tag' ) ),
			$flags
		);
	}

	/**
	 * Whether a show_* flag is on.
	 *
	 * @param string $flag Flag name, e.g. show_image.
	 */
	public function shows( string $flag ): bool {
		return $this->flags[ $flag ] ?? false;
	}

	/**
	 * Parameters as block attributes (camelCase), the one shape the shared renderer reads.
	 *
	 * @return array<string, mixed>
	 */
	public function to_attributes(): array {
		$attributes = array(
			'limit'            => $this->limit,
			'descLimit'        => $this->desc_limit,
			'column'           => $this->column,
			'sliderCount'      => $this->slider_count,
			'order'            => $this->order,
			'orderby'          => $this->orderby,
			'filterWithStatus' => $this->status,
			'style'            => $this->style,
			'category'         => $this->categories,
			'tags'             => $this->tags,
		);
		foreach ( $this->flags as $flag => $on ) {
			$attributes[ lcfirst( str_replace( '_', '', ucwords( $flag, '_' ) ) ) ] = $on;
		}
		return $attributes;
	}

	/**
	 * A scalar as trimmed text.
	 *
	 * @param mixed $value Input.
	 */
	private static function text( mixed $value ): string {
		return is_scalar( $value ) ? trim( (string) $value ) : '';
	}

	/**
	 * An integer clamped to [min, max]; missing or non-numeric gives the default.
	 *
	 * @param mixed $value   Input.
	 * @param int   $default Default.
	 * @param int   $min     Minimum.
	 * @param int   $max     Maximum.
	 */
	private static function int_at_least( mixed $value, int $default, int $min, int $max ): int {
		if ( is_bool( $value ) || ! is_numeric( $value ) ) {
			return $default;
		}
		return max( $min, min( $max, (int) $value ) );
	}

	/**
	 * A yes/no flag ("yes", "no", true, false, "1", "0", "on", "off").
	 *
	 * @param mixed $value   Input.
	 * @param bool  $default Default.
	 */
	private static function flag( mixed $value, bool $default ): bool {
		if ( is_bool( $value ) ) {
			return $value;
		}
		$text = strtolower( self::text( $value ) );
		if ( in_array( $text, array( 'yes', '1', 'true', 'on' ), true ) ) {
			return true;
		}
		if ( in_array( $text, array( 'no', '0', 'false', 'off' ), true ) ) {
			return false;
		}
		return $default;
	}

	/**
	 * Term ids (positive ints) or slugs (lowercase a-z0-9, dash, underscore) from a list or comma text.
	 *
	 * @param mixed $value Input.
	 * @return list<int|string>
	 */
	private static function terms( mixed $value ): array {
		$items = is_array( $value ) ? $value : explode( ',', self::text( $value ) );
		$terms = array();
		foreach ( $items as $item ) {
			$item = strtolower( self::text( $item ) );
			if ( ctype_digit( $item ) && (int) $item > 0 ) {
				$terms[] = (int) $item;
			} elseif ( '' !== $item && 1 === preg_match( '/^[a-z0-9_-]+$/', $item ) ) {
				$terms[] = $item;
			}
		}
		return array_values( array_unique( $terms, SORT_REGULAR ) );
	}
}
