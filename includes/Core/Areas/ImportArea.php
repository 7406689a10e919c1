<?php
/**
 * Wiring of imports.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Core\Areas;

use Eventsmith\Cli\ImportCommand;
use Eventsmith\Core\SharedServices;
use Eventsmith\Infrastructure\Content\Taxonomies;
use Eventsmith\Infrastructure\Import\Csv\CsvSource;
use Eventsmith\Infrastructure\Import\Eventin\EventinSource;
use Eventsmith\Infrastructure\Import\Eventin\EventinTables;
use Eventsmith\Infrastructure\Import\EventsmithJsonSource;
use Eventsmith\Infrastructure\Import\FeedFetcher;
use Eventsmith\Infrastructure\Import\IcalSource;
use Eventsmith\Infrastructure\Import\ImportFiles;
use Eventsmith\Infrastructure\Import\ImportOrigins;
use Eventsmith\Infrastructure\Import\ImportRunner;
use Eventsmith\Infrastructure\Import\ImportRuns;
use Eventsmith\Infrastructure\Import\ImportSources;
use Eventsmith\Infrastructure\Import\RecordWriter;
use Eventsmith\Infrastructure\Import\Tec\TecSource;
use Eventsmith\Infrastructure\Import\Writers\AttendeeRecordWriter;
use Eventsmith\Infrastructure\Import\Writers\EventRecordWriter;
use Eventsmith\Infrastructure\Import\Writers\ImportedSeats;
use Eventsmith\Infrastructure\Import\Writers\OrderRecordWriter;
use Eventsmith\Infrastructure\Import\Writers\RsvpRecordWriter;
use Eventsmith\Infrastructure\Import\Writers\ScheduleRecordWriter;
use Eventsmith\Infrastructure\Import\Writers\SpeakerRecordWriter;
use Eventsmith\Infrastructure\Import\Writers\TermRecordWriter;
use Eventsmith\Infrastructure\Import\Writers\TicketTypeRecordWriter;
use Eventsmith\Infrastructure\Registration\BookingStore;
use Eventsmith\Infrastructure\Registration\RsvpResponseStore;
use Eventsmith\Infrastructure\Schedules\ScheduleRepository;
use Eventsmith\Infrastructure\Speakers\SpeakerRepository;
use Eventsmith\Rest\ImportsController;
use Eventsmith\Rest\RestRegistrar;

defined( 'ABSPATH' ) || exit;

/**
 * The import runner's cron batches and feed checks, the imports routes and `wp eventsmith import`.
 */
final class ImportArea {

	/** Runs imports (read by add-ons and the test site through `eventsmith_loaded`). */
	public readonly ImportRunner $runner;

	/** The import runs table. */
	public readonly ImportRuns $runs;

	/**
	 * Constructor: builds the runner from the shared event repository.
	 *
	 * @param SharedServices $shared The shared services.
	 */
	public function __construct( private SharedServices $shared ) {
		$this->runs   = new ImportRuns();
		$origins      = new ImportOrigins();
		$speakers     = new SpeakerRepository();
		$store        = new BookingStore();
		$seats        = new ImportedSeats( $shared->capacity, $shared->events );
		$writers      = array(
			new EventRecordWriter( $shared->events ),
			new SpeakerRecordWriter( $speakers ),
			new ScheduleRecordWriter( new ScheduleRepository( $speakers ) ),
			new TicketTypeRecordWriter( $shared->ticket_types, $shared->events ),
			new OrderRecordWriter( $store ),
			new AttendeeRecordWriter( $store, $shared->attendees, $shared->checkins, $seats ),
			new RsvpRecordWriter( new RsvpResponseStore(), $store, $shared->checkins, $seats ),
			new TermRecordWriter( 'event_category', Taxonomies::CATEGORY ),
			new TermRecordWriter( 'event_tag', Taxonomies::TAG ),
		);
		$writable     = array_map( static fn( $writer ): string => $writer->type(), $writers );
		$sources      = new ImportSources( array( new IcalSource(), new EventsmithJsonSource(), new EventinSource( new EventinTables(), $writable ), new TecSource(), new CsvSource( $origins ) ) );
		$this->runner = new ImportRunner( $this->runs, $origins, new ImportFiles(), $sources, new RecordWriter( $origins, $writers ), new FeedFetcher() );
	}

	/**
	 * Registers the cron handlers, the routes and the command.
	 */
	public function register_hooks(): void {
		$this->runner->register_hooks();
		( new RestRegistrar( array( new ImportsController( $this->runner, $this->runs, $this->shared->access ) ) ) )->register_hooks();
		if ( defined( 'WP_CLI' ) && WP_CLI ) {
			ImportCommand::register( $this->runner, $this->runs );
		}
	}
}
