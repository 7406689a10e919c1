<?php
/**
 * Tests of the HTTP status each kind of domain error answers with.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Tests\Unit\Domain;

use Eventsmith\Domain\DomainError;
use PHPUnit\Framework\TestCase;

final class DomainErrorTest extends TestCase {

	public function test_each_kind_has_its_status_and_an_unwritable_store_answers_503_36_3(): void {
		$status = static fn( string $kind ): int => ( new DomainError( 'eventsmith_x', 'X', $kind ) )->http_status();
		$this->assertSame( 400, $status( DomainError::INVALID ) );
		$this->assertSame( 404, $status( DomainError::NOT_FOUND ) );
		$this->assertSame( 409, $status( DomainError::CONFLICT ) );
		$this->assertSame( 403, $status( DomainError::FORBIDDEN ) );
		$this->assertSame( 503, $status( DomainError::UNAVAILABLE ) );
	}
}
