<?php
/**
 * Tests of the waitlist rules (issue item 27.5): the state machine, the hold time, what a claim does, who may join.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Tests\Unit\Domain\Waitlist;

use Eventsmith\Domain\DomainError;
use Eventsmith\Domain\Waitlist\WaitlistRules;
use Eventsmith\Domain\Waitlist\WaitlistState;
use PHPUnit\Framework\TestCase;

final class WaitlistRulesTest extends TestCase {

	/**
	 * Every pair of states: from → to, allowed or not.
	 *
	 * @return array<string, array{WaitlistState, WaitlistState, bool}>
	 */
	public static function transitions(): array {
		$allowed = array(
			'waiting>offered' => true,
			'waiting>removed' => true,
			'offered>claimed' => true,
			'offered>expired' => true,
			'offered>removed' => true,
		);
		$cases   = array();
		foreach ( WaitlistState::cases() as $from ) {
			foreach ( WaitlistState::cases() as $to ) {
				$key           = $from->value . '>' . $to->value;
				$cases[ $key ] = array( $from, $to, $allowed[ $key ] ?? false );
			}
		}
		return $cases;
	}

	/**
	 * @dataProvider transitions
	 */
	public function test_the_state_machine_allows_only_its_arrows( WaitlistState $from, WaitlistState $to, bool $allowed ): void {
		$this->assertSame( $allowed, $from->can_become( $to ) );
	}

	public function test_only_waiting_and_offered_entries_stand_in_line(): void {
		$active = array_values( array_filter( WaitlistState::cases(), static fn( WaitlistState $s ): bool => $s->is_active() ) );
		$this->assertSame( array( WaitlistState::Waiting, WaitlistState::Offered ), $active );
	}

	/**
	 * Stored setting → hours held.
	 *
	 * @return array<string, array{mixed, int}>
	 */
	public static function hold_settings(): array {
		return array(
			'default'           => array( null, 24 ),
			'a number'          => array( 48, 48 ),
			'numeric text'      => array( '6', 6 ),
			'below the minimum' => array( 0, 1 ),
			'above a week'      => array( 500, 168 ),
			'a fraction'        => array( 1.5, 24 ),
			'text'              => array( 'soon', 24 ),
		);
	}

	/**
	 * @dataProvider hold_settings
	 */
	public function test_the_hold_setting_is_whole_hours_within_a_week( mixed $setting, int $hours ): void {
		$this->assertSame( $hours, WaitlistRules::hold_hours( $setting ) );
		$now = new \DateTimeImmutable( '2031-03-01 12:00:00', new \DateTimeZone( 'UTC' ) );
		$this->assertSame( $hours * 3600, WaitlistRules::hold_until( $now, $setting )->getTimestamp() - $now->getTimestamp() );
	}

	/**
	 * State, hold end relative to now (seconds, null = none) → outcome.
	 *
	 * @return array<string, array{WaitlistState, int|null, string}>
	 */
	public static function claims(): array {
		return array(
			'offered, within the hold'      => array( WaitlistState::Offered, 3600, WaitlistRules::CLAIM ),
			'offered, one second left'      => array( WaitlistState::Offered, 1, WaitlistRules::CLAIM ),
			'offered, hold ends right now'  => array( WaitlistState::Offered, 0, WaitlistRules::EXPIRED ),
			'offered, hold over (no sweep)' => array( WaitlistState::Offered, -60, WaitlistRules::EXPIRED ),
			'offered without a hold end'    => array( WaitlistState::Offered, null, WaitlistRules::EXPIRED ),
			'claimed already (double click)' => array( WaitlistState::Claimed, 3600, WaitlistRules::ALREADY_CLAIMED ),
			'expired by the sweep'          => array( WaitlistState::Expired, -60, WaitlistRules::EXPIRED ),
			'removed by staff'              => array( WaitlistState::Removed, 3600, WaitlistRules::REMOVED ),
			'still waiting'                 => array( WaitlistState::Waiting, null, WaitlistRules::NOT_OFFERED ),
		);
	}

	/**
	 * @dataProvider claims
	 */
	public function test_what_a_claim_does( WaitlistState $state, ?int $seconds_left, string $outcome ): void {
		$now   = new \DateTimeImmutable( '2031-03-01 12:00:00', new \DateTimeZone( 'UTC' ) );
		$until = null === $seconds_left ? null : $now->modify( sprintf( '%+d seconds', $seconds_left ) );
		$this->assertSame( $outcome, WaitlistRules::claim_outcome( $state, $until, $now ) );
	}

	/**
	 * Name, e-mail → the field refused, or null when accepted.
	 *
	 * @return array<string, array{mixed, mixed, string|null}>
	 */
	public static function people(): array {
		return array(
			'valid'              => array( 'Ann Lee', 'ann@example.com', null ),
			'empty name'         => array( '   ', 'ann@example.com', 'name' ),
			'no name'            => array( null, 'ann@example.com', 'name' ),
			'name of tags only'  => array( '<b></b>', 'ann@example.com', 'name' ),
			'name too long'      => array( str_repeat( 'a', 101 ), 'ann@example.com', 'name' ),
			'bad e-mail'         => array( 'Ann', 'ann@', 'email' ),
			'e-mail not a text'  => array( 'Ann', array( 'ann@example.com' ), 'email' ),
			'both bad: name first' => array( '', 'x', 'name' ),
		);
	}

	/**
	 * @dataProvider people
	 */
	public function test_who_may_join( mixed $name, mixed $email, ?string $refused ): void {
		try {
			$person = WaitlistRules::person( $name, $email );
			$this->assertNull( $refused, 'accepted' );
			$this->assertSame( 'Ann Lee', $person['name'] );
		} catch ( DomainError $error ) {
			$this->assertSame( $refused, $error->field );
			$this->assertSame( 400, $error->http_status() );
		}
	}

	public function test_an_address_is_kept_in_lower_case_and_one_person_is_one_key_per_list(): void {
		$person = WaitlistRules::person( "  Ann \n Lee ", ' Ann@Example.COM ' );
		$this->assertSame( array( 'name' => 'Ann Lee', 'email' => 'ann@example.com' ), $person );
		$this->assertSame( WaitlistRules::active_key( 7, 3, $person['email'] ), WaitlistRules::active_key( 7, 3, 'ann@example.com' ) );
		$this->assertNotSame( WaitlistRules::active_key( 7, 3, 'ann@example.com' ), WaitlistRules::active_key( 7, 0, 'ann@example.com' ) );
	}

	public function test_the_longest_address_joins_and_its_key_is_64_characters_32_10(): void {
		$longest = str_repeat( 'a', 64 ) . '@' . str_repeat( 'b', 63 ) . '.' . str_repeat( 'c', 63 ) . '.' . str_repeat( 'd', 57 ) . '.com';
		$this->assertSame( 254, strlen( $longest ) );
		$person = WaitlistRules::person( 'Ann', $longest );
		$this->assertSame( $longest, $person['email'] );
		$key = WaitlistRules::active_key( PHP_INT_MAX, PHP_INT_MAX, $longest );
		$this->assertMatchesRegularExpression( '/^[a-f0-9]{64}$/', $key );
		$this->assertNotSame( $key, WaitlistRules::active_key( PHP_INT_MAX, PHP_INT_MAX, 'x' . substr( $longest, 1 ) ) );
	}
}
