<?php
/**
 * Which certificate an event hands out.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Blocks\Templates;

use Eventsmith\Infrastructure\Events\EventMeta;
use Eventsmith\Infrastructure\Templates\TemplateRepository;

defined( 'ABSPATH' ) || exit;

/**
 * The published certificate template of an event; an occurrence without its
 * own uses its series'. Events without one give no certificates.
 */
final class CertificateTemplates {

	/**
	 * Constructor.
	 *
	 * @param TemplateRepository $templates Templates.
	 */
	public function __construct( private TemplateRepository $templates ) {}

	/**
	 * The template, or null when the event gives no certificate.
	 *
	 * @param int $event_id Event or occurrence id.
	 * @return array<string, mixed>|null
	 */
	public function for_event( int $event_id ): ?array {
		$key = EventMeta::key( 'certificate_template' );
		$id  = (int) get_post_meta( $event_id, $key, true );
		if ( $id < 1 ) {
			$id = (int) get_post_meta( (int) wp_get_post_parent_id( $event_id ), $key, true );
		}
		return $this->templates->find_published( $id, 'certificate' );
	}
}
