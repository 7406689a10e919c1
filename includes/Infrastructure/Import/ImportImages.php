<?php
/**
 * Images of imported records: this site's media, or downloaded once.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Import;

defined( 'ABSPATH' ) || exit;

/**
 * An image given by address (an event's featured image, a speaker's photo): an address of
 * this site's media library is that attachment; another one is downloaded once with
 * `media_sideload_image()` (which fetches through `wp_safe_remote_get`, so private and
 * loopback addresses are refused) and remembered as the run's side object (`attachment`), so
 * undoing the run removes it and a second import of the same address reuses it. A download
 * that fails is a note in the run's report; the record still imports, without its image.
 */
final class ImportImages {

	/**
	 * The attachment an image address stands for here, or 0.
	 *
	 * @param string      $url   Image address.
	 * @param ImportLinks $links The run's links (side objects, notes).
	 * @param string      $field The field it fills, for the note.
	 */
	public function attachment( string $url, ImportLinks $links, string $field ): int {
		$url = trim( $url );
		if ( '' === $url ) {
			return 0;
		}
		$own = attachment_url_to_postid( $url );
		if ( $own > 0 ) {
			return $own;
		}
		$known = $links->object_id( 'attachment', $url );
		if ( null !== $known && 'attachment' === get_post_type( $known ) ) {
			return $known;
		}
		if ( ! wp_http_validate_url( $url ) ) {
			/* translators: 1: field name, 2: address. */
			$links->note( sprintf( __( '%1$s: %2$s is not a web address; imported without it.', 'eventsmith' ), $field, $url ) );
			return 0;
		}
		require_once ABSPATH . 'wp-admin/includes/media.php';
		require_once ABSPATH . 'wp-admin/includes/file.php';
		require_once ABSPATH . 'wp-admin/includes/image.php';
		$id = media_sideload_image( $url, 0, null, 'id' );
		if ( is_wp_error( $id ) ) {
			/* translators: 1: field name, 2: address, 3: reason. */
			$links->note( sprintf( __( '%1$s: %2$s could not be downloaded (%3$s); imported without it.', 'eventsmith' ), $field, $url, $id->get_error_message() ) );
			return 0;
		}
		$links->made( 'attachment', $url, (int) $id );
		return (int) $id;
	}
}
