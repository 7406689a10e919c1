<?php
/**
 * The demo site's templates, made from the built-in library.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Demo;

use Eventsmith\Infrastructure\Templates\Library\TemplateLibrary;
use Eventsmith\Infrastructure\Templates\TemplateRepository;

defined( 'ABSPATH' ) || exit;

/**
 * One published template per library design.
 */
final class DemoTemplates {

	/**
	 * Constructor.
	 *
	 * @param TemplateLibrary    $library   Ready-made designs.
	 * @param TemplateRepository $templates Template storage.
	 */
	public function __construct(
		private TemplateLibrary $library,
		private TemplateRepository $templates
	) {}

	/**
	 * Creates the demo templates that do not exist yet.
	 *
	 * @param callable(string): bool      $exists Whether a demo key was seeded before.
	 * @param callable(int, string): void $mark   Records a created post's demo key.
	 * @return int How many were created.
	 */
	public function seed( callable $exists, callable $mark ): int {
		$created = 0;
		foreach ( $this->library->all() as $design ) {
			$key = 'template-' . $design['id'];
			if ( $exists( $key ) ) {
				continue;
			}
			// Stored thumbnails are JPEG/PNG (the builder's captures): the design's pre-rendered preview.
			$template = $this->templates->create( array( 'thumbnail' => $this->library->thumbnail_image( $design['id'] ) ) + $design );
			$this->templates->update( (int) $template['id'], array( 'status' => 'publish' ) );
			$mark( (int) $template['id'], $key );
			++$created;
		}
		return $created;
	}
}
