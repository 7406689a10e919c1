<?php
/**
 * View model of the events list / grid widget.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Blocks\Events;

use Eventsmith\Domain\Widget\EventListRequest;
use Eventsmith\Domain\Widget\WidgetParams;
use Eventsmith\Infrastructure\Events\PublishedEventList;

defined( 'ABSPATH' ) || exit;

/**
 * Reads the clamped parameters, the page asked for by this widget's own query argument (so
 * "Load more" works without JavaScript), and the events of that page with their markup.
 */
final class EventsView {

	/** The public route a script fetches further pages from. */
	public const ROUTE = 'eventsmith/v2/public/events';

	/** Widgets rendered so far in this request: each one gets its own page argument. */
	private static int $instances = 0;

	/**
	 * Constructor.
	 *
	 * @param EventListRequest     $request   Filters, page and look.
	 * @param string               $anchor    The widget's element id.
	 * @param list<string>         $items     Markup of each event of the page.
	 * @param int                  $total     Events matching the filters.
	 * @param bool                 $load_more Whether the widget offers more pages.
	 * @param string               $more_url  Link to the next page without JavaScript ('' when none).
	 * @param array<string, mixed> $context   Interactivity context of the "Load more" button.
	 */
	private function __construct(
		public readonly EventListRequest $request,
		public readonly string $anchor,
		public readonly array $items,
		public readonly int $total,
		public readonly bool $load_more,
		public readonly string $more_url,
		public readonly array $context,
	) {}

	/**
	 * Builds the view for a block's (or shortcode's) attributes.
	 *
	 * @param array<string, mixed> $attributes Block attributes.
	 * @param PublishedEventList   $events     The query.
	 */
	public static function from_attributes( array $attributes, PublishedEventList $events ): self {
		$number  = ++self::$instances;
		$arg     = 'eventsmith_events_' . $number;
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- a page number to read, nothing is changed.
		$page    = isset( $_GET[ $arg ] ) && is_scalar( $_GET[ $arg ] ) ? absint( $_GET[ $arg ] ) : 1;
		$request = EventListRequest::from_widget( WidgetParams::from_array( $attributes ), $attributes['layout'] ?? 'list', $page );
		$found   = $events->page( $request, new \DateTimeImmutable( 'now', new \DateTimeZone( 'UTC' ) ) );
		$items   = array_map(
			static fn( array $item ): string => EventItemMarkup::render( $item, $request ),
			EventCards::items( $found['rows'], $request->desc_limit )
		);

		$load_more = false !== ( $attributes['loadMore'] ?? true ) && $request->has_more( $found['total'] );
		$anchor    = 'eventsmith-events-' . $number;
		$query     = $request->with_page( 1 )->to_query();
		unset( $query['page'] );
		return new self(
			$request,
			$anchor,
			$items,
			$found['total'],
			$load_more,
			$load_more ? add_query_arg( $arg, $request->page + 1 ) . '#' . $anchor : '',
			array(
				'url'      => add_query_arg( $query, rest_url( self::ROUTE ) ),
				'page'     => $request->page,
				'perPage'  => $request->per_page,
				'total'    => $found['total'],
				'fetches'  => $request->per_page <= EventListRequest::MAX_PER_PAGE,
				'ready'    => false,
				'loading'  => false,
				'done'     => false,
				'error'    => '',
			)
		);
	}

	/**
	 * Texts and values every widget on the page shares (the Interactivity state).
	 *
	 * @return array<string, string>
	 */
	public static function shared_state(): array {
		return array(
			'failed' => __( 'More events could not be loaded. Please try again.', 'eventsmith' ),
		);
	}

	/**
	 * The wrapper's classes.
	 */
	public function classes(): string {
		return 'eventsmith-events eventsmith-events--' . $this->request->layout . ' eventsmith-events--' . $this->request->style . ' eventsmith-events--columns-' . $this->request->column;
	}
}
