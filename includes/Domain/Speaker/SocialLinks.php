<?php
/**
 * A speaker's links to social networks.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Domain\Speaker;

use Eventsmith\Domain\DomainError;

defined( 'ABSPATH' ) || exit;

/**
 * A list of {network, url} pairs, each with a network name and a web address.
 */
final class SocialLinks {

	/**
	 * Reads and checks a list of links.
	 *
	 * @param mixed $links A list of arrays with `network` and `url`.
	 * @return list<array{network: string, url: string}>
	 * @throws DomainError Naming `social` or `social[i].network` / `social[i].url`.
	 */
	public static function parse( mixed $links ): array {
		if ( ! is_array( $links ) || ! array_is_list( $links ) ) {
			throw DomainError::invalid( 'social', __( 'Social links must be a list.', 'eventsmith' ), 'eventsmith_invalid_social' );
		}
		$parsed = array();
		foreach ( $links as $index => $link ) {
			$network = is_array( $link ) && is_string( $link['network'] ?? null ) ? trim( $link['network'] ) : '';
			$url     = is_array( $link ) && is_string( $link['url'] ?? null ) ? trim( $link['url'] ) : '';
			if ( '' === $network ) {
				throw DomainError::invalid(
					"social[{$index}].network",
					__( 'Each social link needs a network name.', 'eventsmith' ),
					'eventsmith_invalid_social'
				);
			}
			if ( ! self::is_web_address( $url ) ) {
				throw DomainError::invalid(
					"social[{$index}].url",
					__( 'Each social link needs a web address starting with http:// or https://.', 'eventsmith' ),
					'eventsmith_invalid_social'
				);
			}
			$parsed[] = array(
				'network' => $network,
				'url'     => $url,
			);
		}
		return $parsed;
	}

	/**
	 * Whether a text is an absolute http(s) address.
	 *
	 * @param string $url Candidate.
	 */
	private static function is_web_address( string $url ): bool {
		$scheme = strtolower( (string) parse_url( $url, PHP_URL_SCHEME ) ); // phpcs:ignore WordPress.WP.AlternativeFunctions.parse_url_parse_url -- Domain code runs without WordPress.
		return in_array( $scheme, array( 'http', 'https' ), true ) && false !== filter_var( $url, FILTER_VALIDATE_URL );
	}
}
