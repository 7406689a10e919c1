<?php
/**
 * The markup of one event in the events widget, shared by the block and the public route.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Blocks\Events;

use Eventsmith\Domain\Widget\EventListRequest;

defined( 'ABSPATH' ) || exit;

/**
 * One `<li>` per event. The server render and the "Load more" answers both print items through
 * here, so appended items are the same markup as the first page's. Every value is escaped here.
 *
 * Styles: style-1 card with image, style-2 date badge, style-3 compact one-line, style-4 image-left
 * row, style-5 minimal text.
 */
final class EventItemMarkup {

	/** Styles that print the featured image. */
	private const WITH_IMAGE = array( 'style-1', 'style-2', 'style-4' );

	/**
	 * The item's HTML.
	 *
	 * @param array<string, mixed> $item    An item from EventCards::items().
	 * @param EventListRequest     $request Style and show_* flags.
	 */
	public static function render( array $item, EventListRequest $request ): string {
		$style   = $request->style;
		$compact = 'style-3' === $style;
		$image   = is_array( $item['image'] ?? null ) && $request->shows( 'show_image' ) && in_array( $style, self::WITH_IMAGE, true ) ? $item['image'] : null;
		$html    = '<li class="eventsmith-events__item' . ( null === $image ? '' : ' has-image' ) . '"><article class="eventsmith-events__card">';

		if ( null !== $image ) {
			$html .= '<div class="eventsmith-events__media"><img class="eventsmith-events__image" src="' . esc_url( (string) $image['url'] ) . '" alt="" loading="lazy" decoding="async" /></div>';
		}
		if ( 'style-2' === $style && $request->shows( 'show_date' ) ) {
			$html .= '<p class="eventsmith-events__badge" aria-hidden="true"><span class="eventsmith-events__badge-day">' . esc_html( (string) $item['day'] ) . '</span> <span class="eventsmith-events__badge-month">' . esc_html( (string) $item['month'] ) . '</span></p>';
		}
		$html .= '<div class="eventsmith-events__body">';
		$html .= '<h2 class="eventsmith-events__title"><a href="' . esc_url( (string) $item['url'] ) . '">' . esc_html( (string) $item['title'] ) . '</a></h2>';
		if ( $request->shows( 'show_date' ) ) {
			$html .= '<p class="eventsmith-events__date"><time datetime="' . esc_attr( (string) $item['start'] ) . '">' . esc_html( (string) $item[ $compact ? 'short_date' : 'date_text' ] ) . '</time></p>';
		}
		if ( $request->shows( 'show_location' ) && '' !== $item['location_text'] ) {
			$html .= '<p class="eventsmith-events__location">' . esc_html( (string) $item['location_text'] ) . '</p>';
		}
		if ( ! $compact && $request->shows( 'show_description' ) && '' !== $item['excerpt'] ) {
			$html .= '<p class="eventsmith-events__excerpt">' . esc_html( (string) $item['excerpt'] ) . '</p>';
		}
		if ( ! $compact && $request->shows( 'show_categories' ) && array() !== $item['categories'] ) {
			$html .= '<ul class="eventsmith-events__categories" aria-label="' . esc_attr__( 'Categories', 'eventsmith' ) . '">';
			foreach ( $item['categories'] as $category ) {
				$html .= '<li><a href="' . esc_url( (string) $category['url'] ) . '">' . esc_html( (string) $category['name'] ) . '</a></li>';
			}
			$html .= '</ul>';
		}
		return $html . '</div></article></li>';
	}
}
