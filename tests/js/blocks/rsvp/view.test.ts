/**
 * The `eventsmith/rsvp` store (spec §4, §5): the two steps, the checks the
 * visitor sees while typing, copying the first attendee, and the answer
 * after a refused, failed or accepted request.
 */
import * as double from '../../support/interactivity-double';

jest.mock( '@wordpress/interactivity', () =>
	jest.requireActual( '../../support/interactivity-double' )
);

import { actions, state } from '../../../../blocks/rsvp/view';

const texts = {
	positive: 'Please enter a positive number.',
	maxLimit: 'Input quantity exceeded max submission limit.',
	maxCapacity: 'Input quantity exceeded max capacity limit.',
	name: 'Please enter attendee name.',
	email: 'Enter a valid email address.',
	failed: 'Something went wrong, please try again.',
	viewAll: 'View all attendees',
	hide: 'Hide Attendees',
};

// What wp_interactivity_state() printed once for the page.
double.store( 'eventsmith/rsvp', {
	state: {
		rsvpRoute: '/wp-json/eventsmith/v2/events/%d/rsvp',
		tokenRoute: '/wp-json/eventsmith/v2/events/%d/rsvp/token',
		texts,
	},
} );

function form( remaining = -1 ) {
	return {
		eventId: 31,
		maxPerSubmission: 3,
		remaining,
		step: 1,
		response: '' as string,
		count: 1,
		values: {
			count: '1',
			name0: '',
			email0: '',
			name1: '',
			email1: '',
			name2: '',
			email2: '',
		} as Record< string, string >,
		errors: { count: '' } as Record< string, string >,
		shown: { b0: true, b1: false, b2: false },
		nextEnabled: false,
		submitEnabled: false,
		sameAsFirst: false,
		submitting: false,
		submitted: false,
		failure: '',
		showAttendees: false,
	};
}

/**
 * The visitor types into an input with the given data-key.
 *
 * @param key   The input's key.
 * @param value What is typed.
 */
function type( key: string, value: string ): void {
	const input = document.createElement( 'input' );
	input.dataset.key = key;
	input.value = value;
	actions.input( { target: input } as never );
}

const choose = ( value: string ) =>
	actions.choose( { target: { value } } as never );

function sentForm(): HTMLFormElement {
	const element = document.createElement( 'form' );
	element.innerHTML =
		'<input name="eventsmith_rsvp_value" value="going"><input name="attendee_name" value="Ada"><input name="attendee_email" value="ada@example.org">';
	return element;
}

