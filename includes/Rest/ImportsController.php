<?php
/**
 * REST: /eventsmith/v2/imports.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Rest;

use Eventsmith\Domain\Access\Permission;
use Eventsmith\Domain\DomainError;
use Eventsmith\Domain\Import\Csv\CsvFields;
use Eventsmith\Domain\Import\Csv\CsvValues;
use Eventsmith\Infrastructure\Access\AccessPolicy;
use Eventsmith\Infrastructure\Import\Csv\CsvSource;
use Eventsmith\Infrastructure\Import\EventsmithJsonSource;
use Eventsmith\Infrastructure\Import\ImportFiles;
use Eventsmith\Infrastructure\Import\ImportRunner;
use Eventsmith\Infrastructure\Import\ImportRuns;
use Eventsmith\Infrastructure\Import\Tec\TecSource;
use WP_REST_Request;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * Create an import (an uploaded .ics `file` or a feed `url`, counted by a dry run), read its
 * dry-run counts and status, start, stop and undo it. Staff with the event permission only.
 */
final class ImportsController extends Controller {

	/**
	 * Constructor.
	 *
	 * @param ImportRunner $runner Runs imports.
	 * @param ImportRuns   $runs   Reads runs.
	 * @param AccessPolicy $access Who may do what.
	 * @param ImportFiles  $files  Stored files (CSV uploads).
	 * @param CsvSource    $csv    Reads CSV files (the preview).
	 */
	public function __construct( private ImportRunner $runner, private ImportRuns $runs, AccessPolicy $access, private ImportFiles $files = new ImportFiles(), private CsvSource $csv = new CsvSource() ) {
		parent::__construct( $access );
	}

	/**
	 * {@inheritDoc}
	 */
	public function register_routes(): void {
		$permission = $this->requires( Permission::ManageEvent );
		$id         = array(
			'id' => array(
				'type'     => 'integer',
				'minimum'  => 1,
				'required' => true,
			),
		);
		register_rest_route(
			$this->namespace,
			'/imports',
			array(
				array(
					'methods'             => WP_REST_Server::READABLE,
					'callback'            => array( $this, 'list_runs' ),
					'permission_callback' => $permission,
				),
				array(
					'methods'             => WP_REST_Server::CREATABLE,
					'callback'            => array( $this, 'create' ),
					'permission_callback' => $permission,
					'args'                => array(
						'source'       => array(
							'type'    => 'string',
							'enum'    => array( 'ics', 'eventsmith', 'eventin', 'tec', 'csv' ),
							'default' => 'ics',
						),
						'what'         => array(
							'type'    => 'string',
							'enum'    => array( CsvFields::EVENTS, CsvFields::ATTENDEES ),
							'default' => CsvFields::EVENTS,
						),
						'mapping'      => array( 'type' => array( 'string', 'object' ) ),
						'date_format'  => array(
							'type'    => 'string',
							'enum'    => CsvValues::DATE_FORMATS,
							'default' => 'auto',
						),
						'url'          => array( 'type' => 'string' ),
						'subscription' => array(
							'type'    => 'string',
							'enum'    => array( '', 'hourly', 'daily' ),
							'default' => '',
						),
					),
				),
			)
		);
		register_rest_route(
			$this->namespace,
			'/imports/csv-preview',
			array(
				'methods'             => WP_REST_Server::CREATABLE,
				'callback'            => array( $this, 'csv_preview' ),
				'permission_callback' => $permission,
				'args'                => array(
					'what' => array(
						'type'    => 'string',
						'enum'    => array( CsvFields::EVENTS, CsvFields::ATTENDEES ),
						'default' => CsvFields::EVENTS,
					),
				),
			)
		);
		register_rest_route(
			$this->namespace,
			'/imports/(?P<id>\d+)',
			array(
				'methods'             => WP_REST_Server::READABLE,
				'callback'            => array( $this, 'status' ),
				'permission_callback' => $permission,
				'args'                => $id,
			)
		);
		register_rest_route(
			$this->namespace,
			'/imports/(?P<id>\d+)/dry-run',
			array(
				'methods'             => WP_REST_Server::READABLE,
				'callback'            => array( $this, 'dry_run' ),
				'permission_callback' => $permission,
				'args'                => $id,
			)
		);
		foreach ( array( 'start', 'stop', 'undo' ) as $action ) {
			register_rest_route(
				$this->namespace,
				'/imports/(?P<id>\d+)/' . $action,
				array(
					'methods'             => WP_REST_Server::CREATABLE,
					'callback'            => array( $this, $action ),
					'permission_callback' => $permission,
					'args'                => $id,
				)
			);
		}
	}

