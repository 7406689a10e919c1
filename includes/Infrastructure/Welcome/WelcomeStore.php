<?php
/**
 * Where the first-run welcome keeps its state and the sample objects it made.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Welcome;

use Eventsmith\Domain\Welcome\SiteTimezone;
use Eventsmith\Domain\Welcome\WelcomeRules;
use Eventsmith\Infrastructure\Content\PostTypes;

defined( 'ABSPATH' ) || exit;

/**
 * Two options of the current site: the state (`pending`, `samples`, `done`)
 * and the record of the sample seed (steps done, the post and term ids it made).
 */
final class WelcomeStore {

	public const STATE_OPTION   = 'eventsmith_welcome_state';
	public const SAMPLES_OPTION = 'eventsmith_welcome_samples';

	/**
	 * Activation on this site: the welcome becomes pending when the site has no
	 * event; a state stored before stays.
	 */
	public function on_activation(): void {
		$stored = get_option( self::STATE_OPTION, null );
		$state  = WelcomeRules::at_activation( is_string( $stored ) ? $stored : null, $this->has_events( false ) );
		update_option( self::STATE_OPTION, $state, true );
	}

	/**
	 * The state now; a pending welcome on a site that got events of its own is over (and stored so).
	 */
	public function state(): string {
		$stored = get_option( self::STATE_OPTION, null );
		$stored = is_string( $stored ) ? $stored : null;
		if ( WelcomeRules::PENDING !== $stored ) {
			return WelcomeRules::current( $stored, false );
		}
		$state = WelcomeRules::current( $stored, $this->has_events( true ) );
		if ( $state !== $stored ) {
			$this->set_state( $state );
		}
		return $state;
	}

	/**
	 * Stores the state.
	 *
	 * @param string $state One of WelcomeRules' states.
	 */
	public function set_state( string $state ): void {
		update_option( self::STATE_OPTION, $state, true );
	}

	/**
	 * The record of the sample seed.
	 *
	 * @return array{done: int, posts: list<int>, terms: list<int>}
	 */
	public function samples(): array {
		$stored = get_option( self::SAMPLES_OPTION, array() );
		$stored = is_array( $stored ) ? $stored : array();
		return array(
			'done'  => (int) ( $stored['done'] ?? 0 ),
			'posts' => array_values( array_map( 'intval', (array) ( $stored['posts'] ?? array() ) ) ),
			'terms' => array_values( array_map( 'intval', (array) ( $stored['terms'] ?? array() ) ) ),
		);
	}

	/**
	 * Stores the record of the sample seed (not autoloaded: only the welcome reads it).
	 *
	 * @param array{done: int, posts: list<int>, terms: list<int>} $samples The record.
	 */
	public function save_samples( array $samples ): void {
		update_option( self::SAMPLES_OPTION, $samples, false );
	}

	/**
	 * Forgets the sample seed.
	 */
	public function clear_samples(): void {
		delete_option( self::SAMPLES_OPTION );
	}

	/**
	 * Stores the site's timezone as Settings > General does: a city in
	 * `timezone_string`, or an empty `timezone_string` and the offset in `gmt_offset`.
	 *
	 * @param SiteTimezone $timezone The timezone.
	 */
	public function save_timezone( SiteTimezone $timezone ): void {
		update_option( 'timezone_string', $timezone->timezone_string );
		if ( '' === $timezone->timezone_string ) {
			update_option( 'gmt_offset', $timezone->gmt_offset );
		}
	}

	/**
	 * The site's timezone in the form the welcome's field takes.
	 */
	public static function timezone_value(): string {
		$name = (string) get_option( 'timezone_string', '' );
		if ( '' !== $name ) {
			return $name;
		}
		$offset = (float) get_option( 'gmt_offset', 0 );
		if ( 0.0 === $offset ) {
			return 'UTC';
		}
		$minutes = (int) round( abs( $offset ) * 60 );
		return sprintf( 'UTC%s%d%s', $offset < 0 ? '-' : '+', intdiv( $minutes, 60 ), 0 === $minutes % 60 ? '' : sprintf( ':%02d', $minutes % 60 ) );
	}

	/**
	 * Whether the site has events (any status but auto-drafts and the trash).
	 *
	 * @param bool $owners_only Leave out the recorded sample events.
	 */
	private function has_events( bool $owners_only ): bool {
		global $wpdb;
		$samples = $owners_only ? $this->samples()['posts'] : array();
		$samples = array() === $samples ? array( 0 ) : $samples;
		$in      = implode( ',', array_fill( 0, count( $samples ), '%d' ) );
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- placeholders only.
		$sql = $wpdb->prepare( "SELECT 1 FROM {$wpdb->posts} WHERE post_type = %s AND post_status NOT IN ('auto-draft', 'trash') AND ID NOT IN ({$in}) LIMIT 1", PostTypes::EVENT, ...$samples );
		return null !== $wpdb->get_var( $sql ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- prepared above.
	}
}
