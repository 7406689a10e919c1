<?php
/**
 * Tests of the one registration policy (RSVP-17, GAP-46: open, closed, full, places left).
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Tests\Unit\Domain\Registration;

use Eventsmith\Domain\Registration\RegistrationAnswer;
use Eventsmith\Domain\Registration\RegistrationPolicy;
use Eventsmith\Domain\Ticket\TicketType;
use PHPUnit\Framework\TestCase;

final class RegistrationPolicyTest extends TestCase {

	private const RSVP = array(
		'enabled'            => true,
		'capacity'           => 10,
		'max_per_submission' => 3,
	);

	/**
	 * The RSVP table: published, module on, stored rsvp, cancelled, ended, taken → reason, places left.
	 *
	 * @return array<string, array{bool, bool, mixed, bool, bool, int, string, int|null}>
	 */
	public static function rsvp_cases(): array {
		return array(
			'open with room'             => array( true, true, self::RSVP, false, false, 4, RegistrationAnswer::OPEN, 6 ),
			'open, unlimited'            => array( true, true, array( 'enabled' => true ), false, false, 40, RegistrationAnswer::OPEN, null ),
			'full'                       => array( true, true, self::RSVP, false, false, 10, RegistrationAnswer::FULL, 0 ),
			'taken beyond a lowered cap' => array( true, true, self::RSVP, false, false, 12, RegistrationAnswer::FULL, 0 ),
			'draft'                      => array( false, true, self::RSVP, false, false, 0, RegistrationAnswer::NOT_PUBLISHED, 10 ),
			'RSVP off on the event'      => array( true, true, array( 'enabled' => false ) + self::RSVP, false, false, 0, RegistrationAnswer::NOT_OFFERED, 10 ),
			'no RSVP settings stored'    => array( true, true, '', false, false, 0, RegistrationAnswer::NOT_OFFERED, null ),
			'module off'                 => array( true, false, self::RSVP, false, false, 0, RegistrationAnswer::MODULE_OFF, 10 ),
			'cancelled'                  => array( true, true, self::RSVP, true, false, 0, RegistrationAnswer::CANCELLED, 10 ),
			'ended'                      => array( true, true, self::RSVP, false, true, 0, RegistrationAnswer::ENDED, 10 ),
			'cancelled beats full'       => array( true, true, self::RSVP, true, false, 10, RegistrationAnswer::CANCELLED, 0 ),
		);
	}

	/**
	 * @dataProvider rsvp_cases
	 */
	public function test_rsvp_answers( bool $published, bool $module_on, mixed $rsvp, bool $cancelled, bool $ended, int $taken, string $reason, ?int $left ): void {
		$answer = ( new RegistrationPolicy() )->rsvp( $published, $module_on, $rsvp, $cancelled, $ended, $taken );
		$this->assertSame( $reason, $answer->reason );
		$this->assertSame( $left, $answer->places_left );
		$this->assertSame( RegistrationAnswer::OPEN === $reason, $answer->is_open() );
		$this->assertSame( RegistrationAnswer::OPEN === $reason ? '' : true, RegistrationAnswer::OPEN === $reason ? $answer->message : '' !== $answer->message );
	}

	public function test_rsvp_messages_the_visitor_sees(): void {
		$policy = new RegistrationPolicy();
		$this->assertSame( 'Sorry, this event is full.', $policy->rsvp( true, true, self::RSVP, false, false, 10 )->message );
		$this->assertSame( 'This event does not take RSVPs.', $policy->rsvp( true, false, self::RSVP, false, false, 0 )->message );
		$this->assertSame( 'Registration closed', $policy->rsvp( true, true, self::RSVP, false, true, 0 )->message );
	}

	public function test_rsvp_defaults_are_written_once(): void {
		$this->assertSame(
			array(
				'enabled'            => false,
				'capacity'           => -1,
				'max_per_submission' => 1,
			),
			RegistrationPolicy::rsvp_settings( null )
		);
		$this->assertSame( 1, RegistrationPolicy::rsvp_settings( array( 'max_per_submission' => 0 ) )['max_per_submission'] );
	}

	/**
	 * The ticket table: type input, cancelled, ended, type left, event left → reason, places left, availability.
	 *
	 * @return array<string, array{array<string, mixed>, bool, bool, int|null, int|null, string, int|null, string}>
	 */
	public static function ticket_cases(): array {
		$plain = array( 'name' => 'General' );
		return array(
			'on sale, unlimited'          => array( $plain, false, false, null, null, RegistrationAnswer::OPEN, null, 'InStock' ),
			'type limit is the smaller'   => array( $plain, false, false, 2, 8, RegistrationAnswer::OPEN, 2, 'InStock' ),
			'event limit is the smaller'  => array( $plain, false, false, 8, 3, RegistrationAnswer::OPEN, 3, 'InStock' ),
			'type sold out'               => array( $plain, false, false, 0, 8, RegistrationAnswer::FULL, 0, 'SoldOut' ),
			'event sold out'              => array( $plain, false, false, null, 0, RegistrationAnswer::FULL, 0, 'SoldOut' ),
			'before its sale window'      => array( array( 'sale_start' => '2030-01-01 00:00:00' ) + $plain, false, false, 5, null, RegistrationAnswer::NOT_YET, 5, 'PreOrder' ),
			'after its sale window'       => array( array( 'sale_end' => '2020-01-01 00:00:00' ) + $plain, false, false, 5, null, RegistrationAnswer::SALE_ENDED, 5, 'Discontinued' ),
			'inside its sale window'      => array( array( 'sale_start' => '2020-01-01 00:00:00', 'sale_end' => '2030-01-01 00:00:00' ) + $plain, false, false, 5, null, RegistrationAnswer::OPEN, 5, 'InStock' ),
			'sold out before its window'  => array( array( 'sale_start' => '2030-01-01 00:00:00' ) + $plain, false, false, 0, null, RegistrationAnswer::FULL, 0, 'SoldOut' ),
			'cancelled event'             => array( $plain, true, false, 5, null, RegistrationAnswer::CANCELLED, 5, 'Discontinued' ),
			'ended event'                 => array( $plain, false, true, 5, null, RegistrationAnswer::ENDED, 5, 'Discontinued' ),
			// 32.3: a hidden type or one whose sale ended is not offered, never "sold out".
			'hidden type'                 => array( array( 'hidden' => true ) + $plain, false, false, 5, null, RegistrationAnswer::NOT_OFFERED, 5, 'Discontinued' ),
			'hidden type, no places left' => array( array( 'hidden' => true ) + $plain, false, false, 0, null, RegistrationAnswer::NOT_OFFERED, 0, 'Discontinued' ),
			'sale ended, no places left'  => array( array( 'sale_end' => '2020-01-01 00:00:00' ) + $plain, false, false, 0, null, RegistrationAnswer::SALE_ENDED, 0, 'Discontinued' ),
			'sale ended, event full'      => array( array( 'sale_end' => '2020-01-01 00:00:00' ) + $plain, false, false, null, 0, RegistrationAnswer::SALE_ENDED, 0, 'Discontinued' ),
		);
	}

	/**
	 * @dataProvider ticket_cases
	 *
	 * @param array<string, mixed> $input Ticket type input.
	 */
	public function test_ticket_answers( array $input, bool $cancelled, bool $ended, ?int $type_left, ?int $event_left, string $reason, ?int $left, string $availability ): void {
		$now    = new \DateTimeImmutable( '2026-06-01 12:00:00', new \DateTimeZone( 'UTC' ) );
		$answer = ( new RegistrationPolicy() )->ticket( TicketType::from_input( $input, -1 ), true, $cancelled, $ended, $type_left, $event_left, $now );
		$this->assertSame( $reason, $answer->reason );
		$this->assertSame( $left, $answer->places_left );
		$this->assertSame( $availability, $answer->availability() );
	}

	public function test_a_sold_out_type_is_named(): void {
		$now    = new \DateTimeImmutable( '2026-06-01 12:00:00', new \DateTimeZone( 'UTC' ) );
		$answer = ( new RegistrationPolicy() )->ticket( TicketType::from_input( array( 'name' => 'VIP' ), -1 ), true, false, false, 0, 5, $now );
		$this->assertTrue( $answer->is_sold_out() );
		$this->assertSame( 'There are not enough "VIP" tickets left.', $answer->message );
	}

	public function test_an_unpublished_event_sells_nothing(): void {
		$now = new \DateTimeImmutable( '2026-06-01 12:00:00', new \DateTimeZone( 'UTC' ) );
		$this->assertSame( RegistrationAnswer::NOT_PUBLISHED, ( new RegistrationPolicy() )->ticket( TicketType::from_input( array( 'name' => 'A' ), -1 ), false, false, false, null, null, $now )->reason );
	}

	/**
	 * The place-count table (no ticket types, no RSVP): cancelled, ended, capacity, taken → reason, places left.
	 *
	 * @return array<string, array{bool, bool, int, int, string, int|null}>
	 */
	public static function seat_cases(): array {
		return array(
			'places left'            => array( false, false, 50, 20, RegistrationAnswer::OPEN, 30 ),
			'unlimited'              => array( false, false, -1, 20, RegistrationAnswer::NOT_OFFERED, null ),
			'all taken'              => array( false, false, 50, 50, RegistrationAnswer::FULL, 0 ),
			'no places at all'       => array( false, false, 0, 0, RegistrationAnswer::FULL, 0 ),
			'taken beyond a lowered' => array( false, false, 10, 12, RegistrationAnswer::FULL, 0 ),
			'cancelled beats full'   => array( true, false, 50, 50, RegistrationAnswer::CANCELLED, 0 ),
			'ended'                  => array( false, true, 50, 2, RegistrationAnswer::ENDED, 48 ),
			'ended, unlimited'       => array( false, true, -1, 2, RegistrationAnswer::ENDED, null ),
		);
	}

	/**
	 * @dataProvider seat_cases
	 */
	public function test_seat_answers( bool $cancelled, bool $ended, int $capacity, int $taken, string $reason, ?int $left ): void {
		$answer = ( new RegistrationPolicy() )->seats( $cancelled, $ended, $capacity, $taken );
		$this->assertSame( $reason, $answer->reason );
		$this->assertSame( $left, $answer->places_left );
		$this->assertSame( RegistrationAnswer::FULL === $reason, $answer->is_sold_out() );
	}

	/**
	 * Ticket type input, cancelled, type left → whether the type shows as on sale.
	 *
	 * @return array<string, array{array<string, mixed>, bool, int|null, bool}>
	 */
	public static function on_sale_cases(): array {
		$plain = array( 'name' => 'General' );
		return array(
			'open'                        => array( $plain, false, 5, true ),
			'sold out inside its window'  => array( $plain, false, 0, true ),
			'sold out before its window'  => array( array( 'sale_start' => '2030-01-01 00:00:00' ) + $plain, false, 0, false ),
			'sold out after its window'   => array( array( 'sale_end' => '2020-01-01 00:00:00' ) + $plain, false, 0, false ),
			'before its window'           => array( array( 'sale_start' => '2030-01-01 00:00:00' ) + $plain, false, 5, false ),
			'cancelled event'             => array( $plain, true, 5, false ),
		);
	}

	/**
	 * @dataProvider on_sale_cases
	 *
	 * @param array<string, mixed> $input Ticket type input.
	 */
	public function test_on_sale_follows_the_answer( array $input, bool $cancelled, ?int $type_left, bool $on_sale ): void {
		$now    = new \DateTimeImmutable( '2026-06-01 12:00:00', new \DateTimeZone( 'UTC' ) );
		$type   = TicketType::from_input( $input, -1 );
		$answer = ( new RegistrationPolicy() )->ticket( $type, true, $cancelled, false, $type_left, null, $now );
		$this->assertSame( $on_sale, RegistrationPolicy::on_sale( $answer, $type, $now ) );
	}
}
