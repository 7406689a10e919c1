/**
 * Front-end behaviour of the RSVP form (spec §4, §5): the going / not going
 * choice, two steps (the answer, then the extra attendees), checks on every
 * keystroke, copying the first attendee, and sending the form to its REST
 * route `POST /events/{id}/rsvp` as an anonymous visitor, with a token
 * fetched at that moment (the page itself may come from a cache and holds
 * no nonce).
 *
 * The `eventsmith/rsvp` store: routes and texts come once per page from
 * `wp_interactivity_state`; each form's context holds its event, its limits,
 * what the visitor typed (`values`, bound to the inputs) and the messages.
 */
import { getContext, getElement, store } from '@wordpress/interactivity';
import {
	attendeeErrors,
	countError,
	lastCheckedDecides,
	serializeForm,
	type RsvpTexts,
} from './rsvp-rules';

type Values = Record< string, string >;

type RsvpContext = {
	eventId: number;
	maxPerSubmission: number;
	remaining: number;
	step: number;
	response: '' | 'going' | 'not_going';
	count: number;
	/** What the visitor typed: count, name0, email0, name1, … */
	values: Values;
	errors: Record< string, string >;
	shown: Record< string, boolean >;
	nextEnabled: boolean;
	submitEnabled: boolean;
	sameAsFirst: boolean;
	submitting: boolean;
	submitted: boolean;
	failure: string;
	showAttendees: boolean;
};

/** What the server seeds once per page. */
type Shared = {
	/** REST routes with %d for the event. */
	rsvpRoute: string;
	tokenRoute: string;
	texts: RsvpTexts & { viewAll: string; hide: string };
};

/**
 * Checks one attendee and keeps its messages.
 *
 * @param context The form's context.
 * @param texts   Translated messages.
 * @param index   Attendee number.
 */
function checkAttendee(
	context: RsvpContext,
	texts: RsvpTexts,
	index: number
): boolean {
	const errors = attendeeErrors(
		context.values[ `name${ index }` ] ?? '',
		context.values[ `email${ index }` ] ?? '',
		texts
	);
	context.errors[ `name${ index }` ] = errors.name;
	context.errors[ `email${ index }` ] = errors.email;
	return ! errors.name && ! errors.email;
}

/**
 * Runs every check of the current step and sets what the buttons allow.
 *
 * @param context The form's context.
 * @param texts   Translated messages.
 */
export function validate( context: RsvpContext, texts: RsvpTexts ): void {
	if ( context.response === 'not_going' ) {
		checkAttendee( context, texts, 0 );
		context.errors.count = '';
		context.nextEnabled = false;
		context.submitEnabled = true;
		return;
	}
	const primaryValid = checkAttendee( context, texts, 0 );
	context.errors.count = countError(
		context.values.count ?? '',
		context.maxPerSubmission,
		context.remaining,
		texts
	);
	context.nextEnabled =
		context.response === 'going' && ! context.errors.count && primaryValid;
	if ( context.step === 2 ) {
		const checks = [ primaryValid ];
		for ( let index = 1; index < context.count; index++ ) {
			checks.push( checkAttendee( context, texts, index ) );
		}
		context.submitEnabled = lastCheckedDecides( checks );
	}
}

/**
 * Copies attendee 0 into every extra attendee shown, or empties them.
 *
 * @param context The form's context.
 * @param copy    Copy (true) or clear (false).
 */
function fillExtras( context: RsvpContext, copy: boolean ): void {
	for ( let index = 1; index < context.count; index++ ) {
		for ( const field of [ 'name', 'email' ] ) {
			context.values[ `${ field }${ index }` ] = copy
				? ( context.values[ `${ field }0` ] ?? '' )
				: '';
		}
	}
}

export const { state, actions } = store(
	'eventsmith/rsvp',
	{
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
			/** The attendee field in scope (its context's key) is marked wrong. */
			get fieldInvalid(): boolean {
				const context = getContext< RsvpContext & { key: string } >();
				return !! context.errors[ context.key ];
			},
			get attendeesToggleLabel(): string {
				const context = getContext< RsvpContext >();
				return context.showAttendees
					? state.texts.hide
					: state.texts.viewAll;
			},
		} as Shared & {
			readonly onStep1: boolean;
			readonly onStep2: boolean;
			readonly isGoing: boolean;
			readonly isNotGoing: boolean;
			readonly showNext: boolean;
			readonly showSubmit: boolean;
			readonly submitDisabled: boolean;
			readonly fieldInvalid: boolean;
			readonly attendeesToggleLabel: string;
		},
		actions: {
			choose( event: Event ) {
				const context = getContext< RsvpContext >();
				context.response = ( event.target as HTMLInputElement )
					.value as RsvpContext[ 'response' ];
				validate( context, state.texts );
			},
			/**
			 * Keeps what the visitor typed (inputs carry their key in
			 * data-key) and checks the step again.
			 *
			 * @param event The input event.
			 */
			input( event: Event ) {
				const context = getContext< RsvpContext >();
				const target = event.target as HTMLInputElement;
				const key = target.dataset?.key;
				if ( key ) {
					context.values[ key ] = target.value;
				}
				validate( context, state.texts );
			},
			next() {
				const context = getContext< RsvpContext >();
				if ( ! context.nextEnabled ) {
					return;
				}
				const count = Number( context.values.count ?? 1 );
				context.count = count;
				for ( const key of Object.keys( context.shown ) ) {
					const index = Number( key.slice( 1 ) );
					context.shown[ key ] = index === 0 || index < count;
				}
				context.step = 2;
				if ( context.sameAsFirst ) {
					fillExtras( context, true );
				}
				validate( context, state.texts );
			},
			previous() {
				const context = getContext< RsvpContext >();
				context.step = 1;
				validate( context, state.texts );
			},
			toggleSameAsFirst( event: Event ) {
				const context = getContext< RsvpContext >();
				context.sameAsFirst = (
					event.target as HTMLInputElement
				 ).checked;
				fillExtras( context, context.sameAsFirst );
				validate( context, state.texts );
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
				const form = getElement().ref as HTMLFormElement | null;
				if ( ! form || state.submitDisabled ) {
					return;
				}
				const context = getContext< RsvpContext >();
				const route = ( pattern: string ) =>
					pattern.replace( '%d', String( context.eventId ) );
				context.submitting = true;
				context.failure = '';
				try {
					const issued = ( yield fetch( route( state.tokenRoute ), {
						method: 'POST',
						credentials: 'omit',
						cache: 'no-store',
					} ) ) as Response;
					const { token = '' } = issued.ok
						? ( ( yield issued.json() ) as { token?: string } )
						: {};
					const response = ( yield fetch( route( state.rsvpRoute ), {
						method: 'POST',
						credentials: 'omit',
						cache: 'no-store',
						headers: {
							'Content-Type': 'application/json',
							'X-Eventsmith-Nonce': token,
						},
						body: JSON.stringify( {
							fields: serializeForm( form ),
						} ),
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
						context.failure = body?.message || state.texts.failed;
					}
				} catch {
					context.failure = state.texts.failed;
				} finally {
					context.submitting = false;
				}
			},
		},
	},
	{ lock: true }
);
