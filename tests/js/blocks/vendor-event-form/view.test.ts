/**
 * The `eventsmith/vendor-event-form` store (FE-01): saving with a fresh
 * nonce, the server's refusals next to their fields, the lost session, and
 * deleting an event after a second press.
 */
import * as double from '../../support/interactivity-double';

jest.mock( '@wordpress/interactivity', () =>
	jest.requireActual( '../../support/interactivity-double' )
);

import {
	actions,
	callbacks,
	state,
} from '../../../../blocks/vendor-event-form/view';

const NONCE = 'a1b2c3d4e5';

const texts = {
	saving: 'Saving…',
	invalid: 'Please correct the marked fields.',
	failed: 'The event could not be saved.',
	session: 'Your session has ended. Please log in again.',
	confirm: 'Confirm delete',
	confirmIt: 'Press the button again to delete “%s”.',
	deleting: 'Deleting…',
	delete: 'Delete',
	deleted: '“%s” was deleted.',
	notDone: 'The event could not be deleted. Please try again.',
};

// What wp_interactivity_state() printed once for the page.
double.store( 'eventsmith/vendor-event-form', {
	state: {
		itemBase: '/wp-json/eventsmith/v2/my/events/',
		nonceUrl: '/wp-admin/admin-ajax.php?action=rest-nonce',
		// jsdom follows only in-page addresses; the server's is the list page.
		savedUrl: 'http://localhost/#vendor_saved=%d',
		texts,
	},
} );

const FIELDS = [ 'title', 'end_date', 'location_address' ];

function block( eventId = 0 ) {
	return {
		route: '/wp-json/eventsmith/v2/my/events',
		eventId,
		save: 'Create event',
		saveLabel: 'Create event',
		busy: false,
		failure: '',
		errors: Object.fromEntries( FIELDS.map( ( f ) => [ f, '' ] ) ),
		focus: '',
		refusals: 0,
		removed: [] as number[],
		rows: 2,
		empty: false,
		announce: '',
	};
}

function form(): HTMLFormElement {
	const element = document.createElement( 'form' );
	element.innerHTML =
		'<input name="title" value="Lantern walk"><input name="start_date" value="2031-07-01"><input name="end_date" value="2031-06-30"><input name="location_address" value="">';
	return element;
}

const submitEvent = () => ( { preventDefault: jest.fn() } ) as never;

beforeEach( () => {
	window.location.hash = '';
} );

