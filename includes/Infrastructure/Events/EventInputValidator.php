<?php
/**
 * Checks an event's fields before anything is written.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Events;

use Eventsmith\Domain\DomainError;
use Eventsmith\Domain\Event\EventFields;
use Eventsmith\Domain\Event\EventSchedule;
use Eventsmith\Domain\Event\PublishStatus;
use Eventsmith\Domain\Recurrence\RecurrenceRule;
use Eventsmith\Infrastructure\Templates\TemplateRepository;

defined( 'ABSPATH' ) || exit;

/**
 * Turns raw event input into a validated event through the domain rules,
 * plus the checks that need the site: the ticket template and the featured
 * image must exist and be of the right kind.
 */
final class EventInputValidator {

	/**
	 * Constructor.
	 *
	 * @param TemplateRepository $templates Templates (the ticket template must be one of type ticket).
	 */
	public function __construct(
		private TemplateRepository $templates = new TemplateRepository()
	) {}

	/**
	 * Validates a full set of fields.
	 *
	 * @param array<string, mixed> $input Fields.
	 * @return array{fields: array<string, mixed>, schedule: EventSchedule, rule: ?RecurrenceRule, description: string}
	 * @throws DomainError When a field is invalid.
	 */
	public function validate( array $input ): array {
		$recurring = 'yes' === ( $input['recurring_enabled'] ?? ( is_array( $input['recurrence'] ?? null ) ? 'yes' : 'no' ) );
		if ( $recurring && ! is_array( $input['recurrence'] ?? null ) ) {
			throw DomainError::invalid( 'recurrence', __( 'recurrence is required when recurring_enabled is "yes".', 'eventsmith' ) );
		}
		$fields = EventFields::normalise( $input );
		$this->check_ticket_template( $fields['ticket_template'] );
		self::check_featured_image( $fields['featured_image'] );
		return array(
			'fields'      => $fields,
			'schedule'    => EventSchedule::from_fields(
				(string) ( $input['start_date'] ?? '' ),
				(string) ( $input['start_time'] ?? '' ),
				(string) ( $input['end_date'] ?? '' ),
				(string) ( $input['end_time'] ?? '' ),
				(string) ( $input['timezone'] ?? '' )
			),
			'rule'        => $recurring ? RecurrenceRule::from_array( $input['recurrence'] ) : null,
			'description' => wp_kses_post( (string) ( $input['description'] ?? '' ) ),
		);
	}

	/**
	 * Refuses a `status` outside publish, draft and pending, and a
	 * `recurring_enabled` other than yes or no, before anything is written.
	 *
	 * @param array<string, mixed> $input Raw input.
	 * @throws DomainError Naming the field.
	 */
	public function check_enums( array $input ): void {
		if ( array_key_exists( 'status', $input ) ) {
			PublishStatus::from_input( $input['status'] );
		}
		if ( array_key_exists( 'recurring_enabled', $input ) && ! in_array( $input['recurring_enabled'], array( 'yes', 'no' ), true ) ) {
			throw DomainError::invalid( 'recurring_enabled', __( 'recurring_enabled must be "yes" or "no".', 'eventsmith' ) );
		}
	}

	/**
	 * A ticket template id must name a template of type ticket (0: the default layout).
	 *
	 * @param int $id Template id.
	 * @throws DomainError When it names anything else.
	 */
	private function check_ticket_template( int $id ): void {
		if ( 0 === $id ) {
			return;
		}
		try {
			$is_ticket = 'ticket' === $this->templates->find( $id )['type'];
		} catch ( DomainError ) {
			$is_ticket = false;
		}
		if ( ! $is_ticket ) {
			throw DomainError::invalid( 'ticket_template', __( 'ticket_template must be the id of a ticket template, or 0 for the default layout.', 'eventsmith' ), 'eventsmith_invalid_ticket_template' );
		}
	}

	/**
	 * A featured image id must name an image of this site's media library (0: none).
	 *
	 * @param int $id Attachment id.
	 * @throws DomainError When it names anything else.
	 */
	private static function check_featured_image( int $id ): void {
		if ( 0 === $id ) {
			return;
		}
		$attachment = get_post( $id );
		if ( ! $attachment instanceof \WP_Post || 'attachment' !== $attachment->post_type || ! wp_attachment_is_image( $attachment ) ) {
			throw DomainError::invalid( 'featured_image', __( 'featured_image must be the id of an image in this site\'s media library, or 0 for none.', 'eventsmith' ), 'eventsmith_invalid_featured_image' );
		}
	}
}
