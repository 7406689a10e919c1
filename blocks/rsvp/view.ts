/**
 * Front-end behaviour of the RSVP form (spec §4, §5): the going / not going
 * choice, two steps (the answer, then the extra attendees), checks on every
 * keystroke, copying the first attendee, and sending the form to its REST
 * route `POST /events/{id}/rsvp` as an anonymous visitor, with a token
 * fetched at that moment (the page itself may come from a cache and holds
 * no nonce).
 */
import { getContext, getElement, store } from '@wordpress/interactivity';
import {
	attendeeErrors,
	countError,
	lastCheckedDecides,
	serializeForm,
	type RsvpTexts,
} from './rsvp-rules';

type RsvpContext = {
	rsvpUrl: string;
	tokenUrl: string;
	maxPerSubmission: number;
	remaining: number;
	step: number;
	response: '' | 'going' | 'not_going';
	count: number;
	errors: Record< string, string >;
	shown: Record< string, boolean >;
	nextEnabled: boolean;
	submitEnabled: boolean;
	sameAsFirst: boolean;
	submitting: boolean;
	submitted: boolean;
	failure: string;
	showAttendees: boolean;
	texts: RsvpTexts & { viewAll: string; hide: string };
};

/** The form of the block an element is in. */
function formOf(): HTMLFormElement | null {
	const { ref } = getElement();
	return (
		ref
			?.closest( '.wp-block-eventsmith-rsvp-form' )
			?.querySelector< HTMLFormElement >( 'form' ) ?? null
	);
}

/**
 * An attendee's name or email input (attendee 0 answers; 1… are extras).
 *
 * @param form  The form.
 * @param index Attendee number.
 * @param field 'name' or 'email'.
 */
function input(
	form: HTMLFormElement,
	index: number,
	field: 'name' | 'email'
): HTMLInputElement | null {
	return form.querySelector< HTMLInputElement >(
		`[data-attendee="${ index }"][data-field="${ field }"]`
	);
}

/**
 * Checks one attendee, shows its messages and marks its fields.
 *
 * @param context The form's context.
 * @param form    The form.
 * @param index   Attendee number.
 */
function checkAttendee(
	context: RsvpContext,
	form: HTMLFormElement,
	index: number
): boolean {
	const name = input( form, index, 'name' );
	const email = input( form, index, 'email' );
	const errors = attendeeErrors(
		name?.value ?? '',
		email?.value ?? '',
		context.texts
	);
	context.errors[ `name${ index }` ] = errors.name;
	context.errors[ `email${ index }` ] = errors.email;
	name?.setAttribute( 'aria-invalid', errors.name ? 'true' : 'false' );
	email?.setAttribute( 'aria-invalid', errors.email ? 'true' : 'false' );
	return ! errors.name && ! errors.email;
}

/**
 * Runs every check of the current step and sets what the buttons allow.
 *
 * @param context The form's context.
 * @param form    The form.
 */
function validate( context: RsvpContext, form: HTMLFormElement ) {
	if ( context.response === 'not_going' ) {
		checkAttendee( context, form, 0 );
		context.errors.count = '';
		context.nextEnabled = false;
		context.submitEnabled = true;
		return;
	}
	const primaryValid = checkAttendee( context, form, 0 );
	const countField = form.querySelector< HTMLInputElement >(
		'[name="attendee_count"]'
	);
	context.errors.count = countError(
		countField?.value ?? '',
		context.maxPerSubmission,
		context.remaining,
		context.texts
	);
	context.nextEnabled =
		context.response === 'going' && ! context.errors.count && primaryValid;
	if ( context.step === 2 ) {
		const checks = [ primaryValid ];
		for ( let index = 1; index < context.count; index++ ) {
			checks.push( checkAttendee( context, form, index ) );
		}
		context.submitEnabled = lastCheckedDecides( checks );
	}
}

/**
 * Copies attendee 0 into every extra attendee shown, or empties them.
 *
 * @param context The form's context.
 * @param form    The form.
 * @param copy    Copy (true) or clear (false).
 */
function fillExtras(
	context: RsvpContext,
	form: HTMLFormElement,
	copy: boolean
) {
	for ( let index = 1; index < context.count; index++ ) {
		for ( const field of [ 'name', 'email' ] as const ) {
			const target = input( form, index, field );
			if ( target ) {
				target.value = copy
					? ( input( form, 0, field )?.value ?? '' )
					: '';
			}
		}
	}
}

