<?php
/**
 * REST: /eventsmith/v2/speaker-groups (speaker groups).
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Rest;

use Eventsmith\Domain\Access\Permission;

defined( 'ABSPATH' ) || exit;

/**
 * Speaker groups: list, create, get, delete.
 */
final class SpeakerGroupsController extends TermsController {

	/**
	 * Route base.
	 *
	 * @var string
	 */
	protected $rest_base = 'speaker-groups';

	/**
	 * {@inheritDoc}
	 */
	protected function permission(): Permission {
		return Permission::ManageOrganizer;
	}

	/**
	 * {@inheritDoc}
	 */
	protected function name_required_message(): string {
		return __( 'Group Name is Required!', 'eventsmith' );
	}
}
