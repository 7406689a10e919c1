<?php
/**
 * Server render of the QR image: the code drawn as SVG on the server (QR-01..05)
 * and the address as a link (shown when the editor asks for it).
 *
 * @var array<string, mixed> $attributes Block attributes.
 * @var WP_Block             $block      Block instance.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

use Eventsmith\Blocks\Templates\QrCodeView;
use Eventsmith\Blocks\Qr\QrImageTarget;

defined( 'ABSPATH' ) || exit;

$eventsmith_target = QrImageTarget::of( (string) ( $attributes['url'] ?? '' ), (int) ( $block->context['postId'] ?? 0 ) );
if ( '' === $eventsmith_target ) {
	return;
}
$eventsmith_caption = trim( wp_strip_all_tags( (string) ( $attributes['caption'] ?? '' ) ) );
$eventsmith_alt     = '' !== $eventsmith_caption
	? $eventsmith_caption
	/* translators: %s: the address the QR code opens. */
	: sprintf( __( 'QR code of %s', 'eventsmith' ), $eventsmith_target );
?>
<figure <?php echo get_block_wrapper_attributes(); ?>>
	<?php echo wp_kses( QrCodeView::markup( 'class="eventsmith-qr-code"', $eventsmith_target, (int) ( $attributes['size'] ?? 160 ), ! empty( $attributes['showLink'] ), $eventsmith_alt ), QrCodeView::ALLOWED_HTML ); ?>
	<?php if ( '' !== $eventsmith_caption ) : ?>
		<figcaption class="wp-block-eventsmith-qr-image__caption"><?php echo esc_html( $eventsmith_caption ); ?></figcaption>
	<?php endif; ?>
</figure>
