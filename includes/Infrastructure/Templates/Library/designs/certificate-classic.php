<?php
/**
 * Library design "Classic": a certificate in a double gold frame, set in serif type.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Templates\Library;

use Eventsmith\Infrastructure\Templates\Library\BlockMarkup as B;

defined( 'ABSPATH' ) || exit;

$serif = "Georgia, 'Times New Roman', Times, serif";
$gold  = '#a67c2e';
$ink   = '#2d2417';
$muted = '#6b5a45';

$signature = static fn( string $value, string $label ): string => B::column(
	array(),
	B::paragraph(
		$value,
		array(
			'align' => 'center',
			'color' => $ink,
			'size'  => '15px',
			'font'  => $serif,
		)
	),
	B::separator( $gold, 'wide' ),
	B::paragraph(
		$label,
		array(
			'align'    => 'center',
			'color'    => $muted,
			'size'     => '11px',
			'tracking' => '3px',
			'case'     => 'uppercase',
		)
	)
);

$content = B::group(
	array(
		'bg'         => '#fffdf6',
		'border'     => "12px double {$gold}",
		'padding'    => '88px 80px',
		'min_height' => '595px',
		'layout'     => 'default',
		'gap'        => '14px',
	),
	B::paragraph(
		__( 'Certificate of Attendance', 'eventsmith' ),
		array(
			'align'    => 'center',
			'color'    => $gold,
			'size'     => '16px',
			'font'     => $serif,
			'weight'   => '700',
			'tracking' => '6px',
			'case'     => 'uppercase',
		)
	),
	B::separator( $gold ),
	B::paragraph(
		__( 'This certificate is proudly presented to', 'eventsmith' ),
		array(
			'align'  => 'center',
			'color'  => $muted,
			'size'   => '17px',
			'font'   => $serif,
			'italic' => true,
		)
	),
	B::heading(
		1,
		'{{attendee_name}}',
		array(
			'align'  => 'center',
			'color'  => $ink,
			'size'   => '52px',
			'font'   => $serif,
			'weight' => '400',
		)
	),
	B::paragraph(
		__( 'in recognition of attending <strong>{{event_title}}</strong>, held on {{event_start_date}} at {{event_location}}.', 'eventsmith' ),
		array(
			'align'   => 'center',
			'color'   => $muted,
			'size'    => '16px',
			'font'    => $serif,
			'leading' => '1.6',
		)
	),
	B::spacer( '56px' ),
	B::columns(
		array(
			'stack'  => false,
			'valign' => 'bottom',
		),
		$signature( '{{event_start_date}}', __( 'Date', 'eventsmith' ) ),
		B::column(
			array( 'valign' => 'center' ),
			B::paragraph(
				'✦',
				array(
					'align' => 'center',
					'color' => $gold,
					'size'  => '32px',
				)
			)
		),
		$signature( '{{ticket_id}}', __( 'Certificate ID', 'eventsmith' ) )
	)
);

$thumbnail = Thumbnail::landscape( '#fffdf6' )
	->frame( 8, $gold, 3 )
	->frame( 13, $gold, 1 )
	->text( 148.5, 34, array( 92 ), $gold, 5 )
	->line( 133, 48, 164, 48, $gold, 1.2 )
	->text( 148.5, 58, array( 80 ), $muted, 3.5 )
	->text( 148.5, 72, array( 140 ), $ink, 13 )
	->text( 148.5, 96, array( 170, 120 ), $muted, 3.5 )
	->line( 52, 156, 112, 156, $gold, 1 )
	->line( 185, 156, 245, 156, $gold, 1 )
	->text( 82, 148, array( 40 ), $ink, 3.5 )
	->text( 215, 148, array( 40 ), $ink, 3.5 )
	->text( 82, 161, array( 20 ), $muted, 2.5 )
	->text( 215, 161, array( 30 ), $muted, 2.5 )
	->circle( 148.5, 154, 9, 'none', array( 'stroke' => $gold, 'stroke_width' => 1.5 ) );

return array(
	'type'        => 'certificate',
	'name'        => __( 'Classic', 'eventsmith' ),
	'orientation' => 'landscape',
	'content'     => $content,
	'thumbnail'   => $thumbnail->data_url(),
);
