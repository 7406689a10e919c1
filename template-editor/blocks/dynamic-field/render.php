<?php
/**
 * Server rendering of a dynamic field: the chosen placeholder's token, which
 * the template renderer replaces with the escaped value. Outside a template
 * render nothing is printed, so a raw token never shows.
 *
 * @package Eventsmith
 *
 * @var array<string, mixed> $attributes Block attributes.
 * @var WP_Block             $block      Block instance.
 */

declare( strict_types=1 );

use Eventsmith\Blocks\Templates\TemplateBlocks;
use Eventsmith\Domain\Template\Placeholders;

defined( 'ABSPATH' ) || exit;

$eventsmith_field = (string) ( $attributes['field'] ?? '' );
if ( empty( $block->context['eventsmith/rendering'] ) || ! in_array( $eventsmith_field, Placeholders::KEYS, true ) ) {
	return;
}
$eventsmith_wrapper = TemplateBlocks::wrapper( 'eventsmith-dynamic-field' );
$eventsmith_label = trim( (string) ( $attributes['label'] ?? '' ) );
?>
<div <?php echo $eventsmith_wrapper; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- core-escaped attributes. ?>>
	<?php if ( ! empty( $attributes['showLabel'] ) && '' !== $eventsmith_label ) : ?>
		<span class="eventsmith-dynamic-field__label"><?php echo esc_html( $eventsmith_label ); ?>: </span>
	<?php endif; ?>
	<span class="eventsmith-dynamic-field__value"><?php echo esc_html( Placeholders::token( $eventsmith_field ) ); ?></span>
</div>
