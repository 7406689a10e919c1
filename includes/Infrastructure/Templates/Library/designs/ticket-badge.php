<?php
/**
 * Library design "Badge": a portrait name badge with the ticket type on a coloured footer.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Templates\Library;

use Eventsmith\Infrastructure\Templates\Library\BlockMarkup as B;

defined( 'ABSPATH' ) || exit;

$sans  = "'Helvetica Neue', Helvetica, Arial, sans-serif";
$mono  = 'ui-monospace, Menlo, Consolas, monospace';
$navy  = '#0f172a';
$amber = '#f59e0b';

$content = B::group(
	array(
		'bg'      => '#ffffff',
		'border'  => "2px solid {$navy}",
		'radius'  => '24px',
		'padding' => '0',
		'layout'  => 'default',
		'gap'     => '0',
		'font'    => $sans,
	),
	B::group(
		array(
			'bg'      => $navy,
			'color'   => '#ffffff',
			'padding' => '48px 40px',
			'radius'  => array(
				'topLeft'  => '22px',
				'topRight' => '22px',
			),
			'layout'  => 'default',
		),
		B::paragraph(
			'{{event_title}}',
			array(
				'align'  => 'center',
				'size'   => '22px',
				'weight' => '800',
			)
		),
		B::paragraph(
			'{{event_start_date}} · {{event_location}}',
			array(
				'align' => 'center',
				'color' => '#cbd5e1',
				'size'  => '14px',
			)
		)
	),
	B::group(
		array(
			'padding' => '170px 40px',
			'layout'  => 'default',
		),
		B::paragraph(
			__( 'Hello, my name is', 'eventsmith' ),
			array(
				'align'    => 'center',
				'color'    => '#64748b',
				'size'     => '15px',
				'tracking' => '4px',
				'case'     => 'uppercase',
			)
		),
		B::heading(
			1,
			'{{attendee_name}}',
			array(
				'align'   => 'center',
				'color'   => $navy,
				'font'    => $sans,
				'size'    => '60px',
				'weight'  => '800',
				'leading' => '1.05',
			)
		)
	),
	B::group(
		array(
			'bg'      => $amber,
			'color'   => $navy,
			'padding' => '28px 40px',
			'radius'  => array(
				'bottomLeft'  => '22px',
				'bottomRight' => '22px',
			),
			'layout'  => 'default',
		),
		B::paragraph(
			'{{ticket_type}}',
			array(
				'align'    => 'center',
				'size'     => '26px',
				'weight'   => '800',
				'tracking' => '6px',
				'case'     => 'uppercase',
			)
		),
		B::paragraph(
			'#{{ticket_id}}',
			array(
				'align' => 'center',
				'size'  => '12px',
				'font'  => $mono,
			)
		)
	)
);

$thumbnail = Thumbnail::portrait( '#e2e8f0' )
	->rect( 40, 14, 130, 269, '#ffffff', array( 'rx' => 12 ) )
	->rect( 40, 14, 130, 62, $navy, array( 'rx' => 12 ) )
	->rect( 40, 60, 130, 16, $navy )
	->rect( 40, 230, 130, 53, $amber, array( 'rx' => 12 ) )
	->rect( 40, 230, 130, 14, $amber )
	->rect( 40, 14, 130, 269, 'none', array( 'rx' => 12, 'stroke' => $navy, 'stroke_width' => 1.5 ) )
	->rect( 91, 22, 28, 5, '#e2e8f0', array( 'rx' => 2.5 ) )
	->text( 105, 40, array( 80 ), '#ffffff', 5 )
	->text( 105, 52, array( 60 ), '#cbd5e1', 3 )
	->text( 105, 130, array( 52 ), '#94a3b8', 3 )
	->text( 105, 142, array( 104, 70 ), $navy, 13, 'center', 6 )
	->text( 105, 250, array( 64 ), $navy, 7 )
	->text( 105, 264, array( 26 ), $navy, 2.5 );

return array(
	'type'        => 'ticket',
	'name'        => __( 'Badge', 'eventsmith' ),
	'orientation' => 'portrait',
	'content'     => $content,
	'thumbnail'   => $thumbnail->data_url(),
);
