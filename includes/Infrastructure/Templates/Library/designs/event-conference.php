<?php
/**
 * Library design "Conference": an event landing page with a deep indigo hero, key facts,
 * programme highlights and a call to register.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Templates\Library;

use Eventsmith\Infrastructure\Templates\Library\BlockMarkup as B;

defined( 'ABSPATH' ) || exit;

$night  = '#1e1b4b';
$indigo = '#4f46e5';
$ink    = '#0f172a';
$muted  = '#475569';

$fact = static fn( string $title, string $main, string $note ): string => B::column(
	array(),
	B::heading(
		3,
		$title,
		array(
			'color'    => $indigo,
			'size'     => '14px',
			'weight'   => '700',
			'tracking' => '2px',
			'case'     => 'uppercase',
		)
	),
	B::paragraph(
		$main,
		array(
			'color'  => $ink,
			'size'   => '18px',
			'weight' => '600',
			'margin' => array( 'top' => '8px' ),
		)
	),
	B::paragraph(
		$note,
		array(
			'color' => '#64748b',
			'size'  => '15px',
		)
	)
);
$card = static fn( string $title, string $text ): string => B::column(
	array(
		'bg'      => '#ffffff',
		'border'  => '1px solid #e2e8f0',
		'radius'  => '12px',
		'padding' => '28px',
	),
	B::heading(
		3,
		$title,
		array(
			'color'  => $ink,
			'size'   => '20px',
			'weight' => '700',
		)
	),
	B::paragraph(
		$text,
		array(
			'color'   => $muted,
			'size'    => '16px',
			'leading' => '1.6',
		)
	)
);

$hero = B::group(
	array(
		'tag'     => 'section',
		'full'    => true,
		'margin'  => array(
			'top'    => '0',
			'bottom' => '0',
		),
		'bg'      => $night,
		'color'   => '#ffffff',
		'padding' => '120px 32px',
	),
	B::paragraph(
		'{{event_start_date}} · {{event_location}}',
		array(
			'align'    => 'center',
			'color'    => '#a5b4fc',
			'size'     => '14px',
			'weight'   => '700',
			'tracking' => '3px',
			'case'     => 'uppercase',
		)
	),
	B::heading(
		1,
		'{{event_title}}',
		array(
			'align'   => 'center',
			'color'   => '#ffffff',
			'size'    => '64px',
			'weight'  => '800',
			'leading' => '1.05',
		)
	),
	B::paragraph(
		__( 'Two days of talks, workshops and hallway conversations with the people shaping our field.', 'eventsmith' ),
		array(
			'align'   => 'center',
			'color'   => '#c7d2fe',
			'size'    => '20px',
			'leading' => '1.5',
		)
	),
	B::buttons(
		'center',
		B::button(
			__( 'Get your ticket', 'eventsmith' ),
			array(
				'bg'      => '#f59e0b',
				'color'   => $night,
				'radius'  => '8px',
				'padding' => '14px 28px',
			)
		),
		B::button(
			__( 'See the programme', 'eventsmith' ),
			array(
				'outline' => true,
				'color'   => '#ffffff',
				'radius'  => '8px',
				'padding' => '14px 28px',
			)
		)
	)
);

$facts = B::group(
	array(
		'tag'     => 'section',
		'full'    => true,
		'margin'  => array(
			'top'    => '0',
			'bottom' => '0',
		),
		'bg'      => '#ffffff',
		'padding' => '72px 32px',
	),
	B::columns(
		array(),
		$fact( __( 'When', 'eventsmith' ), '{{event_start_date}} – {{event_end_time}}', __( 'Times are in {{event_timezone}}.', 'eventsmith' ) ),
		$fact( __( 'Where', 'eventsmith' ), '{{event_location}}', __( 'Directions and travel tips come with your ticket.', 'eventsmith' ) ),
		$fact( __( 'Who', 'eventsmith' ), __( 'Makers, speakers and teams', 'eventsmith' ), __( 'From across the community, all levels welcome.', 'eventsmith' ) )
	)
);

$about = B::group(
	array(
		'tag'     => 'section',
		'full'    => true,
		'margin'  => array(
			'top'    => '0',
			'bottom' => '0',
		),
		'bg'      => '#f8fafc',
		'padding' => '80px 32px',
	),
	B::heading(
		2,
		__( 'About the conference', 'eventsmith' ),
		array(
			'align'  => 'center',
			'color'  => $ink,
			'size'   => '36px',
			'weight' => '800',
		)
	),
	B::paragraph(
		__( '{{event_title}} brings practitioners together to share what works, what does not and what comes next. Expect practical talks, honest case studies and plenty of time to meet each other.', 'eventsmith' ),
		array(
			'align'   => 'center',
			'color'   => $muted,
			'size'    => '18px',
			'leading' => '1.7',
		)
	),
	B::spacer( '16px' ),
	B::columns(
		array(),
		$card( __( 'Talks', 'eventsmith' ), __( 'Keynotes and short sessions from people who build things every day.', 'eventsmith' ) ),
		$card( __( 'Workshops', 'eventsmith' ), __( 'Hands-on sessions in small groups, with time for your own questions.', 'eventsmith' ) ),
		$card( __( 'Community', 'eventsmith' ), __( 'Meet the people behind the projects you use, over coffee and lunch.', 'eventsmith' ) )
	)
);

$call = B::group(
	array(
		'tag'     => 'section',
		'full'    => true,
		'margin'  => array(
			'top'    => '0',
			'bottom' => '0',
		),
		'bg'      => $indigo,
		'color'   => '#ffffff',
		'padding' => '88px 32px',
	),
	B::heading(
		2,
		__( 'Ready to join us?', 'eventsmith' ),
		array(
			'align'  => 'center',
			'color'  => '#ffffff',
			'size'   => '40px',
			'weight' => '800',
		)
	),
	B::paragraph(
		__( 'Places are limited. Reserve yours for {{event_title}} today.', 'eventsmith' ),
		array(
			'align' => 'center',
			'color' => '#e0e7ff',
			'size'  => '18px',
		)
	),
	B::buttons(
		'center',
		B::button(
			__( 'Register now', 'eventsmith' ),
			array(
				'bg'      => '#ffffff',
				'color'   => $indigo,
				'radius'  => '8px',
				'padding' => '14px 32px',
			)
		)
	)
);

$thumbnail = Thumbnail::web( '#ffffff' )
	->rect( 0, 0, 250, 84, $night )
	->text( 125, 16, array( 60 ), '#a5b4fc', 3 )
	->text( 125, 26, array( 150 ), '#ffffff', 12 )
	->text( 125, 46, array( 120 ), '#c7d2fe', 3.5 )
	->rect( 86, 60, 36, 11, '#f59e0b', array( 'rx' => 3 ) )
	->rect( 128, 60, 36, 11, 'none', array( 'rx' => 3, 'stroke' => '#ffffff', 'stroke_width' => 1 ) )
	->text( 24, 96, array( 18, 50, 40 ), $indigo, 3, 'left', 4 )
	->text( 98, 96, array( 18, 44, 50 ), $indigo, 3, 'left', 4 )
	->text( 172, 96, array( 18, 52, 38 ), $indigo, 3, 'left', 4 )
	->rect( 0, 124, 250, 52, '#f8fafc' );
foreach ( array( 20, 94, 168 ) as $x ) {
	$thumbnail->rect( $x, 132, 62, 36, '#ffffff', array( 'rx' => 4, 'stroke' => '#e2e8f0', 'stroke_width' => 1 ) )
		->text( $x + 8, 140, array( 28 ), $ink, 4, 'left' )
		->text( $x + 8, 150, array( 46, 38 ), '#94a3b8', 2.5, 'left' );
}
$thumbnail->rect( 0, 176, 250, 24, $indigo )
	->text( 125, 181, array( 70 ), '#ffffff', 5 )
	->rect( 107, 190, 36, 6, '#ffffff', array( 'rx' => 2 ) );

return array(
	'type'        => 'event',
	'name'        => __( 'Conference', 'eventsmith' ),
	'orientation' => 'landscape',
	'content'     => implode( "\n\n", array( $hero, $facts, $about, $call ) ),
	'thumbnail'   => $thumbnail->data_url(),
);