	/**
	 * GET /imports: the 20 newest runs.
	 */
	public function list_runs(): mixed {
		return array_map( array( $this, 'present' ), $this->runs->latest( 20 ) );
	}

	/**
	 * POST /imports: creates a run of the `source` asked for and answers it with its dry-run counts (201).
	 *
	 * @param WP_REST_Request $request Request.
	 */
	public function create( WP_REST_Request $request ): mixed {
		return $this->handle(
			function () use ( $request ) {
				$id       = match ( (string) $request['source'] ) {
					'csv'        => $this->create_csv( $request ),
					'eventsmith' => $this->create_eventsmith( $request ),
					'eventin'    => $this->create_eventin(),
					'tec'        => $this->create_tec(),
					default      => $this->create_ics( $request ),
				};
				$response = rest_ensure_response( $this->present( $this->runs->find( $id ) ) );
				$response->set_status( 201 );
				return $response;
			}
		);
	}

	/**
	 * An iCal run: a multipart `file` (.ics) or a feed `url` with its `subscription`.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return int The run's id.
	 * @throws DomainError Naming the field at fault.
	 */
	private function create_ics( WP_REST_Request $request ): int {
		$upload       = $this->upload( $request );
		$url          = trim( (string) $request['url'] );
		$subscription = (string) $request['subscription'];
		if ( null !== $upload ) {
			if ( '' !== $subscription ) {
				throw DomainError::invalid( 'subscription', __( 'subscription needs a feed url, not an uploaded file.', 'eventsmith' ) );
			}
			return $this->runner->create_upload( (string) $upload['tmp_name'], sanitize_file_name( (string) $upload['name'] ) );
		}
		if ( '' !== $url ) {
			return $this->runner->create_feed( $url, $subscription );
		}
		throw DomainError::invalid( 'file', __( 'file (an uploaded .ics file) or url (a feed address) is required.', 'eventsmith' ) );
	}

	/**
	 * A run reading an Eventsmith export: a multipart `file` (.json).
	 *
	 * @param WP_REST_Request $request Request.
	 * @return int The run's id.
	 * @throws DomainError Naming `file` when none arrived or it is not an Eventsmith export.
	 */
	private function create_eventsmith( WP_REST_Request $request ): int {
		$upload = $this->upload( $request );
		if ( null === $upload ) {
			throw DomainError::invalid( 'file', __( 'file (a .json file exported by Eventsmith) is required.', 'eventsmith' ) );
		}
		return $this->runner->create( EventsmithJsonSource::KIND, sanitize_file_name( $upload['name'] ), ( new ImportFiles() )->store_upload( $upload['tmp_name'] ), array() );
	}

	/**
	 * A run of The Events Calendar's data on this site.
	 *
	 * @return int The run's id.
	 * @throws DomainError Naming source when the site holds no events of The Events Calendar.
	 */
	private function create_tec(): int {
		return $this->runner->create( TecSource::KIND, __( 'The Events Calendar (on this site)', 'eventsmith' ), '', array( 'timezone' => wp_timezone_string() ) );
	}

	/**
	 * A CSV run: a multipart `file`, `what` (events or attendees), the column `mapping` (JSON
	 * `{column header: field}`; the suggested one when none is given) and the `date_format`.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return int The run's id.
	 * @throws DomainError Naming the field at fault.
	 */
	private function create_csv( WP_REST_Request $request ): int {
		$upload = $this->upload( $request );
		if ( null === $upload ) {
			throw DomainError::invalid( 'file', __( 'file (an uploaded .csv file) is required.', 'eventsmith' ) );
		}
		$mapping = $request['mapping'];
		if ( is_string( $mapping ) ) {
			$mapping = '' === trim( $mapping ) ? array() : json_decode( $mapping, true );
			if ( ! is_array( $mapping ) ) {
				throw DomainError::invalid( 'mapping', __( 'mapping must be a JSON object: {"column header": "field"}.', 'eventsmith' ) );
			}
		}
		$options = array(
			'what'        => CsvFields::what( (string) $request['what'] ),
			'mapping'     => is_array( $mapping ) ? $mapping : array(),
			'date_format' => (string) $request['date_format'],
			'timezone'    => wp_timezone_string(),
		);
		return $this->runner->create( CsvSource::KIND, sanitize_file_name( (string) $upload['name'] ), $this->files->store_upload( (string) $upload['tmp_name'] ), $options );
	}

