<?php
/**
 * REST: /eventsmith/v2/tags (event tags).
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Rest;

use Eventsmith\Domain\Access\Permission;

defined( 'ABSPATH' ) || exit;

/**
 * Event tags: list, create, get, delete.
 */
final class TagsController extends TermsController {

	/**
	 * Route base.
	 *
	 * @var string
	 */
	protected $rest_base = 'tags';

	/**
	 * {@inheritDoc}
	 */
	protected function permission(): Permission {
		return Permission::ManageEvent;
	}

	/**
	 * {@inheritDoc}
	 */
	protected function name_required_message(): string {
		return __( 'Tag Name is Required!', 'eventsmith' );
	}
}
