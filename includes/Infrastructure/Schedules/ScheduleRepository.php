<?php
/**
 * Schedules (programs) stored as `eventsmith_schedule` posts.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Schedules;

use Eventsmith\Domain\DomainError;
use Eventsmith\Domain\Schedule\Schedule;
use Eventsmith\Domain\Schedule\ScheduleDate;
use Eventsmith\Infrastructure\Content\PostStore;
use Eventsmith\Infrastructure\Content\PostTypes;
use Eventsmith\Infrastructure\Speakers\SpeakerRepository;
use WP_Post;

defined( 'ABSPATH' ) || exit;

/**
 * The program title is the post title; the date ('Y-m-d') and the sessions
 * are post meta. Lists are sorted by date, newest first, then by title.
 */
final class ScheduleRepository {

	public const META_DATE     = '_eventsmith_date';
	public const META_SESSIONS = '_eventsmith_sessions';

	/**
	 * Meta that belongs to one post only and is not copied by a clone.
	 */
	private const NOT_COPIED = array( '_edit_lock', '_edit_last', '_wp_old_slug', '_wp_old_date' );

	/**
	 * The posts.
	 *
	 * @var PostStore
	 */
	private PostStore $posts;

	/**
	 * Constructor.
	 *
	 * @param SpeakerRepository $speakers Speakers, to check the ids sessions name.
	 */
	public function __construct( private SpeakerRepository $speakers ) {
		$this->posts = new PostStore(
			PostTypes::SCHEDULE,
			static fn( string $field ): DomainError => new DomainError(
				'eventsmith_schedule_not_found',
				__( 'No schedule has this id.', 'eventsmith' ),
				DomainError::NOT_FOUND,
				$field
			)
		);
	}

	/**
	 * One schedule.
	 *
	 * @param int $id Post id.
	 * @return array{id: int, program_title: string, date: string, sessions: list<array<string, mixed>>}
	 * @throws DomainError When there is no such schedule.
	 */
	public function find( int $id ): array {
		return $this->record( $this->posts->get( $id ) );
	}

	/**
	 * A page of schedules, newest date first, and how many match in all.
	 *
	 * @param string   $search   Text the program title contains ('' for any).
	 * @param int|null $year     Only schedules dated in this year, or null for any.
	 * @param int      $paged    Page from 1.
	 * @param int      $per_page Schedules per page.
	 * @return array{items: list<array<string, mixed>>, total: int}
	 */
	public function list( string $search, ?int $year, int $paged, int $per_page ): array {
		$date_clause = array(
			'key'     => self::META_DATE,
			'compare' => 'EXISTS',
		);
		if ( null !== $year ) {
			$date_clause = array(
				'key'     => self::META_DATE,
				'value'   => ScheduleDate::year_range( $year ),
				'compare' => 'BETWEEN',
			);
		}
		$args = array(
			'meta_query' => array( 'schedule_date' => $date_clause ), // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_query -- Schedules are few; the date is their only sort key.
			'orderby'    => array(
				'schedule_date' => 'DESC',
				'title'         => 'ASC',
				'ID'            => 'ASC',
			),
		);
		if ( '' !== $search ) {
			$args['s']              = $search;
			$args['search_columns'] = array( 'post_title' );
		}

		$page = $this->posts->page( $args, $paged, $per_page );
		return array(
			'items' => array_map( array( $this, 'record' ), $page['posts'] ),
			'total' => $page['total'],
		);
	}

	/**
	 * Creates a published schedule.
	 *
	 * @param array<string, mixed> $input Fields: program_title, date, sessions.
	 * @return array<string, mixed> The stored schedule.
	 * @throws DomainError Naming the field at fault; nothing is stored then.
	 */
	public function create( array $input ): array {
		$schedule = Schedule::from_array( $input );
		$this->check_speakers( $schedule );

		$id = wp_insert_post(
			wp_slash(
				array(
					'post_type'   => PostTypes::SCHEDULE,
					'post_status' => 'publish',
					'post_title'  => sanitize_text_field( $schedule->program_title ),
				)
			),
			true
		);
		if ( is_wp_error( $id ) ) {
			throw new \RuntimeException( esc_html( $id->get_error_message() ) );
		}
		$this->save( $id, $schedule );
		return $this->find( $id );
	}

