/**
 * The RSVP form's checks (spec §5), kept apart from the page so they can be
 * tested: the attendee count against the submission limit and the places
 * left, and each attendee's name and email.
 */

export type RsvpTexts = {
	positive: string;
	maxLimit: string;
	maxCapacity: string;
	name: string;
	email: string;
	failed: string;
};

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * What is wrong with the attendee count, '' when nothing.
 *
 * @param value     The count as typed.
 * @param max       Most attendees per answer.
 * @param remaining Places left, -1 when unlimited.
 * @param texts     The messages.
 */
export function countError(
	value: string,
	max: number,
	remaining: number,
	texts: RsvpTexts
): string {
	const count = Number( value );
	if (
		! /^\d+$/.test( value.trim() ) ||
		! Number.isInteger( count ) ||
		count < 1
	) {
		return texts.positive;
	}
	if ( count > max ) {
		return texts.maxLimit;
	}
	if ( remaining >= 0 && count > remaining ) {
		return texts.maxCapacity;
	}
	return '';
}

/**
 * What is wrong with one attendee: a name is needed, and an email that
 * matches the pattern once lower-cased.
 *
 * @param name  Name as typed.
 * @param email Email as typed.
 * @param texts The messages.
 */
export function attendeeErrors(
	name: string,
	email: string,
	texts: RsvpTexts
): { name: string; email: string } {
	return {
		name: name.trim() ? '' : texts.name,
		email: EMAIL_PATTERN.test( email.trim().toLowerCase() )
			? ''
			: texts.email,
	};
}

/**
 * Whether submit is enabled after checking attendees 0..n-1 in order: as
 * specified, the attendee checked last decides (the server refuses any
 * invalid attendee all the same).
 *
 * @param checks Whether each attendee is valid, in the order checked.
 */
export function lastCheckedDecides( checks: boolean[] ): boolean {
	return checks.length > 0 && checks[ checks.length - 1 ] === true;
}

/**
 * The form's fields as the RSVP action takes them: every named, enabled
 * field in form order, as {name, value} pairs.
 *
 * @param form The form.
 */
export function serializeForm(
	form: HTMLFormElement
): Array< { name: string; value: string } > {
	const pairs: Array< { name: string; value: string } > = [];
	new FormData( form ).forEach( ( value, name ) => {
		if ( typeof value === 'string' ) {
			pairs.push( { name, value } );
		}
	} );
	return pairs;
}
