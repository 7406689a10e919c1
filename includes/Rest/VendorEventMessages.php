<?php
/**
 * Messages the vendor event form shows next to a refused field.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Rest;

defined( 'ABSPATH' ) || exit;

/**
 * The events API names fields as developers know them ("end_date must
 * not be before …"); a vendor reads the same refusal in the form's words.
 */
final class VendorEventMessages {

	/**
	 * The form's message for a refused field.
	 *
	 * @param string $field    Field the error names.
	 * @param string $code     Error code.
	 * @param string $fallback The API's own message.
	 */
	public static function for_field( string $field, string $code, string $fallback ): string {
		if ( 'eventsmith_event_ends_before_start' === $code ) {
			return __( 'The event must end after it starts.', 'eventsmith' );
		}
		return match ( $field ) {
			'title'               => __( 'Please enter a title.', 'eventsmith' ),
			'start_date'          => __( 'Please enter a valid start date.', 'eventsmith' ),
			'start_time'          => __( 'Please enter a valid start time.', 'eventsmith' ),
			'end_date'            => __( 'Please enter a valid end date.', 'eventsmith' ),
			'end_time'            => __( 'Please enter a valid end time.', 'eventsmith' ),
			'timezone'            => __( 'Please choose a timezone from the list.', 'eventsmith' ),
			'location'            => __( 'Please enter an address or an online link.', 'eventsmith' ),
			'location.online_url' => __( 'Please enter a web address starting with https:// or http://.', 'eventsmith' ),
			'total_ticket'        => __( 'Please enter a whole number of places, or leave the field empty for no limit.', 'eventsmith' ),
			default               => $fallback,
		};
	}
}
