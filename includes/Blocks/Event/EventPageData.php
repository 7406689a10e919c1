<?php
/**
 * What the event-page blocks show of one event.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Blocks\Event;

use Eventsmith\Domain\DomainError;
use Eventsmith\Domain\Event\DisplayStatus;
use Eventsmith\Domain\Event\EventSchedule;
use Eventsmith\Domain\Event\StatusRules;
use Eventsmith\Domain\Recurrence\RecurrenceRule;
use Eventsmith\Infrastructure\Content\PostTypes;
use Eventsmith\Infrastructure\Events\EventReader;

defined( 'ABSPATH' ) || exit;

/**
 * The facts of one event, read once per request whichever block asks first:
 * its post, stored fields, dates and recurrence rule. The blocks' own views
 * (date, location, people, programme…) are built from it.
 */
final class EventPageData {

	/**
	 * Events read during this request, by id.
	 *
	 * @var array<int, self|null>
	 */
	private static array $read = array();

	/**
	 * Constructor.
	 *
	 * @param \WP_Post             $post     The event post.
	 * @param array<string, mixed> $fields   Stored fields (EventReader::fields()).
	 * @param EventSchedule|null   $schedule Its dates; null when missing or unreadable.
	 * @param RecurrenceRule|null  $rule     Its series rule (the parent's, for an occurrence).
	 */
	private function __construct(
		public readonly \WP_Post $post,
		public readonly array $fields,
		public readonly ?EventSchedule $schedule,
		public readonly ?RecurrenceRule $rule
	) {}

	/**
	 * An event by id, or null when it is not one a visitor may see (drafts,
	 * private and trashed events are for those who may edit them). Read once
	 * per request; EventPages hands views this with the shared reader.
	 *
	 * @param int         $id     Post id.
	 * @param EventReader $reader Reads events.
	 */
	public static function read( int $id, EventReader $reader ): ?self {
		if ( array_key_exists( $id, self::$read ) ) {
			return self::$read[ $id ];
		}
		$post = get_post( $id );
		if ( ! $post instanceof \WP_Post || PostTypes::EVENT !== $post->post_type ) {
			return null;
		}
		if ( 'publish' !== $post->post_status && ! current_user_can( 'edit_post', $id ) ) {
			return null;
		}
		try {
			$fields = $reader->fields( $id );
		} catch ( DomainError ) {
			return null;
		}
		self::$read[ $id ] = new self( $post, $fields, self::schedule_of( $reader, $id ), self::rule_of( $reader, $post ) );
		return self::$read[ $id ];
	}

	/**
	 * The event's id.
	 */
	public function id(): int {
		return $this->post->ID;
	}

	/**
	 * The event's title as stored (escape when printing).
	 */
	public function title(): string {
		return get_the_title( $this->post );
	}

	/**
	 * The event's page.
	 */
	public function url(): string {
		return (string) get_permalink( $this->post );
	}

	/**
	 * The series this event belongs to: its own id, or its parent's for an occurrence.
	 */
	public function series_id(): int {
		return $this->post->post_parent > 0 ? (int) $this->post->post_parent : $this->post->ID;
	}

	/**
	 * Whether the event is one of a series (the parent or an occurrence).
	 */
	public function is_series(): bool {
		return null !== $this->rule;
	}

	/**
	 * Where visitors find it: the address, the online link ('' when there is
	 * none, or when the event keeps it for registered attendees) and whether
	 * the event is online at all (`online`: true even when its link is kept back).
	 *
	 * @return array{address: string, online_url: string, online: bool}
	 */
	public function location(): array {
		$stored = is_array( $this->fields['location'] ?? null ) ? $this->fields['location'] : array();
		$online = (string) ( $stored['online_url'] ?? '' );
		// Stored links were checked on input; only web addresses are ever printed.
		$online = 1 === preg_match( '#^https?://\S+$#i', $online ) ? $online : '';
		return array(
			'address'    => trim( (string) ( $stored['address']['address'] ?? '' ) ),
			'online_url' => $this->online_link_is_public() ? $online : '',
			'online'     => '' !== $online,
		);
	}

	/**
	 * Whether visitors may see the event's online link (Domain\Event\OnlineLink, read by EventReader).
	 */
	public function online_link_is_public(): bool {
		return false !== ( $this->fields['online_link_is_public'] ?? true );
	}

	/**
	 * The status a visitor reads now, or null while it is simply upcoming.
	 */
	public function status(): ?DisplayStatus {
		if ( null === $this->schedule ) {
			return null;
		}
		$status = StatusRules::status_at( false, $this->schedule->start_utc(), $this->schedule->end_utc(), new \DateTimeImmutable( 'now', new \DateTimeZone( 'UTC' ) ) );
		return DisplayStatus::Upcoming === $status ? null : $status;
	}

	/**
	 * Whether the event is called off.
	 */
	public function is_cancelled(): bool {
		return ! empty( $this->fields['cancelled'] );
	}

	/**
	 * Whether the stored end has a time of its own (not the 23:59 filled in for a missing one).
	 */
	public function has_end_time(): bool {
		return '' !== trim( (string) ( $this->fields['end_time'] ?? '' ) );
	}

	/**
	 * The event's dates, or null when they are missing or unreadable in old data.
	 *
	 * @param EventReader $reader Reads stored events.
	 * @param int         $id     Post id.
	 */
	private static function schedule_of( EventReader $reader, int $id ): ?EventSchedule {
		try {
			return $reader->schedule( $id );
		} catch ( DomainError ) {
			// An unknown timezone in old data: read the same wall clock in the site's zone.
			try {
				return EventSchedule::from_fields(
					(string) get_post_meta( $id, '_eventsmith_start_date', true ),
					(string) get_post_meta( $id, '_eventsmith_start_time', true ),
					(string) get_post_meta( $id, '_eventsmith_end_date', true ),
					(string) get_post_meta( $id, '_eventsmith_end_time', true ),
					wp_timezone_string()
				);
			} catch ( DomainError ) {
				return null;
			}
		}
	}

	/**
	 * The recurrence rule of the event's series.
	 *
	 * @param EventReader $reader Reads stored events.
	 * @param \WP_Post    $post   The event post.
	 */
	private static function rule_of( EventReader $reader, \WP_Post $post ): ?RecurrenceRule {
		try {
			return $reader->rule( $post->post_parent > 0 ? (int) $post->post_parent : $post->ID );
		} catch ( DomainError ) {
			return null;
		}
	}
}