	/**
	 * Changes the given fields of a schedule; the others keep their values.
	 *
	 * @param int                  $id      Post id.
	 * @param array<string, mixed> $changes Some of program_title, date, sessions.
	 * @return array<string, mixed> The stored schedule.
	 * @throws DomainError When there is no such schedule or a field is invalid; nothing is stored then.
	 */
	public function update( int $id, array $changes ): array {
		$schedule = Schedule::from_array( $changes + $this->find( $id ) );
		if ( array_key_exists( 'sessions', $changes ) ) {
			$this->check_speakers( $schedule );
		}

		$updated = wp_update_post(
			wp_slash(
				array(
					'ID'         => $id,
					'post_title' => sanitize_text_field( $schedule->program_title ),
				)
			),
			true
		);
		if ( is_wp_error( $updated ) ) {
			throw new \RuntimeException( esc_html( $updated->get_error_message() ) );
		}
		$this->save( $id, $schedule );
		return $this->find( $id );
	}

	/**
	 * Copies a schedule: same title, status, content and every meta value, under a new id.
	 *
	 * @param int $id Post id of the original.
	 * @return array<string, mixed> The copy.
	 * @throws DomainError When there is no such schedule.
	 */
	public function duplicate( int $id ): array {
		$original = $this->posts->get( $id );
		$copy     = wp_insert_post(
			wp_slash(
				array(
					'post_type'    => PostTypes::SCHEDULE,
					'post_status'  => $original->post_status,
					'post_title'   => $original->post_title,
					'post_content' => $original->post_content,
					'post_excerpt' => $original->post_excerpt,
					'menu_order'   => $original->menu_order,
				)
			),
			true
		);
		if ( is_wp_error( $copy ) ) {
			throw new \RuntimeException( esc_html( $copy->get_error_message() ) );
		}
		// Without a key, get_post_meta() answers every key with its raw (still serialized) values.
		foreach ( get_post_meta( $id ) as $key => $values ) {
			if ( in_array( $key, self::NOT_COPIED, true ) ) {
				continue;
			}
			foreach ( $values as $value ) {
				add_post_meta( $copy, $key, wp_slash( maybe_unserialize( $value ) ) );
			}
		}
		return $this->find( $copy );
	}

	/**
	 * Moves schedules to the trash, all or none.
	 *
	 * @param list<int> $ids Post ids.
	 * @return list<int> The ids trashed.
	 * @throws DomainError When an id is not a schedule.
	 */
	public function trash( array $ids ): array {
		return $this->posts->trash( $ids );
	}

	/**
	 * Refuses sessions naming speakers that do not exist.
	 *
	 * @param Schedule $schedule Valid schedule.
	 * @throws DomainError Naming `sessions[i].speakers` of the first session at fault.
	 */
	private function check_speakers( Schedule $schedule ): void {
		$wanted  = $schedule->speaker_ids();
		$missing = array_values( array_diff( $wanted, $this->speakers->existing( $wanted ) ) );
		if ( array() !== $missing ) {
			throw DomainError::invalid(
				sprintf( 'sessions[%d].speakers', (int) $schedule->session_naming( $missing[0] ) ),
				__( 'A session names a speaker that does not exist.', 'eventsmith' ),
				'eventsmith_unknown_speaker'
			);
		}
	}

	/**
	 * Writes the date and the sessions.
	 *
	 * @param int      $id       Post id.
	 * @param Schedule $schedule Valid schedule.
	 */
	private function save( int $id, Schedule $schedule ): void {
		$sessions = array_map(
			static fn( array $session ): array => array_merge(
				$session,
				array(
					'title'     => sanitize_text_field( $session['title'] ),
					'objective' => sanitize_textarea_field( $session['objective'] ),
					'location'  => sanitize_text_field( $session['location'] ),
				)
			),
			$schedule->sessions_array()
		);
		update_post_meta( $id, self::META_DATE, $schedule->date );
		update_post_meta( $id, self::META_SESSIONS, wp_slash( $sessions ) );
	}

	/**
	 * A schedule as plain data.
	 *
	 * @param WP_Post $post Schedule post (meta cached by the query that found it).
	 * @return array{id: int, program_title: string, date: string, sessions: list<array<string, mixed>>}
	 */
	private function record( WP_Post $post ): array {
		$sessions = get_post_meta( $post->ID, self::META_SESSIONS, true );
		return array(
			'id'            => $post->ID,
			'program_title' => $post->post_title,
			'date'          => (string) get_post_meta( $post->ID, self::META_DATE, true ),
			'sessions'      => is_array( $sessions ) ? array_values( $sessions ) : array(),
		);
	}
}
