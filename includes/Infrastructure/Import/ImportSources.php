<?php
/**
 * The import sources a run can name.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Import;

use Eventsmith\Domain\DomainError;

defined( 'ABSPATH' ) || exit;

/**
 * Sources by kind.
 */
final class ImportSources {

	/**
	 * Sources by kind.
	 *
	 * @var array<string, ImportSource>
	 */
	private array $sources = array();

	/**
	 * Constructor.
	 *
	 * @param list<ImportSource> $sources Sources.
	 */
	public function __construct( array $sources ) {
		foreach ( $sources as $source ) {
			$this->sources[ $source->kind() ] = $source;
		}
	}

	/**
	 * The source of a kind.
	 *
	 * @param string $kind Source kind.
	 * @throws DomainError Naming source when there is none of that kind.
	 */
	public function get( string $kind ): ImportSource {
		if ( ! isset( $this->sources[ $kind ] ) ) {
			/* translators: %s: the source kind asked for. */
			throw DomainError::invalid( 'source', sprintf( __( 'source "%s" is not an import source of this site.', 'eventsmith' ), $kind ) );
		}
		return $this->sources[ $kind ];
	}

	/**
	 * The kinds there are.
	 *
	 * @return list<string>
	 */
	public function kinds(): array {
		return array_keys( $this->sources );
	}
}
