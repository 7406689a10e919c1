<?php
/**
 * Library design "Admission stub": a classic ticket with a perforated tear-off stub.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Templates\Library;

use Eventsmith\Infrastructure\Templates\Library\BlockMarkup as B;

defined( 'ABSPATH' ) || exit;

$sans   = "'Helvetica Neue', Helvetica, Arial, sans-serif";
$mono   = 'ui-monospace, Menlo, Consolas, monospace';
$orange = '#c2410c';
$paper  = '#fff7ed';
$ink    = '#1c1917';
$soft   = '#fed7aa';

$fact = static fn( string $label, string $value ): string => B::column(
	array(),
	B::paragraph(
		$label,
		array(
			'color'    => '#a8a29e',
			'size'     => '11px',
			'tracking' => '2px',
			'case'     => 'uppercase',
		)
	),
	B::paragraph(
		$value,
		array(
			'color'  => $ink,
			'size'   => '16px',
			'weight' => '700',
			'margin' => array( 'top' => '4px' ),
		)
	)
);
$stub_text = static fn( string $text, array $style ): string => B::paragraph( $text, $style + array( 'align' => 'center' ) );

$content = B::columns(
	array(
		'stack'  => false,
		'border' => "2px solid {$ink}",
		'radius' => '16px',
		'gap'    => array(
			'top'  => '0',
			'left' => '0',
		),
		'font'   => $sans,
	),
	B::column(
		array(
			'width'   => '70%',
			'bg'      => $paper,
			'padding' => '32px 36px',
			'radius'  => array(
				'topLeft'    => '14px',
				'bottomLeft' => '14px',
			),
		),
		B::paragraph(
			__( 'Admit one', 'eventsmith' ),
			array(
				'color'    => $orange,
				'size'     => '13px',
				'weight'   => '800',
				'tracking' => '5px',
				'case'     => 'uppercase',
			)
		),
		B::heading(
			1,
			'{{event_title}}',
			array(
				'color'   => $ink,
				'font'    => $sans,
				'size'    => '38px',
				'weight'  => '800',
				'leading' => '1.1',
			)
		),
		B::paragraph(
			'{{event_start_date}} – {{event_end_time}} · {{event_timezone}}<br>{{event_location}}',
			array(
				'color'   => '#44403c',
				'size'    => '15px',
				'leading' => '1.6',
			)
		),
		B::separator( $soft, 'wide' ),
		B::columns(
			array( 'stack' => false ),
			$fact( __( 'Name', 'eventsmith' ), '{{attendee_name}}' ),
			$fact( __( 'Ticket', 'eventsmith' ), '{{ticket_type}}' ),
			$fact( __( 'Price', 'eventsmith' ), '{{ticket_price}}' )
		)
	),
	B::column(
		array(
			'width'       => '30%',
			'bg'          => $orange,
			'color'       => '#ffffff',
			'border_left' => "3px dashed {$paper}",
			'padding'     => '32px 24px',
			'radius'      => array(
				'topRight'    => '14px',
				'bottomRight' => '14px',
			),
		),
		$stub_text(
			__( 'Ticket', 'eventsmith' ),
			array(
				'color'    => $soft,
				'size'     => '12px',
				'tracking' => '4px',
				'case'     => 'uppercase',
			)
		),
		$stub_text(
			'#{{ticket_id}}',
			array(
				'size'   => '18px',
				'weight' => '700',
				'font'   => $mono,
			)
		),
		B::separator( $soft, 'wide' ),
		$stub_text(
			__( 'Seat', 'eventsmith' ),
			array(
				'color'    => $soft,
				'size'     => '12px',
				'tracking' => '4px',
				'case'     => 'uppercase',
			)
		),
		$stub_text(
			'{{attendee_seat}}',
			array(
				'size'   => '30px',
				'weight' => '800',
			)
		),
		$stub_text(
			'{{payment_status}}',
			array(
				'color'    => $soft,
				'size'     => '11px',
				'tracking' => '3px',
				'case'     => 'uppercase',
			)
		)
	)
);

$thumbnail = Thumbnail::landscape( '#ffffff' )
	->rect( 12, 40, 273, 130, $paper, array( 'rx' => 10 ) )
	->rect( 203, 40, 82, 130, $orange, array( 'rx' => 10 ) )
	->rect( 203, 40, 12, 130, $orange )
	->rect( 12, 40, 273, 130, 'none', array( 'rx' => 10, 'stroke' => $ink, 'stroke_width' => 1.5 ) )
	->line( 203, 42, 203, 168, $paper, 2, '4 3' )
	->text( 26, 56, array( 34 ), $orange, 3.5, 'left' )
	->text( 26, 66, array( 130 ), $ink, 13, 'left' )
	->text( 26, 88, array( 120, 80 ), '#78716c', 3.5, 'left' )
	->line( 26, 110, 190, 110, $soft, 1 )
	->text( 26, 122, array( 22, 44 ), '#a8a29e', 3, 'left', 5 )
	->text( 82, 122, array( 22, 36 ), '#a8a29e', 3, 'left', 5 )
	->text( 138, 122, array( 22, 28 ), '#a8a29e', 3, 'left', 5 )
	->text( 244, 70, array( 26, 44 ), $soft, 3.5, 'center', 6 )
	->text( 244, 104, array( 14 ), $soft, 3 )
	->text( 244, 114, array( 30 ), '#ffffff', 12 );

return array(
	'type'        => 'ticket',
	'name'        => __( 'Admission stub', 'eventsmith' ),
	'orientation' => 'landscape',
	'content'     => $content,
	'thumbnail'   => $thumbnail->data_url(),
);
