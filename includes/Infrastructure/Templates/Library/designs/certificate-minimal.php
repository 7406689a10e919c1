<?php
/**
 * Library design "Minimal": a quiet portrait certificate, left-aligned, with a hairline frame.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Templates\Library;

use Eventsmith\Infrastructure\Templates\Library\BlockMarkup as B;

defined( 'ABSPATH' ) || exit;

$sans  = "'Helvetica Neue', Helvetica, Arial, sans-serif";
$ink   = '#18181b';
$muted = '#71717a';

$label = static fn( string $text ): string => B::paragraph(
	$text,
	array(
		'color'    => '#a1a1aa',
		'size'     => '11px',
		'tracking' => '2px',
		'case'     => 'uppercase',
	)
);
$value = static fn( string $text ): string => B::paragraph(
	$text,
	array(
		'color'  => $ink,
		'size'   => '14px',
		'margin' => array( 'top' => '4px' ),
	)
);

$content = B::group(
	array(
		'bg'         => '#ffffff',
		'border'     => '1px solid #d4d4d8',
		'padding'    => '80px 64px',
		'min_height' => '842px',
		'layout'     => 'default',
		'font'       => $sans,
	),
	B::paragraph(
		__( 'Certificate of Completion', 'eventsmith' ),
		array(
			'color'    => $muted,
			'size'     => '12px',
			'tracking' => '4px',
			'case'     => 'uppercase',
		)
	),
	B::spacer( '160px' ),
	B::paragraph(
		__( 'Presented to', 'eventsmith' ),
		array(
			'color' => $muted,
			'size'  => '14px',
		)
	),
	B::heading(
		1,
		'{{attendee_name}}',
		array(
			'color'   => $ink,
			'font'    => $sans,
			'size'    => '44px',
			'weight'  => '300',
			'leading' => '1.15',
		)
	),
	B::separator( $ink, 'wide' ),
	B::paragraph(
		'{{event_title}}',
		array(
			'color'  => $ink,
			'size'   => '20px',
			'weight' => '500',
		)
	),
	B::paragraph(
		'{{event_start_date}} · {{event_location}}',
		array(
			'color' => $muted,
			'size'  => '14px',
		)
	),
	B::spacer( '200px' ),
	B::columns(
		array( 'stack' => false ),
		B::column( array(), $label( __( 'Certificate ID', 'eventsmith' ) ), $value( '{{ticket_id}}' ) ),
		B::column( array(), $label( __( 'Issued', 'eventsmith' ) ), $value( '{{event_start_date}}' ) )
	)
);

$thumbnail = Thumbnail::portrait( '#ffffff' )
	->frame( 6, '#d4d4d8', 0.8 )
	->text( 24, 28, array( 62 ), $muted, 3, 'left' )
	->text( 24, 96, array( 36 ), $muted, 3, 'left' )
	->text( 24, 106, array( 130 ), $ink, 12, 'left' )
	->line( 24, 126, 186, 126, $ink, 0.8 )
	->text( 24, 134, array( 96 ), $ink, 5, 'left' )
	->text( 24, 145, array( 70 ), $muted, 3, 'left' )
	->text( 24, 250, array( 36, 28 ), '#a1a1aa', 2.5, 'left', 4 )
	->text( 110, 250, array( 20, 40 ), '#a1a1aa', 2.5, 'left', 4 );

return array(
	'type'        => 'certificate',
	'name'        => __( 'Minimal', 'eventsmith' ),
	'orientation' => 'portrait',
	'content'     => $content,
	'thumbnail'   => $thumbnail->data_url(),
);
