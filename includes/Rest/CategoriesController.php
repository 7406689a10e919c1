<?php
/**
 * REST: /eventsmith/v2/categories (event categories).
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Rest;

use Eventsmith\Domain\Access\Permission;

defined( 'ABSPATH' ) || exit;

/**
 * Event categories: list, create, get, delete.
 */
final class CategoriesController extends TermsController {

	/**
	 * Route base.
	 *
	 * @var string
	 */
	protected $rest_base = 'categories';

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
		return __( 'Category Name is Required!', 'eventsmith' );
	}

	/**
	 * Categories nest.
	 */
	protected function hierarchical(): bool {
		return true;
	}
}
