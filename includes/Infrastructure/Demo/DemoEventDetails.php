<?php
/**
 * What makes a demo event page complete: people, a programme, an image and,
 * for some, an online link.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Demo;

use Eventsmith\Domain\DomainError;
use Eventsmith\Infrastructure\Events\EventReader;
use Eventsmith\Infrastructure\Events\EventRepository;
use Eventsmith\Infrastructure\Schedules\ScheduleRepository;

defined( 'ABSPATH' ) || exit;

/**
 * Gives every demo event two speakers, an organizer, its own programme on its
 * first day, a featured image from the plugin's assets/demo/ folder, and
 * every fourth one an online link, so a newcomer's first event page shows
 * everything. Runs after the people and events exist; each event is dressed
 * once (demo key `details-{n}` on its programme). Two events show a design
 * from the template library instead of the default layout.
 */
final class DemoEventDetails {

	private const IMAGES = array( 'event-1.jpg', 'event-2.jpg', 'event-3.jpg', 'event-4.jpg' );
	private const PEOPLE = 15;

	/** Demo events (by number) whose page shows a library design instead of the default layout. */
	private const LANDING = array(
		1 => 'template-event-conference',
		2 => 'template-event-meetup',
	);

	/**
	 * Constructor.
	 *
	 * @param EventRepository    $events    Event storage.
	 * @param EventReader        $reader    Reads stored events.
	 * @param ScheduleRepository $schedules Schedule storage.
	 * @param string             $images    Folder of the demo images.
	 */
	public function __construct(
		private EventRepository $events,
		private EventReader $reader,
		private ScheduleRepository $schedules,
		private string $images
	) {}

	/**
	 * Dresses the demo events that are not dressed yet.
	 *
	 * @param callable(string): bool      $exists  Whether a demo key was seeded before.
	 * @param callable(int, string): void $mark    Records a created post's demo key.
	 * @param callable(string): int       $post_of Any post (published or not) seeded under a key, or 0.
	 * @return int How many events were dressed.
	 */
	public function seed( callable $exists, callable $mark, callable $post_of ): int {
		$people = array_values( array_filter( array_map( static fn( int $n ): int => $post_of( 'speaker-' . $n ), range( 0, self::PEOPLE - 1 ) ) ) );
		if ( count( $people ) < 3 ) {
			return 0;
		}
		$images  = $this->images( $exists, $mark, $post_of );
		$dressed = 0;
		$keys    = array_merge( array_map( static fn( int $n ): string => 'event-' . $n, range( 0, 27 ) ), array( 'event-series' ) );
		foreach ( $keys as $n => $key ) {
			$id = $post_of( $key );
			if ( 0 === $id || $exists( 'details-' . $key ) ) {
				continue;
			}
			try {
				$this->dress( $id, $n, $people, $images, $mark, $key, isset( self::LANDING[ $n ] ) ? $post_of( self::LANDING[ $n ] ) : 0 );
				++$dressed;
			} catch ( DomainError ) {
				continue;
			}
		}
		return $dressed;
	}

