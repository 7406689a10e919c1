<?php
/**
 * The ready-made templates that ship with the plugin.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Templates\Library;

defined( 'ABSPATH' ) || exit;

/**
 * Three certificates, three tickets and three event landing pages, one file
 * each in `designs/`, as core blocks with {{placeholders}} where event and
 * attendee details go. Served by the plugin itself, so the template chooser
 * works without any outside service.
 */
final class TemplateLibrary {

	/**
	 * Design ids in the order the chooser shows them; each is `designs/{id}.php`.
	 */
	public const DESIGNS = array(
		'certificate-classic',
		'certificate-modern',
		'certificate-minimal',
		'ticket-admission',
		'ticket-boarding-pass',
		'ticket-badge',
		'event-conference',
		'event-meetup',
		'event-workshop',
	);

	/**
	 * Designs loaded so far, by id.
	 *
	 * @var array<string, array{id: string, type: string, name: string, orientation: string, content: string, thumbnail: string}>
	 */
	private array $loaded = array();

	/**
	 * Every design, optionally of one type.
	 *
	 * @param string $type '' for all, or event, certificate, ticket.
	 * @return list<array{id: string, type: string, name: string, orientation: string, content: string, thumbnail: string}>
	 */
	public function all( string $type = '' ): array {
		$designs = array();
		foreach ( self::DESIGNS as $id ) {
			$design = $this->load( $id );
			if ( '' === $type || $design['type'] === $type ) {
				$designs[] = $design;
			}
		}
		return $designs;
	}

	/**
	 * One design by id, or null.
	 *
	 * @param string $id Design id.
	 * @return array{id: string, type: string, name: string, orientation: string, content: string, thumbnail: string}|null
	 */
	public function find( string $id ): ?array {
		return in_array( $id, self::DESIGNS, true ) ? $this->load( $id ) : null;
	}

	/**
	 * A design's pre-rendered thumbnail (assets/templates/thumbnails/{id}.jpg,
	 * made by tools/template-thumbnails.mjs from its real preview) as the JPEG
	 * data URL stored templates carry, or '' when there is none.
	 *
	 * @param string $id Design id.
	 */
	public function thumbnail_image( string $id ): string {
		$file = EVENTSMITH_DIR . '/assets/templates/thumbnails/' . $id . '.jpg';
		if ( ! in_array( $id, self::DESIGNS, true ) || ! is_readable( $file ) ) {
			return '';
		}
		$bytes = (string) file_get_contents( $file ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a file of the plugin.
		return '' === $bytes ? '' : 'data:image/jpeg;base64,' . base64_encode( $bytes ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_encode -- a data URL.
	}

	/**
	 * Reads a design file (once) and keeps exactly the fields of a design.
	 *
	 * @param string $id Design id, one of DESIGNS.
	 * @return array{id: string, type: string, name: string, orientation: string, content: string, thumbnail: string}
	 */
	private function load( string $id ): array {
		if ( ! isset( $this->loaded[ $id ] ) ) {
			// Each file returns an array; a static closure keeps its variables to itself.
			$file                = ( static fn( string $path ): array => require $path )( __DIR__ . '/designs/' . $id . '.php' );
			$this->loaded[ $id ] = array(
				'id'          => $id,
				'type'        => (string) $file['type'],
				'name'        => (string) $file['name'],
				'orientation' => (string) ( $file['orientation'] ?? 'landscape' ),
				'content'     => (string) $file['content'],
				'thumbnail'   => (string) $file['thumbnail'],
			);
		}
		return $this->loaded[ $id ];
	}
}
