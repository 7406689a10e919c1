<?php
/**
 * Library design "Modern": a certificate with a bold indigo band and large sans-serif type.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Templates\Library;

use Eventsmith\Infrastructure\Templates\Library\BlockMarkup as B;

defined( 'ABSPATH' ) || exit;

$sans   = "'Helvetica Neue', Helvetica, Arial, sans-serif";
$indigo = '#4338ca';
$ink    = '#0f172a';
$muted  = '#64748b';

$fact = static fn( string $label, string $value ): string => B::column(
	array(),
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
			'size'   => '16px',
			'weight' => '600',
			'margin' => array( 'top' => '4px' ),
		)
	)
);

$content = B::group(
	array(
		'bg'      => $indigo,
		'padding' => '28px 56px',
		'layout'  => 'default',
		'font'    => $sans,
	),
	B::columns(
		array(
			'stack'  => false,
			'valign' => 'center',
		),
		B::column(
			array(),
			B::paragraph(
				__( 'Certificate', 'eventsmith' ),
				array(
					'color'    => '#ffffff',
					'size'     => '16px',
					'weight'   => '800',
					'tracking' => '8px',
					'case'     => 'uppercase',
				)
			)
		),
		B::column(
			array(),
			B::paragraph(
				'{{event_title}}',
				array(
					'align'  => 'right',
					'color'  => '#c7d2fe',
					'size'   => '14px',
					'weight' => '600',
				)
			)
		)
	)
) . "\n\n" . B::group(
	array(
		'bg'            => '#ffffff',
		'border_bottom' => '10px solid #f59e0b',
		'margin'        => array( 'top' => '0' ),
		'padding'       => '56px 56px 48px',
		'layout'        => 'default',
		'font'          => $sans,
	),
	B::paragraph(
		__( 'Awarded to', 'eventsmith' ),
		array(
			'color'    => $indigo,
			'size'     => '13px',
			'weight'   => '700',
			'tracking' => '4px',
			'case'     => 'uppercase',
		)
	),
	B::heading(
		1,
		'{{attendee_name}}',
		array(
			'color'   => $ink,
			'font'    => $sans,
			'size'    => '56px',
			'weight'  => '800',
			'leading' => '1.1',
		)
	),
	B::paragraph(
		__( 'For attending <strong>{{event_title}}</strong> on {{event_start_date}}. Thank you for learning, sharing and taking part.', 'eventsmith' ),
		array(
			'color'   => '#475569',
			'size'    => '17px',
			'leading' => '1.6',
		)
	),
	B::spacer( '24px' ),
	B::columns(
		array( 'stack' => false ),
		$fact( __( 'Date', 'eventsmith' ), '{{event_start_date}}' ),
		$fact( __( 'Location', 'eventsmith' ), '{{event_location}}' ),
		$fact( __( 'Certificate ID', 'eventsmith' ), '{{ticket_id}}' )
	)
);

$thumbnail = Thumbnail::landscape( '#ffffff' )
	->rect( 0, 0, 297, 34, $indigo )
	->text( 20, 15, array( 62 ), '#ffffff', 5, 'left' )
	->text( 277, 15, array( 48 ), '#c7d2fe', 4, 'right' )
	->text( 20, 56, array( 34 ), $indigo, 3.5, 'left' )
	->text( 20, 68, array( 170 ), $ink, 16, 'left' )
	->text( 20, 96, array( 220, 150 ), '#94a3b8', 3.5, 'left' )
	->text( 20, 150, array( 24, 46 ), $muted, 3.5, 'left', 5 )
	->text( 110, 150, array( 30, 52 ), $muted, 3.5, 'left', 5 )
	->text( 200, 150, array( 36, 40 ), $muted, 3.5, 'left', 5 )
	->rect( 0, 203, 297, 7, '#f59e0b' );

return array(
	'type'        => 'certificate',
	'name'        => __( 'Modern', 'eventsmith' ),
	'orientation' => 'landscape',
	'content'     => $content,
	'thumbnail'   => $thumbnail->data_url(),
);
