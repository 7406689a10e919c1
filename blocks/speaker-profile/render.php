<?php
/**
 * Server render of a speaker's profile: photo, role, bio, social links and
 * the upcoming events they take part in.
 *
 * @var array<string, mixed> $attributes Block attributes.
 * @var WP_Block             $block      The block.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

defined( 'ABSPATH' ) || exit;

$eventsmith_id      = (int) ( $attributes['speakerId'] ?? 0 );
$eventsmith_id      = $eventsmith_id > 0 ? $eventsmith_id : (int) ( isset( $block ) ? ( $block->context['postId'] ?? 0 ) : 0 );
$eventsmith_profile = $eventsmith_source->for_speaker( $eventsmith_id );
if ( null === $eventsmith_profile ) {
	if ( current_user_can( 'edit_posts' ) ) {
		printf(
			'<div %1$s role="alert"><p>%2$s</p></div>',
			get_block_wrapper_attributes( array( 'class' => 'is-error' ) ),
			esc_html__( 'Choose the speaker this block shows, or place it on a speaker page.', 'eventsmith' )
		);
	}
	return;
}
$eventsmith_person   = $eventsmith_profile->person;
$eventsmith_upcoming = $eventsmith_profile->upcoming();
?>
<div <?php echo get_block_wrapper_attributes(); ?>>
	<div class="wp-block-eventsmith-speaker-profile__card">
		<?php if ( '' !== $eventsmith_person['photo_url'] ) : ?>
			<img class="wp-block-eventsmith-speaker-profile__photo" src="<?php echo esc_url( $eventsmith_person['photo_url'] ); ?>" alt="<?php echo esc_attr( $eventsmith_person['name'] ); ?>" width="160" height="160" />
		<?php else : ?>
			<span class="wp-block-eventsmith-speaker-profile__photo is-initial" aria-hidden="true"><?php echo esc_html( mb_substr( $eventsmith_person['name'], 0, 1 ) ); ?></span>
		<?php endif; ?>
		<div>
			<?php if ( '' !== $eventsmith_profile->role() ) : ?>
				<p class="wp-block-eventsmith-speaker-profile__role"><?php echo esc_html( $eventsmith_profile->role() ); ?></p>
			<?php endif; ?>
			<?php if ( array() !== $eventsmith_profile->links() ) : ?>
				<ul class="wp-block-eventsmith-speaker-profile__links">
					<?php foreach ( $eventsmith_profile->links() as $eventsmith_link ) : ?>
						<li><a href="<?php echo esc_url( $eventsmith_link['url'] ); ?>" rel="me noopener"><?php echo esc_html( '' !== (string) $eventsmith_link['network'] ? (string) $eventsmith_link['network'] : (string) wp_parse_url( $eventsmith_link['url'], PHP_URL_HOST ) ); ?></a></li>
					<?php endforeach; ?>
				</ul>
			<?php endif; ?>
		</div>
	</div>
	<?php if ( '' !== trim( wp_strip_all_tags( (string) $eventsmith_person['bio'] ) ) ) : ?>
		<div class="wp-block-eventsmith-speaker-profile__bio"><?php echo wp_kses_post( wpautop( (string) $eventsmith_person['bio'] ) ); ?></div>
	<?php endif; ?>
	<section class="wp-block-eventsmith-speaker-profile__events">
		<h2 class="wp-block-eventsmith-speaker-profile__heading"><?php esc_html_e( 'Upcoming events', 'eventsmith' ); ?></h2>
		<?php if ( array() === $eventsmith_upcoming ) : ?>
			<p><?php esc_html_e( 'No upcoming events yet.', 'eventsmith' ); ?></p>
		<?php else : ?>
			<ul>
				<?php foreach ( $eventsmith_upcoming as $eventsmith_event ) : ?>
					<li>
						<a class="wp-block-eventsmith-speaker-profile__event" href="<?php echo esc_url( $eventsmith_event['url'] ); ?>"><?php echo esc_html( $eventsmith_event['title'] ); ?></a>
						<span class="wp-block-eventsmith-speaker-profile__when"><?php echo esc_html( $eventsmith_event['when'] ); ?> · <?php echo esc_html( $eventsmith_event['as'] ); ?></span>
						<?php if ( array() !== $eventsmith_event['sessions'] ) : ?>
							<span class="wp-block-eventsmith-speaker-profile__sessions"><?php echo esc_html( implode( ' · ', $eventsmith_event['sessions'] ) ); ?></span>
						<?php endif; ?>
					</li>
				<?php endforeach; ?>
			</ul>
		<?php endif; ?>
	</section>
</div>