const { state } = store( 'eventsmith/rsvp', {
	state: {
		get onStep1(): boolean {
			return getContext< RsvpContext >().step === 1;
		},
		get onStep2(): boolean {
			return getContext< RsvpContext >().step === 2;
		},
		get isGoing(): boolean {
			return getContext< RsvpContext >().response === 'going';
		},
		get isNotGoing(): boolean {
			return getContext< RsvpContext >().response === 'not_going';
		},
		get showNext(): boolean {
			return state.onStep1 && state.isGoing;
		},
		get showSubmit(): boolean {
			return ( state.onStep1 && state.isNotGoing ) || state.onStep2;
		},
		get submitDisabled(): boolean {
			const context = getContext< RsvpContext >();
			return context.submitting || ! context.submitEnabled;
		},
		get attendeesToggleLabel(): string {
			const context = getContext< RsvpContext >();
			return context.showAttendees
				? context.texts.hide
				: context.texts.viewAll;
		},
	},
	actions: {
		choose( event: Event ) {
			const context = getContext< RsvpContext >();
			context.response = ( event.target as HTMLInputElement )
				.value as RsvpContext[ 'response' ];
			const form = formOf();
			if ( form ) {
				validate( context, form );
			}
		},
		validate() {
			const form = formOf();
			if ( form ) {
				validate( getContext< RsvpContext >(), form );
			}
		},
		next() {
			const context = getContext< RsvpContext >();
			const form = formOf();
			if ( ! form || ! context.nextEnabled ) {
				return;
			}
			const count = Number(
				form.querySelector< HTMLInputElement >(
					'[name="attendee_count"]'
				)?.value ?? 1
			);
			context.count = count;
			for ( const key of Object.keys( context.shown ) ) {
				const index = Number( key.slice( 1 ) );
				context.shown[ key ] = index === 0 || index < count;
			}
			context.step = 2;
			if ( context.sameAsFirst ) {
				fillExtras( context, form, true );
			}
			validate( context, form );
		},
		previous() {
			const context = getContext< RsvpContext >();
			context.step = 1;
			const form = formOf();
			if ( form ) {
				validate( context, form );
			}
		},
		toggleSameAsFirst( event: Event ) {
			const context = getContext< RsvpContext >();
			const form = formOf();
			context.sameAsFirst = ( event.target as HTMLInputElement ).checked;
			if ( ! form ) {
				return;
			}
			fillExtras( context, form, context.sameAsFirst );
			validate( context, form );
			// As specified: checking enables submit, unchecking disables it.
			context.submitEnabled = context.sameAsFirst;
		},
		toggleAttendees() {
			const context = getContext< RsvpContext >();
			context.showAttendees = ! context.showAttendees;
		},
		*submit(
			event: Event
		): Generator< Promise< unknown >, void, unknown > {
			event.preventDefault();
			const form = formOf();
			if ( ! form || state.submitDisabled ) {
				return;
			}
			const context = getContext< RsvpContext >();
			context.submitting = true;
			context.failure = '';
			try {
				const issued = ( yield fetch( context.tokenUrl, {
					method: 'POST',
					credentials: 'omit',
					cache: 'no-store',
				} ) ) as Response;
				const { token = '' } = issued.ok
					? ( ( yield issued.json() ) as { token?: string } )
					: {};
				const response = ( yield fetch( context.rsvpUrl, {
					method: 'POST',
					credentials: 'omit',
					cache: 'no-store',
					headers: {
						'Content-Type': 'application/json',
						'X-Eventsmith-Nonce': token,
					},
					body: JSON.stringify( { fields: serializeForm( form ) } ),
				} ) ) as Response;
				if ( response.ok ) {
					// Any success answer counts; its fields are not read.
					context.submitted = true;
				} else {
					const body = ( yield response
						.json()
						.catch( () => null ) ) as {
						message?: string;
					} | null;
					context.failure = body?.message || context.texts.failed;
				}
			} catch {
				context.failure = context.texts.failed;
			} finally {
				context.submitting = false;
			}
		},
	},
} );
