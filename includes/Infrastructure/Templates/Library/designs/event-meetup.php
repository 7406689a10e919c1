<?php
/**
 * Library design "Meetup": a warm, friendly invitation page with what to expect and an agenda.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Templates\Library;

use Eventsmith\Infrastructure\Templates\Library\BlockMarkup as B;

defined( 'ABSPATH' ) || exit;

$rose = '#e11d48';
$ink  = '#1f2937';
$text = '#4b5563';

$expect = static fn( string $title, string $body ): string => B::column(
	array(),
	B::heading(
		3,
		$title,
		array(
			'align'  => 'center',
			'color'  => $rose,
			'size'   => '20px',
			'weight' => '700',
		)
	),
	B::paragraph(
		$body,
		array(
			'align'   => 'center',
			'color'   => $text,
			'size'    => '16px',
			'leading' => '1.6',
		)
	)
);
$slot   = static fn( string $time, string $what ): string => B::columns(
	array(
		'stack'         => false,
		'border_bottom' => '1px solid #e7e5e4',
		'padding'       => '14px 0',
	),
	B::column(
		array( 'width' => '22%' ),
		B::paragraph(
			$time,
			array(
				'color'  => $rose,
				'size'   => '18px',
				'weight' => '800',
			)
		)
	),
	B::column(
		array( 'width' => '78%' ),
		B::paragraph(
			$what,
			array(
				'color' => $ink,
				'size'  => '18px',
			)
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
		'bg'      => '#fff1f2',
		'padding' => '96px 32px',
	),
	B::paragraph(
		__( 'You are invited', 'eventsmith' ),
		array(
			'align'    => 'center',
			'color'    => $rose,
			'size'     => '14px',
			'weight'   => '700',
			'tracking' => '4px',
			'case'     => 'uppercase',
		)
	),
	B::heading(
		1,
		'{{event_title}}',
		array(
			'align'   => 'center',
			'color'   => $ink,
			'size'    => '56px',
			'weight'  => '800',
			'leading' => '1.1',
		)
	),
	B::paragraph(
		'{{event_start_date}} · {{event_timezone}}<br>{{event_location}}',
		array(
			'align'   => 'center',
			'color'   => $text,
			'size'    => '18px',
			'weight'  => '600',
			'leading' => '1.6',
		)
	),
	B::buttons(
		'center',
		B::button(
			__( 'Count me in', 'eventsmith' ),
			array(
				'bg'      => $rose,
				'color'   => '#ffffff',
				'radius'  => '999px',
				'padding' => '14px 32px',
			)
		)
	)
);

$expectations = B::group(
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
	B::heading(
		2,
		__( 'What to expect', 'eventsmith' ),
		array(
			'align'  => 'center',
			'color'  => $ink,
			'size'   => '32px',
			'weight' => '800',
		)
	),
	B::columns(
		array(),
		$expect( __( 'Short talks', 'eventsmith' ), __( 'Three lightning talks from members of the community, ten minutes each.', 'eventsmith' ) ),
		$expect( __( 'Good food', 'eventsmith' ), __( 'Snacks and drinks are on us; tell us about dietary needs when you sign up.', 'eventsmith' ) ),
		$expect( __( 'New friends', 'eventsmith' ), __( 'Plenty of time to chat, swap ideas and meet people who share your interests.', 'eventsmith' ) )
	)
);

$agenda = B::group(
	array(
		'tag'     => 'section',
		'full'    => true,
		'margin'  => array(
			'top'    => '0',
			'bottom' => '0',
		),
		'bg'      => '#fafaf9',
		'padding' => '72px 32px',
	),
	B::heading(
		2,
		__( 'Agenda', 'eventsmith' ),
		array(
			'align'  => 'center',
			'color'  => $ink,
			'size'   => '32px',
			'weight' => '800',
		)
	),
	$slot( '18:00', __( 'Doors open and welcome', 'eventsmith' ) ),
	$slot( '18:30', __( 'Lightning talks', 'eventsmith' ) ),
	$slot( '19:30', __( 'Food, drinks and conversation', 'eventsmith' ) ),
	$slot( '21:00', __( 'Wrap-up and next meetup', 'eventsmith' ) )
);

$thumbnail = Thumbnail::web( '#ffffff' )
	->rect( 0, 0, 250, 92, '#fff1f2' )
	->text( 125, 16, array( 46 ), $rose, 3 )
	->text( 125, 26, array( 140 ), $ink, 12 )
	->text( 125, 48, array( 90, 70 ), $text, 3.5 )
	->rect( 100, 68, 50, 12, $rose, array( 'rx' => 6 ) )
	->text( 125, 102, array( 70 ), $ink, 6 )
	->circle( 64, 124, 6, $rose, array( 'opacity' => 0.2 ) )
	->circle( 125, 124, 6, $rose, array( 'opacity' => 0.2 ) )
	->circle( 186, 124, 6, $rose, array( 'opacity' => 0.2 ) )
	->text( 64, 134, array( 44, 36 ), '#9ca3af', 2.5 )
	->text( 125, 134, array( 44, 36 ), '#9ca3af', 2.5 )
	->text( 186, 134, array( 44, 36 ), '#9ca3af', 2.5 )
	->rect( 0, 148, 250, 52, '#fafaf9' );
foreach ( array( 156, 170, 184 ) as $y ) {
	$thumbnail->text( 44, $y, array( 16 ), $rose, 4, 'left' )
		->text( 72, $y, array( 110 ), $ink, 4, 'left' )
		->line( 44, $y + 9, 206, $y + 9, '#e7e5e4', 0.8 );
}

return array(
	'type'        => 'event',
	'name'        => __( 'Meetup', 'eventsmith' ),
	'orientation' => 'landscape',
	'content'     => implode( "\n\n", array( $hero, $expectations, $agenda ) ),
	'thumbnail'   => $thumbnail->data_url(),
);
