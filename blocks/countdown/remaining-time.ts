/**
 * Splitting the time left into the units the countdown shows.
 */

export type RemainingTime = {
	days: number;
	hours: number;
	minutes: number;
	seconds: number;
	finished: boolean;
};

export type UnitTexts = {
	day: string;
	days: string;
	hr: string;
	hrs: string;
	min: string;
	mins: string;
	sec: string;
	secs: string;
};

/**
 * Time left until `endsAt` at `now` (both in milliseconds), never below zero.
 *
 * @param endsAt When the countdown reaches zero.
 * @param now    The current time.
 */
export function remainingTime( endsAt: number, now: number ): RemainingTime {
	const left = Math.max( 0, Math.floor( ( endsAt - now ) / 1000 ) );
	return {
		days: Math.floor( left / 86400 ),
		hours: Math.floor( ( left % 86400 ) / 3600 ),
		minutes: Math.floor( ( left % 3600 ) / 60 ),
		seconds: left % 60,
		finished: left === 0,
	};
}

/**
 * Two digits, as a clock shows them.
 *
 * @param value A unit's value.
 */
export function padUnit( value: number ): string {
	return String( value ).padStart( 2, '0' );
}

/**
 * The singular label for exactly one, the plural one otherwise.
 *
 * @param value    A unit's value.
 * @param singular Label for one.
 * @param plural   Label for any other number.
 */
export function unitLabel(
	value: number,
	singular: string,
	plural: string
): string {
	return value === 1 ? singular : plural;
}

/**
 * The label of each unit for a remaining time.
 *
 * @param time  Remaining time.
 * @param texts Unit texts from the server.
 */
export function unitLabels( time: RemainingTime, texts: UnitTexts ) {
	return {
		daysLabel: unitLabel( time.days, texts.day, texts.days ),
		hoursLabel: unitLabel( time.hours, texts.hr, texts.hrs ),
		minutesLabel: unitLabel( time.minutes, texts.min, texts.mins ),
		secondsLabel: unitLabel( time.seconds, texts.sec, texts.secs ),
	};
}
