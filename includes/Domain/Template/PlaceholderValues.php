<?php
/**
 * The value of every placeholder for a context.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Domain\Template;

defined( 'ABSPATH' ) || exit;

/**
 * Dates are shown in the event's own timezone with the site's date and time
 * formats; prices as "25.00 USD"; extra fields as one "Label: value" line
 * each. A value the context does not have is '' (never a raw token).
 */
final class PlaceholderValues {

	/**
	 * Constructor.
	 *
	 * @param string $date_format PHP date format (the site's).
	 * @param string $time_format PHP time format (the site's).
	 */
	public function __construct(
		private string $date_format = 'F j, Y',
		private string $time_format = 'g:i a'
	) {}

	/**
	 * Values by placeholder key, for every key of Placeholders::KEYS.
	 *
	 * @param PlaceholderContext $context What the template is rendered for.
	 * @return array<string, string>
	 */
	public function for_context( PlaceholderContext $context ): array {
		$schedule = $context->schedule;
		$extra    = $context->extra;
		return array(
			'event_title'      => $context->event_title,
			'event_location'   => $context->event_location,
			'event_start_date' => null === $schedule ? '' : $schedule->local_start()->format( $this->date_format . ' ' . $this->time_format ),
			'event_end_time'   => null === $schedule ? '' : $this->end( $schedule->local_start(), $schedule->local_end() ),
			'event_timezone'   => null === $schedule ? '' : $schedule->timezone(),
			'attendee_name'    => $context->attendee_name,
			'attendee_email'   => $context->attendee_email,
			'attendee_phone'   => $context->attendee_phone,
			'ticket_id'        => $context->ticket_id > 0 ? (string) $context->ticket_id : '',
			'ticket_price'     => null === $context->price ? '' : self::price( $context->price, $context->currency ),
			'ticket_type'      => $context->ticket_type,
			'attendee_seat'    => is_scalar( $extra['seat'] ?? null ) ? (string) $extra['seat'] : '',
			'payment_status'   => self::payment_status( $context->payment_status ),
			'extra_fields'     => self::extra_lines( $extra ),
		);
	}

	/**
	 * A price with its currency code: "25.00 USD".
	 *
	 * @param float  $amount   Amount.
	 * @param string $currency ISO 4217 code ('' for none).
	 */
	public static function price( float $amount, string $currency ): string {
		return trim( number_format( $amount, 2, '.', ',' ) . ' ' . strtoupper( $currency ) );
	}

	/**
	 * The label of a booking status ('' when unknown or not booked).
	 *
	 * @param string $status Stored status.
	 */
	public static function payment_status( string $status ): string {
		return match ( $status ) {
			'pending'   => __( 'Pending', 'eventsmith' ),
			'completed' => __( 'Paid', 'eventsmith' ),
			'failed'    => __( 'Failed', 'eventsmith' ),
			'refunded'  => __( 'Refunded', 'eventsmith' ),
			default     => '',
		};
	}

	/**
	 * Extra fields as "Label: value" lines; the label is the key with
	 * underscores and dashes as spaces, first letter upper case. Lists are
	 * joined with commas; empty values and the seat are left out.
	 *
	 * @param array<string, mixed> $extra Extra fields.
	 */
	public static function extra_lines( array $extra ): string {
		$lines = array();
		foreach ( $extra as $key => $value ) {
			if ( 'seat' === $key ) {
				continue;
			}
			$text = is_array( $value ) ? implode( ', ', array_filter( array_map( 'strval', array_filter( $value, 'is_scalar' ) ), 'strlen' ) ) : ( is_scalar( $value ) ? (string) $value : '' );
			if ( '' === trim( $text ) ) {
				continue;
			}
			$label   = ucfirst( trim( str_replace( array( '_', '-' ), ' ', (string) $key ) ) );
			$lines[] = $label . ': ' . $text;
		}
		return implode( "\n", $lines );
	}

	/**
	 * The end time; with its date when the event ends on another day.
	 *
	 * @param \DateTimeImmutable $start Local start.
	 * @param \DateTimeImmutable $end   Local end.
	 */
	private function end( \DateTimeImmutable $start, \DateTimeImmutable $end ): string {
		return $start->format( 'Y-m-d' ) === $end->format( 'Y-m-d' )
			? $end->format( $this->time_format )
			: $end->format( $this->date_format . ' ' . $this->time_format );
	}
}
