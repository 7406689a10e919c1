<?php
/**
 * Server rendering of a signature: image, line, name and title.
 *
 * @package Eventsmith
 *
 * @var array<string, mixed> $attributes Block attributes.
 */

declare( strict_types=1 );

use Eventsmith\Blocks\Templates\TemplateBlocks;

defined( 'ABSPATH' ) || exit;

$eventsmith_wrapper = TemplateBlocks::wrapper( 'eventsmith-signature' );
$eventsmith_image = (string) ( $attributes['imageUrl'] ?? '' );
?>
<div <?php echo $eventsmith_wrapper; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- core-escaped attributes. ?>>
	<div class="eventsmith-signature__image">
		<?php if ( '' !== $eventsmith_image ) : ?>
			<img src="<?php echo esc_url( $eventsmith_image ); ?>" alt="<?php esc_attr_e( 'Signature', 'eventsmith' ); ?>">
		<?php endif; ?>
	</div>
	<p class="eventsmith-signature__name"><?php echo wp_kses_post( (string) ( $attributes['name'] ?? '' ) ); ?></p>
	<p class="eventsmith-signature__title"><?php echo wp_kses_post( (string) ( $attributes['title'] ?? '' ) ); ?></p>
</div>
