<?php
/**
 * Server rendering of the page body: background and the inner blocks.
 *
 * @package Eventsmith
 *
 * @var array<string, mixed> $attributes Block attributes.
 * @var string               $content    Rendered inner blocks.
 */

declare( strict_types=1 );

use Eventsmith\Blocks\Templates\TemplateBlocks;
use Eventsmith\Domain\Template\DeviceStyles;

defined( 'ABSPATH' ) || exit;

$eventsmith_styling = is_array( $attributes['bodyStyling'] ?? null ) ? $attributes['bodyStyling'] : array();
$eventsmith_body    = array(
	'backgroundColor' => (string) ( $eventsmith_styling['backgroundColor'] ?? '' ),
	'padding'         => (string) ( $eventsmith_styling['padding'] ?? '' ),
);
$eventsmith_image   = esc_url_raw( (string) ( $eventsmith_styling['backgroundImage'] ?? '' ) );
if ( '' !== $eventsmith_image ) {
	$eventsmith_body['backgroundImage']    = 'url("' . str_replace( '"', '%22', $eventsmith_image ) . '")';
	$eventsmith_body['backgroundSize']     = (string) ( $eventsmith_styling['backgroundSize'] ?? 'cover' );
	$eventsmith_body['backgroundPosition'] = 'center';
	$eventsmith_body['backgroundRepeat']   = 'no-repeat';
}
$eventsmith_wrapper = TemplateBlocks::wrapper( 'eventsmith-certificate-body', DeviceStyles::declarations( $eventsmith_body ) );
?>
<div <?php echo $eventsmith_wrapper; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- core-escaped attributes. ?>><?php echo $content; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- rendered blocks. ?></div>
