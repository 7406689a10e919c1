<?php
/**
 * Tests of what an import does with a record (issue 35.5).
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Tests\Unit\Domain\Import;

use Eventsmith\Domain\DomainError;
use Eventsmith\Domain\Import\ImportDecision;
use Eventsmith\Domain\Import\ImportRecord;
use Eventsmith\Domain\Import\ImportStatus;
use PHPUnit\Framework\TestCase;

final class ImportDecisionTest extends TestCase {

	public function test_new_changed_unchanged_older_and_failed_records_35_5(): void {
		$record = new ImportRecord( 'uid', 3, array( 'title' => 'A' ), array(), 'f2', 2 );
		$this->assertSame( ImportDecision::CREATE, ImportDecision::for_record( $record, null ) );
		$this->assertSame( ImportDecision::UPDATE, ImportDecision::for_record( $record, array( 'fingerprint' => 'f1', 'sequence' => 1 ) ) );
		$this->assertSame( ImportDecision::SKIP, ImportDecision::for_record( $record, array( 'fingerprint' => 'f2', 'sequence' => 2 ) ) );
		$this->assertSame( ImportDecision::SKIP, ImportDecision::for_record( $record, array( 'fingerprint' => 'f0', 'sequence' => 3 ) ) );
		$this->assertStringContainsString( 'SEQUENCE 2', ImportDecision::skip_reason( $record, array( 'fingerprint' => 'f0', 'sequence' => 3 ) ) );
		$this->assertSame( ImportDecision::FAIL, ImportDecision::for_record( ImportRecord::failed( '', 9, 'bad' ), null ) );
	}

	public function test_status_moves_35_5(): void {
		ImportStatus::check( 'start', ImportStatus::DRY_RUN );
		ImportStatus::check( 'start', ImportStatus::STOPPED );
		ImportStatus::check( 'stop', ImportStatus::RUNNING );
		ImportStatus::check( 'undo', ImportStatus::DONE );
		foreach ( array( array( 'start', ImportStatus::DONE ), array( 'stop', ImportStatus::DONE ), array( 'undo', ImportStatus::RUNNING ), array( 'undo', ImportStatus::UNDONE ) ) as [ $action, $status ] ) {
			try {
				ImportStatus::check( $action, $status );
				$this->fail( "$action while $status" );
			} catch ( DomainError $error ) {
				$this->assertSame( 409, $error->http_status() );
			}
		}
	}
}
