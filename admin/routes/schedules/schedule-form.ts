/**
 * Rules of the schedule editor: the values it edits, their validation
 * (program title and date required, a session may not end before it
 * starts) and the payload sent to the server.
 */
import { __ } from '@wordpress/i18n';
import type { Schedule, Session } from './types';

export type ScheduleValues = {
	program_title: string;
	date: string;
	sessions: Session[];
};

/** Field => message; session fields are named `sessions.<index>.end_time`. */
export type ScheduleErrors = Record< string, string >;

export function emptySession(): Session {
	return {
		start_time: '',
		end_time: '',
		title: '',
		objective: '',
		speakers: [],
		location: '',
	};
}

export function emptySchedule(): ScheduleValues {
	return { program_title: '', date: '', sessions: [ emptySession() ] };
}

/**
 * The editable values of a stored schedule.
 *
 * @param schedule Schedule from the server.
 */
export function scheduleValues( schedule: Schedule ): ScheduleValues {
	return {
		program_title: schedule.program_title,
		date: schedule.date,
		sessions: ( schedule.sessions ?? [] ).map( ( session ) => ( {
			...emptySession(),
			...session,
		} ) ),
	};
}

/**
 * Messages for invalid fields; empty when the schedule may be saved.
 *
 * @param values Editor values.
 */
export function validateSchedule( values: ScheduleValues ): ScheduleErrors {
	const errors: ScheduleErrors = {};
	if ( values.program_title.trim() === '' ) {
		errors.program_title = __( 'Program Title is Required!', 'eventsmith' );
	}
	if ( values.date.trim() === '' ) {
		errors.date = __( 'Date is Required!', 'eventsmith' );
	} else if ( ! /^\d{4}-\d{2}-\d{2}$/.test( values.date ) ) {
		errors.date = __( 'Enter the date as YYYY-MM-DD.', 'eventsmith' );
	}
	values.sessions.forEach( ( session, index ) => {
		if (
			session.start_time &&
			session.end_time &&
			session.end_time < session.start_time
		) {
			errors[ `sessions.${ index }.end_time` ] = __(
				'A session cannot end before it starts.',
				'eventsmith'
			);
		}
	} );
	return errors;
}

function isBlank( session: Session ): boolean {
	return (
		! session.start_time &&
		! session.end_time &&
		! session.title.trim() &&
		! session.objective.trim() &&
		! session.location.trim() &&
		session.speakers.length === 0
	);
}

/**
 * The body of a create or update request; sessions left completely blank
 * are dropped.
 *
 * @param values Editor values.
 */
export function schedulePayload( values: ScheduleValues ): ScheduleValues {
	return {
		program_title: values.program_title.trim(),
		date: values.date,
		sessions: values.sessions
			.filter( ( session ) => ! isBlank( session ) )
			.map( ( session ) => ( {
				...session,
				title: session.title.trim(),
				objective: session.objective.trim(),
				location: session.location.trim(),
			} ) ),
	};
}

/**
 * A copy of a list with one item moved by `offset` places (no change when
 * the move would leave the list).
 *
 * @param list   Items.
 * @param index  Item to move.
 * @param offset -1 moves up, 1 moves down.
 */
export function moveItem< T >( list: T[], index: number, offset: number ): T[] {
	const target = index + offset;
	if ( target < 0 || target >= list.length || index < 0 ) {
		return list;
	}
	const copy = [ ...list ];
	const [ item ] = copy.splice( index, 1 );
	copy.splice( target, 0, item as T );
	return copy;
}
