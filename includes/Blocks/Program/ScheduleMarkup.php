<?php
/**
 * The markup of a day's sessions, shared by the event programme and the schedule widget.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Blocks\Program;

defined( 'ABSPATH' ) || exit;

/**
 * Prints sessions as an ordered list: time, title, place and linked speakers
 * (styles in blocks/_shared/_programme.scss).
 */
final class ScheduleMarkup {

	/**
	 * The tags and attributes sessions() produces: what wp_kses() lets
	 * through where a block prints them.
	 */
	public const ALLOWED_HTML = array(
		'p'      => array( 'class' => true ),
		'ol'     => array( 'class' => true ),
		'li'     => array( 'class' => true ),
		'span'   => array( 'class' => true ),
		'strong' => array( 'class' => true ),
		'a'      => array( 'href' => true ),
	);

	/**
	 * The sessions of one day as escaped HTML.
	 *
	 * @param list<array{time: string, title: string, objective: string, location: string, speakers: list<array{name: string, url: string}>}> $sessions Sessions (ScheduleDays).
	 */
	public static function sessions( array $sessions ): string {
		if ( array() === $sessions ) {
			return '<p class="eventsmith-programme__none">' . esc_html__( 'No sessions in this schedule yet.', 'eventsmith' ) . '</p>';
		}
		$html = '<ol class="eventsmith-programme">';
		foreach ( $sessions as $session ) {
			$html .= '<li class="eventsmith-programme__session">';
			$html .= '<span class="eventsmith-programme__time">' . esc_html( $session['time'] ) . '</span>';
			$html .= '<span class="eventsmith-programme__what"><strong class="eventsmith-programme__title">' . esc_html( $session['title'] ) . '</strong>';
			if ( '' !== $session['location'] ) {
				$html .= '<span class="eventsmith-programme__where">' . esc_html( $session['location'] ) . '</span>';
			}
			if ( array() !== $session['speakers'] ) {
				$links = array_map(
					static fn( array $person ): string => '<a href="' . esc_url( $person['url'] ) . '">' . esc_html( $person['name'] ) . '</a>',
					$session['speakers']
				);
				$html .= '<span class="eventsmith-programme__speakers">' . implode( ', ', $links ) . '</span>';
			}
			$html .= '</span></li>';
		}
		return $html . '</ol>';
	}
}
