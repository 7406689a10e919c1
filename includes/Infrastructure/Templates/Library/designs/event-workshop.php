<?php
/**
 * Library design "Workshop": a practical, left-aligned page with what you learn, what to bring
 * and the key facts on a dark green band.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Templates\Library;

use Eventsmith\Infrastructure\Templates\Library\BlockMarkup as B;

defined( 'ABSPATH' ) || exit;

$forest = '#064e3b';
$green  = '#047857';
$text   = '#374151';

$reserve = static fn( string $justify ): string => B::buttons(
	$justify,
	B::button(
		__( 'Reserve a seat', 'eventsmith' ),
		array(
			'bg'      => $green,
			'color'   => '#ffffff',
			'radius'  => '6px',
			'padding' => '14px 28px',
		)
	)
);
$body    = static fn( string $copy ): string => B::paragraph(
	$copy,
	array(
		'color'   => $text,
		'size'    => '17px',
		'leading' => '1.7',
	)
);
$point   = static fn( string $title, string ...$copy ): string => B::column(
	array(),
	B::heading(
		2,
		$title,
		array(
			'color'  => $forest,
			'size'   => '26px',
			'weight' => '800',
		)
	),
	...array_map( $body, $copy )
);
$fact    = static fn( string $label, string $value ): string => B::column(
	array(),
	B::paragraph(
		$label,
		array(
			'color'    => '#6ee7b7',
			'size'     => '12px',
			'weight'   => '700',
			'tracking' => '2px',
			'case'     => 'uppercase',
		)
	),
	B::paragraph(
		$value,
		array(
			'color'  => '#ffffff',
			'size'   => '20px',
			'weight' => '700',
			'margin' => array( 'top' => '6px' ),
		)
	)
);

$header = B::group(
	array(
		'tag'           => 'section',
		'full'          => true,
		'margin'        => array(
			'top'    => '0',
			'bottom' => '0',
		),
		'bg'            => '#ecfdf5',
		'border_bottom' => '6px solid #10b981',
		'padding'       => '88px 32px',
	),
	B::paragraph(
		__( 'Hands-on workshop', 'eventsmith' ),
		array(
			'color'    => $green,
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
			'color'   => $forest,
			'size'    => '52px',
			'weight'  => '800',
			'leading' => '1.1',
		)
	),
	B::paragraph(
		'{{event_start_date}} – {{event_end_time}} · {{event_timezone}}<br>{{event_location}}',
		array(
			'color'   => '#065f46',
			'size'    => '18px',
			'leading' => '1.6',
		)
	),
	$reserve( 'left' )
);

$details = B::group(
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
		$point(
			__( 'What you will learn', 'eventsmith' ),
			__( 'Practical techniques you can use the next day, taught step by step with plenty of time to practise.', 'eventsmith' ),
			__( 'Small groups mean the trainer can answer your questions and look at your own work.', 'eventsmith' )
		),
		$point(
			__( 'What to bring', 'eventsmith' ),
			__( 'A laptop with a recent browser, curiosity and the questions you have always wanted to ask.', 'eventsmith' ),
			__( 'Materials, coffee and lunch are provided.', 'eventsmith' )
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
		'bg'      => $forest,
		'padding' => '56px 32px',
	),
	B::columns(
		array(),
		$fact( __( 'Format', 'eventsmith' ), __( 'Small group, hands-on', 'eventsmith' ) ),
		$fact( __( 'Level', 'eventsmith' ), __( 'Beginner to intermediate', 'eventsmith' ) ),
		$fact( __( 'When', 'eventsmith' ), '{{event_start_date}}' )
	)
);

$closing = B::group(
	array(
		'tag'     => 'section',
		'full'    => true,
		'margin'  => array(
			'top'    => '0',
			'bottom' => '0',
		),
		'bg'      => '#ffffff',
		'padding' => '64px 32px',
	),
	B::heading(
		2,
		__( 'Seats are limited', 'eventsmith' ),
		array(
			'align'  => 'center',
			'color'  => $forest,
			'size'   => '30px',
			'weight' => '800',
		)
	),
	B::paragraph(
		__( 'Reserve yours now and we will send the details to your inbox.', 'eventsmith' ),
		array(
			'align' => 'center',
			'color' => $text,
			'size'  => '17px',
		)
	),
	$reserve( 'center' )
);

$thumbnail = Thumbnail::web( '#ffffff' )
	->rect( 0, 0, 250, 78, '#ecfdf5' )
	->rect( 0, 78, 250, 4, '#10b981' )
	->text( 20, 14, array( 50 ), $green, 3, 'left' )
	->text( 20, 23, array( 150 ), $forest, 12, 'left' )
	->text( 20, 42, array( 110, 70 ), '#065f46', 3.5, 'left' )
	->rect( 20, 58, 44, 11, $green, array( 'rx' => 2 ) )
	->text( 20, 94, array( 80 ), $forest, 6, 'left' )
	->text( 20, 106, array( 96, 90, 70 ), '#9ca3af', 2.5, 'left' )
	->text( 132, 94, array( 62 ), $forest, 6, 'left' )
	->text( 132, 106, array( 96, 84, 60 ), '#9ca3af', 2.5, 'left' )
	->rect( 0, 130, 250, 34, $forest )
	->text( 20, 139, array( 24, 56 ), '#6ee7b7', 3, 'left', 5 )
	->text( 98, 139, array( 24, 60 ), '#6ee7b7', 3, 'left', 5 )
	->text( 176, 139, array( 24, 44 ), '#6ee7b7', 3, 'left', 5 )
	->text( 125, 172, array( 76 ), $forest, 5 )
	->rect( 103, 184, 44, 10, $green, array( 'rx' => 2 ) );

return array(
	'type'        => 'event',
	'name'        => __( 'Workshop', 'eventsmith' ),
	'orientation' => 'landscape',
	'content'     => implode( "\n\n", array( $header, $details, $facts, $closing ) ),
	'thumbnail'   => $thumbnail->data_url(),
);
