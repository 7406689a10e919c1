<?php
/**
 * Wiring of the template builder's designs: their routes, blocks, previews and the ticket and certificate pages.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Core\Areas;

use Eventsmith\Blocks\Templates\CertificatePage;
use Eventsmith\Blocks\Templates\CertificateTemplates;
use Eventsmith\Blocks\Templates\DocumentScripts;
use Eventsmith\Blocks\Templates\PreviewPage;
use Eventsmith\Blocks\Templates\TemplateBlocks;
use Eventsmith\Blocks\Templates\TicketPage;
use Eventsmith\Blocks\Templates\TicketTemplateChoice;
use Eventsmith\Blocks\Tickets\CertificatesView;
use Eventsmith\Core\SharedServices;
use Eventsmith\Rest\RestRegistrar;
use Eventsmith\Rest\TemplateLibraryController;
use Eventsmith\Rest\TemplateRenderController;
use Eventsmith\Rest\TemplatesController;

defined( 'ABSPATH' ) || exit;

/**
 * Builds the template routes and the pages that show a design filled in.
 */
final class TemplatesArea {

	/**
	 * Constructor.
	 *
	 * @param SharedServices $shared The shared services.
	 */
	public function __construct( private SharedServices $shared ) {}

	/**
	 * Registers the routes, template-only blocks, document scripts and pages.
	 */
	public function register_hooks(): void {
		$shared = $this->shared;
		( new RestRegistrar(
			array(
				new TemplatesController( $shared->templates, $shared->access ),
				new TemplateLibraryController( $shared->library, $shared->access ),
				new TemplateRenderController( $shared->templates, $shared->contexts, $shared->renderer, $shared->access ),
			)
		) )->register_hooks();
		$shared->elementor->register_hooks();
		( new TemplateBlocks( EVENTSMITH_DIR . '/template-editor/blocks' ) )->register_hooks();
		( new DocumentScripts( EVENTSMITH_DIR . '/build', plugins_url( 'build', EVENTSMITH_FILE ) ) )->register_hooks();
		( new PreviewPage( $shared->templates, $shared->contexts, $shared->renderer, $shared->access ) )->register_hooks();
		$certificates = new CertificateTemplates( $shared->templates );
		( new CertificatePage( $shared->attendees, $shared->contexts, $shared->renderer, $certificates ) )->register_hooks();
		$shared->blocks->serve( array( 'certificates' => static fn( array $attributes ): CertificatesView => CertificatesView::from_attributes( $attributes, $shared->attendees, $certificates, $shared->event_pages ) ) );
		( new TicketPage( $shared->attendees, $shared->contexts, $shared->renderer, new TicketTemplateChoice( $shared->templates ) ) )->register_hooks();
	}
}
