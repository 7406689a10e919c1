<?php
/**
 * The placeholders templates may hold, and their substitution.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Domain\Template;

defined( 'ABSPATH' ) || exit;

/**
 * Placeholders are written `{{key}}`. Rendering replaces each with its value,
 * escaped by the caller's escaper; unknown or missing ones become '' — never
 * raw tokens on a certificate.
 */
final class Placeholders {

	public const KEYS = array(
		'event_title',
		'event_location',
		'event_start_date',
		'event_end_time',
		'event_timezone',
		'attendee_name',
		'attendee_email',
		'attendee_phone',
		'ticket_id',
		'ticket_price',
		'ticket_type',
		'attendee_seat',
		'payment_status',
		'extra_fields',
	);

	/**
	 * The token of a placeholder.
	 *
	 * @param string $key Placeholder key.
	 */
	public static function token( string $key ): string {
		return '{{' . $key . '}}';
	}

	/**
	 * Replaces every `{{token}}` in the HTML.
	 *
	 * @param string                          $html    Template HTML.
	 * @param array<string, string|int|float> $values  Values by key.
	 * @param callable(string): string        $escape  Escapes a value for HTML.
	 */
	public static function replace( string $html, array $values, callable $escape ): string {
		return (string) preg_replace_callback(
			'/\{\{\s*([a-z0-9_]+)\s*\}\}/i',
			static function ( array $match ) use ( $values, $escape ): string {
				$key = strtolower( $match[1] );
				return in_array( $key, self::KEYS, true ) && isset( $values[ $key ] ) ? $escape( (string) $values[ $key ] ) : '';
			},
			$html
		);
	}
}