	/**
	 * Gives one event its people, programme, image and, for some, an online link.
	 *
	 * @param int                         $id     Event id.
	 * @param int                         $n      The event's number among the demo events.
	 * @param list<int>                   $people Speaker ids.
	 * @param list<int>                   $images Attachment ids.
	 * @param callable(int, string): void $mark   Records a created post's demo key.
	 * @param string                      $key    The event's demo key.
	 * @param int                         $design Event Landing template its page uses (0: the default layout).
	 * @throws DomainError When the event cannot be read or saved.
	 */
	private function dress( int $id, int $n, array $people, array $images, callable $mark, string $key, int $design ): void {
		$fields   = $this->reader->fields( $id );
		$pick     = static fn( int $offset ): int => $people[ ( $n + $offset ) % count( $people ) ];
		$speakers = array_values( array_unique( array( $pick( 0 ), $pick( 5 ) ) ) );
		$schedule = $this->schedules->create(
			array(
				/* translators: %s: event title. */
				'program_title' => sprintf( __( '%s: programme', 'eventsmith' ), $fields['title'] ),
				'date'          => (string) $fields['start_date'],
				'sessions'      => array(
					$this->session( '09:30', '10:00', __( 'Welcome and coffee', 'eventsmith' ), array() ),
					$this->session( '10:00', '11:00', __( 'Opening keynote', 'eventsmith' ), array( $speakers[0] ) ),
					$this->session( '11:15', '12:30', __( 'Hands-on session', 'eventsmith' ), $speakers ),
					$this->session( '14:00', '15:00', __( 'Panel and questions', 'eventsmith' ), array_values( array_unique( array_merge( $speakers, array( $pick( 10 ) ) ) ) ) ),
				),
			)
		);
		$mark( (int) $schedule['id'], 'details-' . $key );
		$changes = array(
			'speakers'   => $speakers,
			'organizers' => array( $pick( 10 ) ),
			'schedules'  => array( (int) $schedule['id'] ),
		);
		if ( array() !== $images ) {
			$changes['featured_image'] = $images[ $n % count( $images ) ];
		}
		if ( $design > 0 ) {
			$changes['landing_template'] = $design;
		}
		if ( 3 === $n % 4 ) {
			$address             = is_array( $fields['location'] ) ? (string) ( $fields['location']['address']['address'] ?? '' ) : '';
			$changes['location'] = array(
				// Every eighth event is online only; the others in between are hybrid.
				'address'    => array( 'address' => 7 === $n % 8 ? '' : $address ),
				'online_url' => 'https://meet.example.org/' . sanitize_title( (string) $fields['title'] ),
			);
		}
		$this->events->update( $id, $changes );
	}

	/**
	 * The demo images in the media library, imported once each.
	 *
	 * @param callable(string): bool      $exists  Whether a demo key was seeded before.
	 * @param callable(int, string): void $mark    Records a created post's demo key.
	 * @param callable(string): int       $post_of Any post seeded under a key, or 0.
	 * @return list<int> Attachment ids.
	 */
	private function images( callable $exists, callable $mark, callable $post_of ): array {
		$ids = array();
		foreach ( self::IMAGES as $n => $file ) {
			$key = 'image-' . $n;
			if ( $exists( $key ) ) {
				$ids[] = $post_of( $key );
				continue;
			}
			$id = $this->import( $this->images . '/' . $file );
			if ( $id > 0 ) {
				$mark( $id, $key );
				$ids[] = $id;
			}
		}
		return array_values( array_filter( $ids ) );
	}

	/**
	 * Copies an image into the uploads folder as a media library item.
	 *
	 * @param string $path Image file.
	 * @return int Attachment id, 0 when it could not be imported.
	 */
	private function import( string $path ): int {
		$bits = is_readable( $path ) ? file_get_contents( $path ) : false; // phpcs:ignore WordPress.WP.AlternativeFunctions -- a local file of the plugin.
		if ( false === $bits ) {
			return 0;
		}
		$upload = wp_upload_bits( 'eventsmith-demo-' . basename( $path ), null, $bits );
		if ( ! empty( $upload['error'] ) ) {
			return 0;
		}
		$id = wp_insert_attachment(
			array(
				'post_mime_type' => 'image/jpeg',
				'post_title'     => __( 'Eventsmith demo image', 'eventsmith' ),
				'post_status'    => 'inherit',
			),
			$upload['file']
		);
		if ( ! $id || is_wp_error( $id ) ) {
			return 0;
		}
		require_once ABSPATH . 'wp-admin/includes/image.php';
		wp_update_attachment_metadata( $id, wp_generate_attachment_metadata( $id, $upload['file'] ) );
		update_post_meta( $id, '_wp_attachment_image_alt', '' );
		return (int) $id;
	}

	/**
	 * One session of a programme.
	 *
	 * @param string    $start    H:i.
	 * @param string    $end      H:i.
	 * @param string    $title    Title.
	 * @param list<int> $speakers Speaker ids.
	 * @return array<string, mixed>
	 */
	private function session( string $start, string $end, string $title, array $speakers ): array {
		return array(
			'start_time' => $start,
			'end_time'   => $end,
			'title'      => $title,
			'objective'  => '',
			'speakers'   => $speakers,
			'location'   => __( 'Main room', 'eventsmith' ),
		);
	}
}
