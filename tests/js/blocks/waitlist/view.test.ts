/**
 * The `eventsmith/waitlist` store: it checks the name and e-mail before
 * sending, sends them with the list's ticket type to the waitlist route
 * without cookies, and shows the server's answer (the place in line, or why
 * not), never joining twice from one form.
 */
import * as double from '../../support/interactivity-double';

jest.mock( '@wordpress/interactivity', () =>
	jest.requireActual( '../../support/interactivity-double' )
);

import { actions, state } from '../../../../blocks/waitlist/view';
import type { WaitlistContext } from '../../../../blocks/waitlist/view';

const TEXTS = {
	name: 'Please enter your name.',
	email: 'Enter a valid email address.',
	sending: 'Adding you…',
	joined: 'You are on the waitlist.',
	failed: 'You could not be added just now.',
};

const fresh = (
	fields: Partial< WaitlistContext > = {}
): WaitlistContext => ( {
	route: 'https://example.org/wp-json/eventsmith/v2/events/7/waitlist',
	ticketTypeId: 3,
	name: '',
	email: '',
	busy: false,
	done: false,
	failed: false,
	message: '',
	tried: false,
	...fields,
} );

/**
 * Runs a generator action to its end as the runtime does: a rejected promise is thrown into it.
 *
 * @param action The running action.
 */
async function run( action: Generator< unknown, void, any > ): Promise< void > {
	let step = action.next();
	while ( ! step.done ) {
		try {
			step = action.next( await step.value );
		} catch ( error ) {
			step = action.throw( error );
		}
	}
}

function answer( status: number, body: unknown ): Response {
	return {
		ok: status >= 200 && status < 300,
		status,
		json: () => Promise.resolve( body ),
	} as Response;
}

describe( 'eventsmith/waitlist store', () => {
	beforeAll( () => {
		( state as unknown as { texts: typeof TEXTS } ).texts = TEXTS;
	} );

	it( 'is named after its block and locked', () => {
		expect( double.stores.get( 'eventsmith/waitlist' )?.lock ).toBe( true );
	} );

	it( 'refuses an empty name or a bad address without sending anything', async () => {
		const send = jest.fn();
		( global as unknown as { fetch: unknown } ).fetch = send;
		const context = fresh( { name: ' ', email: 'ann@example.com' } );
		double.scope( context );
		await run( actions.join() );
		expect( context.message ).toBe( TEXTS.name );
		expect( context.failed ).toBe( true );
		expect( state.nameInvalid ).toBe( true );
		expect( state.emailInvalid ).toBe( false );

		context.name = 'Ann';
		context.email = 'ann@';
		await run( actions.join() );
		expect( context.message ).toBe( TEXTS.email );
		expect( state.emailInvalid ).toBe( true );
		expect( send ).not.toHaveBeenCalled();
	} );

	it( 'sends the person and the ticket type without cookies and shows the place in line', async () => {
		const send = jest.fn().mockResolvedValue(
			answer( 201, {
				position: 4,
				message: 'You are on the waitlist (place 4).',
			} )
		);
		( global as unknown as { fetch: unknown } ).fetch = send;
		const context = fresh( { name: ' Ann ', email: 'ann@example.com ' } );
		double.scope( context );
		await run( actions.join() );

		expect( send ).toHaveBeenCalledTimes( 1 );
		const [ url, init ] = send.mock.calls[ 0 ];
		expect( url ).toBe( context.route );
		expect( init.method ).toBe( 'POST' );
		expect( init.credentials ).toBe( 'omit' );
		expect( JSON.parse( init.body ) ).toEqual( {
			name: 'Ann',
			email: 'ann@example.com',
			ticket_type_id: 3,
		} );
		expect( context.done ).toBe( true );
		expect( context.busy ).toBe( false );
		expect( context.failed ).toBe( false );
		expect( context.message ).toBe( 'You are on the waitlist (place 4).' );

		await run( actions.join() );
		expect( send ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'shows the server’s refusal and lets the person try again', async () => {
		( global as unknown as { fetch: unknown } ).fetch = jest
			.fn()
			.mockResolvedValueOnce(
				answer( 409, { message: 'You are already on this waitlist.' } )
			)
			.mockRejectedValueOnce( new TypeError( 'offline' ) );
		const context = fresh( { name: 'Ann', email: 'ann@example.com' } );
		double.scope( context );
		await run( actions.join() );
		expect( context.done ).toBe( false );
		expect( context.failed ).toBe( true );
		expect( context.message ).toBe( 'You are already on this waitlist.' );

		await run( actions.join() );
		expect( context.message ).toBe( TEXTS.failed );
		expect( context.busy ).toBe( false );
	} );

	it( 'Enter in a field joins and does not submit the ticket form around it', async () => {
		( global as unknown as { fetch: unknown } ).fetch = jest
			.fn()
			.mockResolvedValue( answer( 201, { message: 'Joined.' } ) );
		const context = fresh( { name: 'Ann', email: 'ann@example.com' } );
		double.scope( context );
		const enter = new KeyboardEvent( 'keydown', {
			key: 'Enter',
			cancelable: true,
		} );
		await run( actions.enter( enter ) );
		expect( enter.defaultPrevented ).toBe( true );
		expect( context.done ).toBe( true );

		const other = new KeyboardEvent( 'keydown', {
			key: 'a',
			cancelable: true,
		} );
		await run( actions.enter( other ) );
		expect( other.defaultPrevented ).toBe( false );
	} );
} );
