<?php
/**
 * Wiring of people and programmes: speakers, organizers, their groups and schedules.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Core\Areas;

use Eventsmith\Core\SharedServices;
use Eventsmith\Infrastructure\Content\Taxonomies;
use Eventsmith\Infrastructure\Terms\TermRepository;
use Eventsmith\Rest\RestRegistrar;
use Eventsmith\Rest\SchedulesController;
use Eventsmith\Rest\SpeakerGroupsController;
use Eventsmith\Rest\SpeakersController;

defined( 'ABSPATH' ) || exit;

/**
 * Builds the staff's speaker, group and schedule routes.
 */
final class PeopleArea {

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
		$shared = $this->shared;
		( new RestRegistrar(
			array(
				new SpeakersController( $shared->speakers, $shared->access ),
				new SpeakerGroupsController( new TermRepository( Taxonomies::SPEAKER_GROUP ), $shared->access ),
				new SchedulesController( $shared->schedules, $shared->access ),
			)
		) )->register_hooks();
		$shared->blocks->serve( array( 'speakers' => $shared->speakers ) );
	}
}
