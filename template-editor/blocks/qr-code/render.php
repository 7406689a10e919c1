<?php
/**
 * Server rendering of the ticket QR code: the verify address in a data
 * attribute (the view script draws the code) and as a link that works
 * without JavaScript. Nothing is printed outside a ticket render.
 *
 * @package Eventsmith
 *
 * @var array<string, mixed> $attributes Block attributes.
 * @var WP_Block             $block      Block instance.
 */

declare( strict_types=1 );

use Eventsmith\Blocks\Templates\QrCodeView;

defined( 'ABSPATH' ) || exit;

echo QrCodeView::render( $attributes, (string) ( $block->context['eventsmith/verifyUrl'] ?? '' ) ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped in the view.
