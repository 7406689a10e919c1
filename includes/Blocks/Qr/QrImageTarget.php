<?php
/**
 * What a QR image on a page encodes.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Blocks\Qr;

defined( 'ABSPATH' ) || exit;

/**
 * The address the editor typed (http or https; a path starting with "/" is on
 * this site), or else the address of the page the block is on.
 */
final class QrImageTarget {

	/**
	 * The address to encode, '' when there is none.
	 *
	 * @param string $url     The block's address attribute.
	 * @param int    $post_id The post the block renders in (0: the current one).
	 */
	public static function of( string $url, int $post_id ): string {
		$url = trim( $url );
		if ( '' === $url ) {
			$post_id = $post_id > 0 ? $post_id : (int) get_the_ID();
			$link    = $post_id > 0 ? get_permalink( $post_id ) : false;
			return false === $link ? '' : (string) $link;
		}
		if ( str_starts_with( $url, '/' ) && ! str_starts_with( $url, '//' ) ) {
			return home_url( $url );
		}
		return (string) esc_url_raw( $url, array( 'http', 'https' ) );
	}
}
