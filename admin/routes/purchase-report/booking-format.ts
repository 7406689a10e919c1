/**
 * Rules of the purchase report: money, status labels, which actions a
 * booking offers, and the sales chart's bars.
 */
import { __, sprintf } from '@wordpress/i18n';
import type { Bar } from '../../components/chart/chart-scale';
import type { Booking, BookingStatus, SalesDay } from './booking-types';

export const BOOKING_STATUSES: BookingStatus[] = [
	'pending',
	'completed',
	'failed',
	'refunded',
];

/**
 * Label of a booking status.
 *
 * @param status Status as stored.
 */
export function bookingStatusLabel( status: string ): string {
	switch ( status ) {
		case 'pending':
			return __( 'Pending', 'eventsmith' );
		case 'completed':
			return __( 'Completed', 'eventsmith' );
		case 'failed':
			return __( 'Failed', 'eventsmith' );
		case 'refunded':
			return __( 'Refunded', 'eventsmith' );
		default:
			return status;
	}
}

/**
 * Look of the status tag (spec-style colours: success, processing, error, grey).
 *
 * @param status Booking status.
 */
export function bookingStatusTone( status: string ): string {
	switch ( status ) {
		case 'completed':
			return 'success';
		case 'pending':
			return 'processing';
		case 'failed':
			return 'error';
		default:
			return 'default';
	}
}

/**
 * Whether 'Resend Invoice' and 'Refund Booking' are offered (spec §4: only
 * for completed bookings).
 *
 * @param status Booking status.
 */
export function offersBookingActions( status: string ): boolean {
	return status === 'completed';
}

/**
 * An amount with its currency, e.g. `€25.00`; an unknown currency code
 * falls back to `25.00 XYZ`.
 *
 * @param amount   Amount.
 * @param currency ISO 4217 code (any case); empty for none.
 * @param locale   Locale for the number format.
 */
export function formatMoney(
	amount: number,
	currency: string,
	locale = 'en-US'
): string {
	const code = currency.trim().toUpperCase();
	if ( /^[A-Z]{3}$/.test( code ) ) {
		try {
			return new Intl.NumberFormat( locale, {
				style: 'currency',
				currency: code,
			} ).format( amount );
		} catch {
			// Not a currency Intl knows: fall through.
		}
	}
	const number = new Intl.NumberFormat( locale, {
		minimumFractionDigits: 2,
		maximumFractionDigits: 2,
	} ).format( amount );
	return code ? `${ number } ${ code }` : number;
}

/**
 * The currency of a list of bookings when they all share one, else ''.
 *
 * @param currencies Currency of each booking.
 */
export function sharedCurrency( currencies: string[] ): string {
	const codes = new Set( currencies.map( ( c ) => c.trim().toUpperCase() ) );
	return codes.size === 1 ? [ ...codes ][ 0 ]! : '';
}

/**
 * Short label of a day (`2031-03-04` → `Mar 4`), read as a calendar date
 * whatever the browser's timezone.
 *
 * @param day    `YYYY-MM-DD`.
 * @param locale Locale.
 */
export function dayLabel( day: string, locale = 'en-US' ): string {
	const date = new Date( `${ day }T00:00:00Z` );
	if ( Number.isNaN( date.getTime() ) ) {
		return day;
	}
	return new Intl.DateTimeFormat( locale, {
		month: 'short',
		day: 'numeric',
		timeZone: 'UTC',
	} ).format( date );
}

/**
 * Bars of the sales chart: tickets sold per day.
 *
 * @param days   Sales per day, oldest first.
 * @param locale Locale.
 */
export function salesBars( days: SalesDay[], locale = 'en-US' ): Bar[] {
	return days.map( ( day ) => ( {
		label: dayLabel( day.day, locale ),
		value: day.tickets,
	} ) );
}

/**
 * The discount an order got, e.g. `SUMMER −$8.13`; '' without a code.
 *
 * @param booking The booking.
 * @param locale  Locale for the number format.
 */
export function discountNote( booking: Booking, locale = 'en-US' ): string {
	if ( ! booking.discount_code ) {
		return '';
	}
	return sprintf(
		/* translators: 1: discount code, 2: amount taken off. */
		__( 'Code %1$s: −%2$s', 'eventsmith' ),
		booking.discount_code,
		formatMoney( booking.discount_total ?? 0, booking.currency, locale )
	);
}