	/**
	 * POST /imports/csv-preview: an uploaded CSV `file`'s header row, its first rows, the
	 * suggested column mapping and the fields a column can go to (`what`: events or attendees).
	 * Nothing is kept.
	 *
	 * @param WP_REST_Request $request Request.
	 */
	public function csv_preview( WP_REST_Request $request ): mixed {
		return $this->handle(
			function () use ( $request ): array {
				$upload = $this->upload( $request );
				if ( null === $upload ) {
					throw DomainError::invalid( 'file', __( 'file (an uploaded .csv file) is required.', 'eventsmith' ) );
				}
				return $this->csv->preview( (string) $upload['tmp_name'], (string) $request['what'] );
			}
		);
	}

	/**
	 * An Eventin run: reads Eventin's data on this site (400 naming `source` when Eventin is not active).
	 *
	 * @return int The run's id.
	 * @throws DomainError Naming source.
	 */
	private function create_eventin(): int {
		return $this->runner->create( 'eventin', 'Eventin', '', array() );
	}

	/**
	 * The uploaded `file`, or null when none arrived whole.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return array{tmp_name: string, name: string}|null
	 */
	private function upload( WP_REST_Request $request ): ?array {
		$upload = $request->get_file_params()['file'] ?? null;
		if ( ! is_array( $upload ) || UPLOAD_ERR_OK !== (int) ( $upload['error'] ?? UPLOAD_ERR_NO_FILE ) ) {
			return null;
		}
		return array(
			'tmp_name' => (string) $upload['tmp_name'],
			'name'     => (string) $upload['name'],
		);
	}

	/**
	 * GET /imports/{id}: status, progress, counts and report.
	 *
	 * @param WP_REST_Request $request Request.
	 */
	public function status( WP_REST_Request $request ): mixed {
		return $this->handle( fn() => $this->present( $this->runs->find( (int) $request['id'] ) ) );
	}

	/**
	 * GET /imports/{id}/dry-run: what the import will create, update, skip and fail.
	 *
	 * @param WP_REST_Request $request Request.
	 */
	public function dry_run( WP_REST_Request $request ): mixed {
		return $this->handle(
			function () use ( $request ): array {
				$run = $this->runs->find( (int) $request['id'] );
				return array(
					'id'     => $run['id'],
					'counts' => $run['preview'],
					'report' => 'dry_run' === $run['status'] ? $run['report'] : array(),
				);
			}
		);
	}

	/**
	 * POST /imports/{id}/start.
	 *
	 * @param WP_REST_Request $request Request.
	 */
	public function start( WP_REST_Request $request ): mixed {
		return $this->handle(
			function () use ( $request ): array {
				$this->runner->start( (int) $request['id'] );
				return $this->present( $this->runs->find( (int) $request['id'] ) );
			}
		);
	}

	/**
	 * POST /imports/{id}/stop.
	 *
	 * @param WP_REST_Request $request Request.
	 */
	public function stop( WP_REST_Request $request ): mixed {
		return $this->handle(
			function () use ( $request ): array {
				$this->runner->stop( (int) $request['id'] );
				return $this->present( $this->runs->find( (int) $request['id'] ) );
			}
		);
	}

	/**
	 * POST /imports/{id}/undo: removes what this import created.
	 *
	 * @param WP_REST_Request $request Request.
	 */
	public function undo( WP_REST_Request $request ): mixed {
		return $this->handle(
			function () use ( $request ): array {
				$this->runner->undo( (int) $request['id'] );
				return $this->present( $this->runs->find( (int) $request['id'] ) );
			}
		);
	}

	/**
	 * A run as the API shows it.
	 *
	 * @param array<string, mixed> $run Run row.
	 * @return array<string, mixed>
	 */
	private function present( array $run ): array {
		return array(
			'id'           => $run['id'],
			'source_kind'  => $run['source_kind'],
			'source'       => $run['source'],
			'status'       => $run['status'],
			'subscription' => $run['subscription'],
			'dry_run'      => $run['preview'],
			'progress'     => array(
				'processed' => $run['processed'],
				'total'     => $run['total'],
				'percent'   => $run['total'] > 0 ? min( 100, (int) floor( 100 * $run['processed'] / $run['total'] ) ) : ( 'done' === $run['status'] ? 100 : 0 ),
			),
			'counts'       => array(
				'created' => $run['created'],
				'updated' => $run['updated'],
				'skipped' => $run['skipped'],
				'failed'  => $run['failed'],
				'removed' => $run['removed'],
			),
			'report'       => $run['report'],
			'error'        => $run['error'],
			'checked_at'   => $run['checked_at'],
			'created_at'   => $run['created_at'],
		);
	}
}
