<?php
/**
 * Library design "Boarding pass": an airline-style ticket with a teal header and a grid of details.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Templates\Library;

use Eventsmith\Infrastructure\Templates\Library\BlockMarkup as B;

defined( 'ABSPATH' ) || exit;

$sans  = "'Helvetica Neue', Helvetica, Arial, sans-serif";
$mono  = 'ui-monospace, Menlo, Consolas, monospace';
$teal  = '#0e7490';
$ink   = '#0f172a';
$muted = '#64748b';

$fact = static fn( string $label, string $value, string $width ): string => B::column(
	array( 'width' => $width ),
	B::paragraph(
		$label,
		array(
			'color'    => $muted,
			'size'     => '11px',
			'weight'   => '600',
			'tracking' => '2px',
			'case'     => 'uppercase',
		)
	),
	B::paragraph(
		$value,
		array(
			'color'  => $ink,
			'size'   => '19px',
			'weight' => '700',
			'margin' => array( 'top' => '4px' ),
		)
	)
);
$row  = static fn( string ...$columns ): string => B::columns( array( 'stack' => false ), ...$columns );

$content = B::group(
	array(
		'bg'      => '#ffffff',
		'border'  => '1px solid #cbd5e1',
		'radius'  => '18px',
		'padding' => '0',
		'layout'  => 'default',
		'gap'     => '0',
		'font'    => $sans,
	),
	B::group(
		array(
			'bg'      => $teal,
			'color'   => '#ffffff',
			'padding' => '20px 32px',
			'radius'  => array(
				'topLeft'  => '17px',
				'topRight' => '17px',
			),
			'layout'  => 'default',
		),
		B::columns(
			array(
				'stack'  => false,
				'valign' => 'center',
			),
			B::column(
				array(),
				B::paragraph(
					__( 'Boarding pass', 'eventsmith' ),
					array(
						'size'     => '15px',
						'weight'   => '800',
						'tracking' => '6px',
						'case'     => 'uppercase',
					)
				)
			),
			B::column(
				array(),
				B::paragraph(
					'{{ticket_type}}',
					array(
						'align'    => 'right',
						'color'    => '#a5f3fc',
						'size'     => '13px',
						'weight'   => '700',
						'tracking' => '2px',
						'case'     => 'uppercase',
					)
				)
			)
		)
	),
	B::group(
		array(
			'padding' => '28px 32px',
			'layout'  => 'default',
		),
		$row(
			$fact( __( 'Passenger', 'eventsmith' ), '{{attendee_name}}', '40%' ),
			$fact( __( 'Event', 'eventsmith' ), '{{event_title}}', '35%' ),
			$fact( __( 'Seat', 'eventsmith' ), '{{attendee_seat}}', '25%' )
		),
		$row(
			$fact( __( 'Date', 'eventsmith' ), '{{event_start_date}}', '40%' ),
			$fact( __( 'Ends', 'eventsmith' ), '{{event_end_time}}', '35%' ),
			$fact( __( 'Time zone', 'eventsmith' ), '{{event_timezone}}', '25%' )
		),
		$row(
			$fact( __( 'Venue', 'eventsmith' ), '{{event_location}}', '75%' ),
			$fact( __( 'Status', 'eventsmith' ), '{{payment_status}}', '25%' )
		),
		B::separator( '#cbd5e1', 'wide' ),
		B::paragraph(
			__( 'Ticket', 'eventsmith' ) . ' {{ticket_id}}',
			array(
				'color'    => '#334155',
				'size'     => '13px',
				'tracking' => '2px',
				'font'     => $mono,
			)
		)
	)
);

$thumbnail = Thumbnail::landscape( '#f1f5f9' );
$thumbnail->rect( 14, 28, 269, 154, '#ffffff', array( 'rx' => 10, 'stroke' => '#cbd5e1', 'stroke_width' => 1 ) )
	->rect( 14, 28, 269, 30, $teal, array( 'rx' => 10 ) )
	->rect( 14, 48, 269, 10, $teal )
	->text( 28, 40, array( 70 ), '#ffffff', 5, 'left' )
	->text( 269, 40, array( 36 ), '#a5f3fc', 4, 'right' );
foreach ( array( 72, 102, 132 ) as $y ) {
	$thumbnail->text( 28, $y, array( 26, 70 ), '#94a3b8', 3, 'left', 5 )
		->text( 148, $y, array( 22, 56 ), '#94a3b8', 3, 'left', 5 )
		->text( 236, $y, array( 16, 22 ), '#94a3b8', 3, 'left', 5 );
}
$thumbnail->line( 28, 160, 269, 160, '#cbd5e1', 1 )
	->text( 28, 167, array( 80 ), '#334155', 3, 'left' );

return array(
	'type'        => 'ticket',
	'name'        => __( 'Boarding pass', 'eventsmith' ),
	'orientation' => 'landscape',
	'content'     => $content,
	'thumbnail'   => $thumbnail->data_url(),
);