describe( 'eventsmith/rsvp store', () => {
	it( 'is named after its block and locked', () => {
		expect( double.stores.get( 'eventsmith/rsvp' )?.lock ).toBe( true );
	} );

	it( 'RSVP-15: "Going" asks for the count and the first attendee before Next', () => {
		const context = form();
		double.scope( context );
		choose( 'going' );
		expect( state.showNext ).toBe( true );
		expect( state.showSubmit ).toBe( false );
		expect( context.nextEnabled ).toBe( false );
		expect( context.errors.name0 ).toBe( texts.name );
		double.scope( double.nested( context, { key: 'name0' } ) );
		expect( state.fieldInvalid ).toBe( true );
		double.scope( context );
		type( 'name0', 'Ada' );
		double.scope( double.nested( context, { key: 'name0' } ) );
		expect( state.fieldInvalid ).toBe( false );
		double.scope( context );
		type( 'email0', 'ada@example' );
		expect( context.errors.email0 ).toBe( texts.email );
		type( 'email0', 'ada@example.org' );
		expect( context.errors.email0 ).toBe( '' );
		expect( context.nextEnabled ).toBe( true );
		type( 'count', '0' );
		expect( context.errors.count ).toBe( texts.positive );
		expect( context.nextEnabled ).toBe( false );
	} );

	it( 'RSVP-16/17: the count is capped by the submission limit and the places left', () => {
		const context = form( 2 );
		double.scope( context );
		choose( 'going' );
		type( 'count', '4' );
		expect( context.errors.count ).toBe( texts.maxLimit );
		type( 'count', '3' );
		expect( context.errors.count ).toBe( texts.maxCapacity );
	} );

	it( 'step 2 shows one block per extra attendee; "same as first" copies and enables submit', () => {
		const context = form();
		double.scope( context );
		choose( 'going' );
		type( 'name0', 'Ada' );
		type( 'email0', 'ada@example.org' );
		type( 'count', '2' );
		actions.next();
		expect( state.onStep2 ).toBe( true );
		expect( context.shown ).toEqual( { b0: true, b1: true, b2: false } );
		expect( state.showSubmit ).toBe( true );
		expect( state.submitDisabled ).toBe( true );
		expect( context.errors.name1 ).toBe( texts.name );

		actions.toggleSameAsFirst( { target: { checked: true } } as never );
		expect( context.values.name1 ).toBe( 'Ada' );
		expect( context.values.email1 ).toBe( 'ada@example.org' );
		expect( context.values.name2 ).toBe( '' );
		expect( state.submitDisabled ).toBe( false );

		actions.toggleSameAsFirst( { target: { checked: false } } as never );
		expect( context.values.name1 ).toBe( '' );
		expect( state.submitDisabled ).toBe( true );

		actions.previous();
		expect( state.onStep1 ).toBe( true );
	} );

	it( '"Not going" sends straight away', () => {
		const context = form();
		double.scope( context );
		choose( 'not_going' );
		expect( state.showNext ).toBe( false );
		expect( state.showSubmit ).toBe( true );
		expect( state.submitDisabled ).toBe( false );
	} );

	it( "sends the form with a fresh token to the event's route and thanks the visitor", async () => {
		const fetched = double.answering(
			{ status: 200, body: { token: 'tok-1' } },
			{ status: 201, body: { id: 5 } }
		);
		const context = form();
		double.scope( context, sentForm() );
		choose( 'not_going' );
		await double.run( actions.submit( { preventDefault() {} } as never ) );
		expect( context.submitted ).toBe( true );
		expect( context.submitting ).toBe( false );
		const calls = fetched.mock.calls as unknown as Array<
			[ string, RequestInit ]
		>;
		expect( calls[ 0 ]?.[ 0 ] ).toBe(
			'/wp-json/eventsmith/v2/events/31/rsvp/token'
		);
		expect( calls[ 1 ]?.[ 0 ] ).toBe(
			'/wp-json/eventsmith/v2/events/31/rsvp'
		);
		expect(
			( calls[ 1 ]?.[ 1 ].headers as Record< string, string > )[
				'X-Eventsmith-Nonce'
			]
		).toBe( 'tok-1' );
		expect(
			JSON.parse( calls[ 1 ]?.[ 1 ].body as string ).fields
		).toContainEqual( { name: 'attendee_name', value: 'Ada' } );
	} );

	it( "shows the server's refusal, or a plain message when the request fails", async () => {
		double.answering(
			{ status: 200, body: { token: 'tok-2' } },
			{ status: 409, body: { message: 'Sorry, this event is full.' } }
		);
		const context = form();
		double.scope( context, sentForm() );
		choose( 'not_going' );
		await double.run( actions.submit( { preventDefault() {} } as never ) );
		expect( context.submitted ).toBe( false );
		expect( context.failure ).toBe( 'Sorry, this event is full.' );
		expect( context.submitting ).toBe( false );

		double.answering( new Error( 'offline' ) );
		await double.run( actions.submit( { preventDefault() {} } as never ) );
		expect( context.failure ).toBe( texts.failed );
		expect( context.submitted ).toBe( false );
	} );

	it( 'the attendee list toggle says what it does', () => {
		const context = form();
		double.scope( context );
		expect( state.attendeesToggleLabel ).toBe( 'View all attendees' );
		actions.toggleAttendees();
		expect( state.attendeesToggleLabel ).toBe( 'Hide Attendees' );
	} );
} );