describe( 'eventsmith/vendor-event-form store', () => {
	it( 'is named after its block and locked', () => {
		expect(
			double.stores.get( 'eventsmith/vendor-event-form' )?.lock
		).toBe( true );
	} );

	it( 'FE-01: a saved event leads to the list with its id', async () => {
		const fetched = double.answering(
			{ status: 200, body: NONCE },
			{ status: 201, body: { id: 42 } }
		);
		const context = block();
		double.scope( context, form() );
		await double.run( actions.save( submitEvent() ) );
		expect( window.location.hash ).toBe( '#vendor_saved=42' );
		const [ url, init ] = fetched.mock.calls[ 1 ] as unknown as [
			string,
			RequestInit,
		];
		expect( url ).toBe( '/wp-json/eventsmith/v2/my/events' );
		expect( init.method ).toBe( 'POST' );
		expect(
			( init.headers as Record< string, string > )[ 'X-WP-Nonce' ]
		).toBe( NONCE );
		expect( JSON.parse( init.body as string ) ).toMatchObject( {
			title: 'Lantern walk',
			end_date: '2031-06-30',
			location: null,
		} );
		expect( context.busy ).toBe( true );
		expect( context.saveLabel ).toBe( 'Saving…' );
	} );

	it( 'FE-01: a refused field shows its message, is marked, and takes the focus', async () => {
		double.answering(
			{ status: 200, body: NONCE },
			{
				status: 400,
				body: {
					code: 'rest_invalid_param',
					message: 'Invalid parameter(s): end_date',
					data: {
						params: { end_date: 'The end is before the start.' },
					},
				},
			}
		);
		const context = block();
		const element = form();
		double.scope( context, element );
		await double.run( actions.save( submitEvent() ) );
		expect( window.location.hash ).toBe( '' );
		expect( context.failure ).toBe( 'Please correct the marked fields.' );
		expect( context.busy ).toBe( false );
		expect( context.saveLabel ).toBe( 'Create event' );

		const endDate = double.nested( context, { field: 'end_date' } );
		double.scope( endDate );
		expect( state.fieldError ).toBe( 'The end is before the start.' );
		expect( state.fieldInvalid ).toBe( true );
		double.scope( double.nested( context, { field: 'title' } ) );
		expect( state.fieldInvalid ).toBe( false );

		const input = element.querySelector(
			'[name="end_date"]'
		) as HTMLElement;
		document.body.append( element );
		double.scope( endDate, input );
		callbacks.focus();
		expect( input.ownerDocument.activeElement ).toBe( input );

		// Typing in the field takes its message away.
		actions.clearError();
		expect( state.fieldError ).toBe( '' );
		element.remove();
	} );

	it( 'FE-01: an ended session and a lost connection are said in words', async () => {
		double.answering( { status: 200, body: '0' } );
		const context = block( 7 );
		double.scope( context, form() );
		await double.run( actions.save( submitEvent() ) );
		expect( context.failure ).toBe( texts.session );
		expect( context.focus ).toBe( 'failure' );

		double.answering( new Error( 'offline' ) );
		double.scope( context, form() );
		await double.run( actions.save( submitEvent() ) );
		expect( context.failure ).toBe( texts.failed );
		expect( context.busy ).toBe( false );
	} );

	it( 'FE-01: deletes after a second press and says so; the list empties', async () => {
		const fetched = double.answering(
			{ status: 200, body: NONCE },
			{ status: 200, body: { deleted: true } }
		);
		const context = block();
		context.rows = 1;
		const row = double.nested( context, {
			event: 9,
			title: 'Harbour Jazz',
			label: 'Delete',
			confirming: false,
			deleting: false,
		} );
		double.scope( row );
		await double.run( actions.remove() );
		expect( fetched ).not.toHaveBeenCalled();
		expect( row.label ).toBe( 'Confirm delete' );
		expect( context.announce ).toBe(
			'Press the button again to delete “Harbour Jazz”.'
		);
		expect( state.isRemoved ).toBe( false );

		await double.run( actions.remove() );
		expect( fetched.mock.calls[ 1 ]?.[ 0 ] ).toBe(
			'/wp-json/eventsmith/v2/my/events/9'
		);
		expect( state.isRemoved ).toBe( true );
		expect( context.empty ).toBe( true );
		expect( context.announce ).toBe( '“Harbour Jazz” was deleted.' );
	} );

	it( 'FE-01: a refused delete keeps the row; Escape takes the question back', async () => {
		double.answering(
			{ status: 200, body: NONCE },
			{ status: 403, body: { message: 'no' } }
		);
		const context = block();
		const row = double.nested( context, {
			event: 3,
			title: 'Quiz',
			label: 'Delete',
			confirming: true,
			deleting: false,
		} );
		double.scope( row );
		await double.run( actions.remove() );
		expect( state.isRemoved ).toBe( false );
		expect( context.announce ).toBe( texts.notDone );
		expect( row.label ).toBe( 'Delete' );

		await double.run( actions.remove() );
		expect( row.label ).toBe( 'Confirm delete' );
		actions.cancelRemove( { type: 'keydown', key: 'a' } as never );
		expect( row.label ).toBe( 'Confirm delete' );
		actions.cancelRemove( { type: 'keydown', key: 'Escape' } as never );
		expect( row.label ).toBe( 'Delete' );
		expect( row.confirming ).toBe( false );
	} );
} );
