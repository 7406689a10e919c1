<?php
/**
 * Fetches a calendar feed.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Import;

use Eventsmith\Domain\DomainError;

defined( 'ABSPATH' ) || exit;

/**
 * wp_safe_remote_get only (no private addresses, no redirects to them); an answer other than
 * 200, a timeout, or a body that is not a calendar (an HTML error page) is an error naming
 * what happened.
 */
final class FeedFetcher {

	/** Seconds a feed may take. */
	public const TIMEOUT = 15;

	/**
	 * The feed's text.
	 *
	 * @param string $url Feed address (http or https; webcal:// is read as https://).
	 * @throws DomainError Naming `url`.
	 */
	public function fetch( string $url ): string {
		$response = wp_safe_remote_get(
			self::normalise( $url ),
			array(
				'timeout'             => self::TIMEOUT,
				'redirection'         => 3,
				'limit_response_size' => 64 * MB_IN_BYTES,
				'headers'             => array( 'Accept' => 'text/calendar, */*;q=0.5' ),
			)
		);
		if ( is_wp_error( $response ) ) {
			/* translators: %s: the HTTP client's message, e.g. a timeout. */
			throw new DomainError( 'eventsmith_feed_unreachable', sprintf( __( 'The feed could not be fetched: %s', 'eventsmith' ), $response->get_error_message() ), DomainError::INVALID, 'url' );
		}
		$code = (int) wp_remote_retrieve_response_code( $response );
		if ( 200 !== $code ) {
			/* translators: %d: HTTP status code such as 404. */
			throw new DomainError( 'eventsmith_feed_status', sprintf( __( 'The feed answered with HTTP status %d instead of a calendar.', 'eventsmith' ), $code ), DomainError::INVALID, 'url' );
		}
		$body = (string) wp_remote_retrieve_body( $response );
		if ( ! str_starts_with( strtoupper( ltrim( $body, "\xEF\xBB\xBF \t\r\n" ) ), 'BEGIN:VCALENDAR' ) ) {
			$type = (string) wp_remote_retrieve_header( $response, 'content-type' );
			/* translators: %s: content type such as text/html. */
			throw new DomainError( 'eventsmith_feed_not_calendar', sprintf( __( 'The feed did not return a calendar (content type "%s").', 'eventsmith' ), $type ), DomainError::INVALID, 'url' );
		}
		return $body;
	}

	/**
	 * A feed address as fetched.
	 *
	 * @param string $url Address.
	 * @throws DomainError When it is not a web address.
	 */
	public static function normalise( string $url ): string {
		$url = trim( (string) preg_replace( '#^webcals?://#i', 'https://', trim( $url ) ) );
		if ( 1 !== preg_match( '#^https?://[^\s/$.?\#][^\s]*$#i', $url ) ) {
			throw DomainError::invalid( 'url', __( 'url must be a web address starting with https://, http:// or webcal://.', 'eventsmith' ) );
		}
		return $url;
	}
}
