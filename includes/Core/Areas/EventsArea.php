<?php
/**
 * Wiring of event management: the events, categories and tags routes and certificate e-mails.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Core\Areas;

use Eventsmith\Core\SharedServices;
use Eventsmith\Infrastructure\Content\Taxonomies;
use Eventsmith\Infrastructure\Terms\TermRepository;
use Eventsmith\Infrastructure\Tickets\CertificateMailer;
use Eventsmith\Rest\CategoriesController;
use Eventsmith\Rest\EventCertificateController;
use Eventsmith\Rest\EventListParams;
use Eventsmith\Rest\EventPresenter;
use Eventsmith\Rest\EventsController;
use Eventsmith\Rest\RestRegistrar;
use Eventsmith\Rest\TagsController;

defined( 'ABSPATH' ) || exit;

/**
 * Builds the staff's event routes from the shared event repository.
 */
final class EventsArea {

	/**
	 * Constructor.
	 *
	 * @param SharedServices $shared The shared services.
	 */
	public function __construct( private SharedServices $shared ) {}

	/**
	 * Registers the routes.
	 */
	public function register_hooks(): void {
		$shared       = $this->shared;
		$certificates = new CertificateMailer( $shared->attendees, $shared->outbox );
		$certificates->register_hooks();
		( new RestRegistrar(
			array(
				new EventsController( $shared->events, new EventPresenter( $shared->event_reader ), new EventListParams(), $shared->access ),
				new CategoriesController( new TermRepository( Taxonomies::CATEGORY, true ), $shared->access ),
				new TagsController( new TermRepository( Taxonomies::TAG ), $shared->access ),
				new EventCertificateController( $shared->event_reader, $certificates, $shared->access ),
			)
		) )->register_hooks();
	}
}
