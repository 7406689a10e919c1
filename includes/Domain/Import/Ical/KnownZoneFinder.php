<?php
/**
 * sabre/vobject's look-up of IANA zone names, remembered.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Domain\Import\Ical;

use Sabre\VObject\TimeZoneUtil;
use Sabre\VObject\TimezoneGuesser\FindFromTimezoneIdentifier;
use Sabre\VObject\TimezoneGuesser\TimezoneFinder;

defined( 'ABSPATH' ) || exit;

/**
 * The same answers as sabre/vobject's own finder, which lists every PHP zone
 * on each look-up: reading a large calendar looks up each event's TZID a few
 * times, so a name is looked up once and the answer kept.
 */
final class KnownZoneFinder implements TimezoneFinder {

	/**
	 * Answers by TZID and certainty.
	 *
	 * @var array<string, ?\DateTimeZone>
	 */
	private array $found = array();

	/**
	 * Constructor.
	 *
	 * @param FindFromTimezoneIdentifier $finder The finder whose answers are kept.
	 */
	public function __construct( private FindFromTimezoneIdentifier $finder = new FindFromTimezoneIdentifier() ) {}

	/**
	 * Puts it in the place of sabre/vobject's own (once per process).
	 */
	public static function install(): void {
		static $installed = false;
		if ( ! $installed ) {
			TimeZoneUtil::addTimezoneFinder( 'tzid', new self() );
			$installed = true;
		}
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param string $tzid            TZID.
	 * @param bool   $failIfUncertain Whether an uncertain answer is none.
	 */
	public function find( string $tzid, bool $failIfUncertain = false ): ?\DateTimeZone { // phpcs:ignore WordPress.NamingConventions.ValidVariableName.VariableNotSnakeCase -- the interface's name.
		$key = ( $failIfUncertain ? '1' : '0' ) . $tzid; // phpcs:ignore WordPress.NamingConventions.ValidVariableName.VariableNotSnakeCase -- the interface's name.
		if ( ! array_key_exists( $key, $this->found ) ) {
			$this->found[ $key ] = $this->finder->find( $tzid, $failIfUncertain ); // phpcs:ignore WordPress.NamingConventions.ValidVariableName.VariableNotSnakeCase -- the interface's name.
		}
		return $this->found[ $key ];
	}
}
