<?php
/**
 * Tests of the mail queue's retry and claim rules.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Tests\Unit\Domain\Mail;

use Eventsmith\Domain\Mail\QueueRules;
use PHPUnit\Framework\TestCase;

final class QueueRulesTest extends TestCase {

	public function test_backoff_doubles_from_one_minute_and_stops_at_one_hour(): void {
		$this->assertSame( 60, QueueRules::backoff( 1 ) );
		$this->assertSame( 120, QueueRules::backoff( 2 ) );
		$this->assertSame( 240, QueueRules::backoff( 3 ) );
		$this->assertSame( 480, QueueRules::backoff( 4 ) );
		$this->assertSame( 3600, QueueRules::backoff( 7 ) );
		$this->assertSame( 3600, QueueRules::backoff( 40 ) );
		$this->assertSame( 60, QueueRules::backoff( 0 ) );
	}

	public function test_a_failed_attempt_is_queued_again_after_its_backoff(): void {
		$this->assertSame(
			array(
				'state'           => QueueRules::QUEUED,
				'next_attempt_at' => 1000 + 120,
			),
			QueueRules::after_failure( 2, 1000 )
		);
	}

	public function test_the_last_attempt_marks_the_message_failed(): void {
		$this->assertSame( QueueRules::FAILED, QueueRules::after_failure( QueueRules::MAX_ATTEMPTS, 1000 )['state'] );
		$this->assertSame( QueueRules::QUEUED, QueueRules::after_failure( QueueRules::MAX_ATTEMPTS - 1, 1000 )['state'] );
	}

	public function test_a_queued_message_is_claimable_once_due(): void {
		$this->assertTrue( QueueRules::claimable( QueueRules::QUEUED, 1000, 0, 1000 ) );
		$this->assertFalse( QueueRules::claimable( QueueRules::QUEUED, 1001, 0, 1000 ) );
	}

	public function test_a_message_being_sent_is_claimable_only_after_its_lease_ran_out(): void {
		$lease = QueueRules::lease_until( 1000 );
		$this->assertSame( 1000 + QueueRules::LEASE_SECONDS, $lease );
		$this->assertFalse( QueueRules::claimable( QueueRules::SENDING, 0, $lease, 1000 + 60 ) );
		$this->assertFalse( QueueRules::claimable( QueueRules::SENDING, 0, $lease, $lease ) );
		$this->assertTrue( QueueRules::claimable( QueueRules::SENDING, 0, $lease, $lease + 1 ) );
	}

	public function test_sent_and_failed_messages_are_never_claimed_again(): void {
		$this->assertFalse( QueueRules::claimable( QueueRules::SENT, 0, 0, PHP_INT_MAX ) );
		$this->assertFalse( QueueRules::claimable( QueueRules::FAILED, 0, 0, PHP_INT_MAX ) );
	}

	public function test_a_configured_lease_is_kept_between_one_second_and_one_hour(): void {
		$this->assertSame( 1005, QueueRules::lease_until( 1000, 5 ) );
		$this->assertSame( 1001, QueueRules::lease_until( 1000, 0 ), 'a lease never ends at once' );
		$this->assertSame( 4600, QueueRules::lease_until( 1000, 86400 ) );
	}
}
