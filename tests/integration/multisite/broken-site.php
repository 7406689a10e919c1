<?php
/**
 * Test helper for the multisite spec (installed only on its network): the
 * site at /broken/ cannot be installed, so network activation must go on
 * with the other sites and name this one.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

defined( 'ABSPATH' ) || exit;

add_action(
	'eventsmith_before_site_install',
	static function ( int $blog_id ): void {
		$site = get_site( $blog_id );
		if ( $site && '/broken/' === $site->path ) {
			throw new RuntimeException( 'this site\'s database refuses new tables' );
		}
	}
);
