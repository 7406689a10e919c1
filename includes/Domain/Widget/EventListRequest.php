<?php
/**
 * One page of an events widget: filters, order, page and how items look.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Domain\Widget;

use Eventsmith\Domain\DomainError;

defined( 'ABSPATH' ) || exit;

/**
 * Built two ways: leniently from a widget's clamped parameters (a block or shortcode never fails),
 * or strictly from a public route's query (a bad value is refused, naming the field). Both give the
 * same shape, and `to_query()` writes the route query that asks for the same widget's next page.
 */
final class EventListRequest {

	public const LAYOUTS = array( 'list', 'grid' );

	/** Most events one route answer holds. */
	public const MAX_PER_PAGE = 50;

	/** Most events one widget page shows (a larger limit is cut to this). */
	public const MAX_WIDGET_LIMIT = 100;

	/** The route's orderby values (WidgetParams::ORDERBY's keys, with ID spelled as the spec does). */
	private const ROUTE_ORDERBY = array( 'title', 'ID', 'post_date', 'name', 'start_date', 'end_date', 'etn_start_date', 'etn_end_date', 'eventsmith_start_date', 'eventsmith_end_date' );

	/**
	 * Constructor.
	 *
	 * @param string              $layout     list|grid.
	 * @param string              $style      style-1..style-5.
	 * @param string              $status     all|upcoming|ongoing|expire.
	 * @param string              $orderby    title|ID|post_date|name|start_date|end_date.
	 * @param string              $order      ASC|DESC.
	 * @param int                 $page       Page from 1.
	 * @param int                 $per_page   Events per page.
	 * @param int                 $desc_limit Words of each excerpt.
	 * @param int                 $column     Grid columns 1–4.
	 * @param list<int|string>    $categories Category ids or slugs.
	 * @param list<int|string>    $tags       Tag ids or slugs.
	 * @param array<string, bool> $flags      show_* flags.
	 * @param bool                $render     Whether items come with their markup (the route's `render`).
	 */
	private function __construct(
		public readonly string $layout,
		public readonly string $style,
		public readonly string $status,
		public readonly string $orderby,
		public readonly string $order,
		public readonly int $page,
		public readonly int $per_page,
		public readonly int $desc_limit,
		public readonly int $column,
		public readonly array $categories,
		public readonly array $tags,
		public readonly array $flags,
		public readonly bool $render = true,
	) {}

	/**
	 * A widget's request: parameters already clamped by WidgetParams; the layout falls back to list.
	 *
	 * @param WidgetParams $params Widget parameters.
	 * @param mixed        $layout list|grid.
	 * @param int          $page   Page from 1 (lower values give 1).
	 */
	public static function from_widget( WidgetParams $params, mixed $layout, int $page = 1 ): self {
		return new self(
			in_array( $layout, self::LAYOUTS, true ) ? (string) $layout : 'list',
			$params->style,
			$params->status,
			$params->orderby,
			$params->order,
			max( 1, $page ),
			min( self::MAX_WIDGET_LIMIT, $params->limit ),
			$params->desc_limit,
			$params->column,
			$params->categories,
			$params->tags,
			$params->flags
		);
	}

