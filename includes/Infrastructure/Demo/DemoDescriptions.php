<?php
/**
 * Formatted descriptions of the demo events.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Demo;

defined( 'ABSPATH' ) || exit;

/**
 * What a real event page says: an introduction with emphasis, a heading,
 * a list of what happens and a closing line, written as blocks the way the
 * event editor stores them.
 */
final class DemoDescriptions {

	/**
	 * The description of demo event n, one of a few by turns.
	 *
	 * @param int $n Demo event number.
	 */
	public static function for_event( int $n ): string {
		$kinds = array(
			array(
				__( 'Two days of <strong>talks, hands-on sessions</strong> and time to meet people who build things on the web.', 'eventsmith' ),
				array( __( 'Keynotes from practitioners', 'eventsmith' ), __( 'Workshops in small groups', 'eventsmith' ), __( 'An evening meetup with food and music', 'eventsmith' ) ),
				__( 'Bring your laptop and your questions. <em>Coffee is on us.</em>', 'eventsmith' ),
			),
			array(
				__( 'A practical, <strong>hands-on workshop</strong>: you leave with something that works.', 'eventsmith' ),
				array( __( 'A short introduction', 'eventsmith' ), __( 'Guided exercises', 'eventsmith' ), __( 'Review and next steps', 'eventsmith' ) ),
				__( 'Places are limited, so <em>register early</em>.', 'eventsmith' ),
			),
			array(
				__( 'An <strong>informal meetup</strong> for everyone curious about the topic, beginners welcome.', 'eventsmith' ),
				array( __( 'Lightning talks', 'eventsmith' ), __( 'Open discussion', 'eventsmith' ), __( 'Drinks and networking', 'eventsmith' ) ),
				__( 'Come as you are. <em>Friends are welcome too.</em>', 'eventsmith' ),
			),
		);
		list( $intro, $items, $closing ) = $kinds[ $n % count( $kinds ) ];
		$list = '';
		foreach ( $items as $item ) {
			$list .= '<!-- wp:list-item --><li>' . esc_html( $item ) . "</li><!-- /wp:list-item -->\n";
		}
		return implode(
			"\n\n",
			array(
				'<!-- wp:paragraph --><p>' . wp_kses( $intro, array( 'strong' => array() ) ) . '</p><!-- /wp:paragraph -->',
				'<!-- wp:heading --><h2 class="wp-block-heading">' . esc_html__( 'What to expect', 'eventsmith' ) . '</h2><!-- /wp:heading -->',
				"<!-- wp:list --><ul>\n" . $list . '</ul><!-- /wp:list -->',
				'<!-- wp:paragraph --><p>' . wp_kses( $closing, array( 'em' => array() ) ) . '</p><!-- /wp:paragraph -->',
			)
		);
	}
}