	/**
	 * A public route's request. Missing values take the widget defaults; a value outside its list
	 * or range is refused.
	 *
	 * @param array<string, mixed> $query The query parameters (snake_case).
	 * @throws DomainError Naming the first field with a bad value.
	 */
	public static function from_query( array $query ): self {
		$pick = static function ( string $field, array $allowed, string $fallback ) use ( $query ): string {
			$value = $query[ $field ] ?? null;
			if ( null === $value || '' === $value ) {
				return $fallback;
			}
			if ( ! is_string( $value ) || ! in_array( $value, $allowed, true ) ) {
				/* translators: 1: parameter name, 2: allowed values. */
				throw DomainError::invalid( $field, sprintf( __( '%1$s must be one of: %2$s.', 'eventsmith' ), $field, implode( ', ', $allowed ) ) );
			}
			return $value;
		};
		$count = static function ( string $field, int $fallback, int $max ) use ( $query ): int {
			$value = $query[ $field ] ?? null;
			if ( null === $value || '' === $value ) {
				return $fallback;
			}
			if ( ! is_scalar( $value ) || ! ctype_digit( (string) $value ) || (int) $value < 1 || (int) $value > $max ) {
				/* translators: 1: parameter name, 2: highest value. */
				throw DomainError::invalid( $field, sprintf( __( '%1$s must be a whole number from 1 to %2$d.', 'eventsmith' ), $field, $max ) );
			}
			return (int) $value;
		};

		$params = WidgetParams::from_array(
			array(
				'orderby'            => $pick( 'orderby', self::ROUTE_ORDERBY, 'ID' ),
				'order'              => strtoupper( $pick( 'order', array( 'ASC', 'DESC', 'asc', 'desc' ), 'DESC' ) ),
				'filter_with_status' => $pick( 'filter_with_status', WidgetParams::STATUSES, 'all' ),
				'style'              => $pick( 'render', array_merge( WidgetParams::STYLES, array( 'none' ) ), 'none' ),
				'desc_limit'         => $count( 'desc_limit', WidgetParams::DEFAULT_DESC_LIMIT, 500 ),
				'column'             => $count( 'column', WidgetParams::DEFAULT_COLUMN, WidgetParams::MAX_COLUMN ),
				'category'           => self::terms( $query, 'category' ),
				'tags'               => self::terms( $query, 'tags' ),
			) + array_intersect_key( $query, WidgetParams::FLAGS )
		);
		$layout = $pick( 'layout', self::LAYOUTS, 'list' );
		$render = 'none' !== $pick( 'render', array_merge( WidgetParams::STYLES, array( 'none' ) ), 'none' );
		return new self(
			$layout,
			$params->style,
			$params->status,
			$params->orderby,
			$params->order,
			$count( 'page', 1, PHP_INT_MAX ),
			$count( 'per_page', WidgetParams::DEFAULT_LIMIT, self::MAX_PER_PAGE ),
			$params->desc_limit,
			$params->column,
			$params->categories,
			$params->tags,
			$params->flags,
			$render
		);
	}

	/**
	 * The same request for another page.
	 *
	 * @param int $page Page from 1.
	 */
	public function with_page( int $page ): self {
		return new self( $this->layout, $this->style, $this->status, $this->orderby, $this->order, max( 1, $page ), $this->per_page, $this->desc_limit, $this->column, $this->categories, $this->tags, $this->flags, $this->render );
	}

	/**
	 * Rows skipped before this page.
	 */
	public function offset(): int {
		return ( $this->page - 1 ) * $this->per_page;
	}

	/**
	 * Whether events remain after this page.
	 *
	 * @param int $total Events matching the filters.
	 */
	public function has_more( int $total ): bool {
		return $this->page * $this->per_page < $total;
	}

	/**
	 * The StatusRules filter name of the status ('expire' is the spec's word for past).
	 */
	public function status_filter(): string {
		return 'expire' === $this->status ? 'past' : $this->status;
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
	 * The public route query asking for this page, rendered in this request's style and layout.
	 *
	 * @return array<string, string|int>
	 */
	public function to_query(): array {
		$query = array(
			'category'           => implode( ',', $this->categories ),
			'tags'               => implode( ',', $this->tags ),
			'filter_with_status' => $this->status,
			'orderby'            => $this->orderby,
			'order'              => $this->order,
			'per_page'           => $this->per_page,
			'page'               => $this->page,
			'desc_limit'         => $this->desc_limit,
			'render'             => $this->style,
			'layout'             => $this->layout,
			'column'             => $this->column,
		);
		foreach ( $this->flags as $flag => $on ) {
			$query[ $flag ] = $on ? 'yes' : 'no';
		}
		return array_filter( $query, static fn( $value ): bool => '' !== $value );
	}

	/**
	 * Term ids or slugs of a route parameter; anything else in the list is refused.
	 *
	 * @param array<string, mixed> $query Query.
	 * @param string               $field category or tags.
	 * @return list<int|string>
	 * @throws DomainError When an item is neither a positive id nor a slug.
	 */
	private static function terms( array $query, string $field ): array {
		$value = $query[ $field ] ?? '';
		$items = is_array( $value ) ? $value : ( is_scalar( $value ) ? explode( ',', (string) $value ) : array( $value ) );
		$terms = array();
		foreach ( $items as $item ) {
			$item = is_scalar( $item ) ? strtolower( trim( (string) $item ) ) : '!';
			if ( '' === $item ) {
				continue;
			}
			if ( 1 !== preg_match( '/^[a-z0-9_-]+$/', $item ) || '0' === $item ) {
				/* translators: %s: parameter name. */
				throw DomainError::invalid( $field, sprintf( __( '%s must list term ids or slugs, comma-separated.', 'eventsmith' ), $field ) );
			}
			$terms[] = $item;
		}
		return $terms;
	}
}
