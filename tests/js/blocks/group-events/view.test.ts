/**
 * The `eventsmith/group-events` store (COM-01..08): the toggle between the
 * list and the create form, a filtered list fetched again, an event created
 * (published or waiting for review) or refused with the server's message.
 */
import * as double from '../../support/interactivity-double';

jest.mock( '@wordpress/interactivity', () =>
	jest.requireActual( '../../support/interactivity-double' )
);

import { actions, state } from '../../../../blocks/group-events/view';

// What wp_interactivity_state() printed once for the page.
double.store( 'eventsmith/group-events', {
	state: {
		ajaxUrl: 'http://localhost/wp-admin/admin-ajax.php',
		assignUrl: 'http://localhost/wp-json/eventsmith/v2/groups/assign',
		nonce: 'n0nce',
		assigned: 'The event was added to the group.',
		published: 'Your event is published.',
		drafted: 'Your event awaits review.',
		createLabel: 'Create event',
		listLabel: 'Back to events',
		failed: 'The event could not be created.',
	},
} );

function tab() {
	const root = document.createElement( 'div' );
	root.className = 'wp-block-eventsmith-group-events';
	root.innerHTML = `
		<form class="filters"><select name="category"><option value="5" selected>Music</option></select><input name="query" value="jazz"><input name="status" value="upcoming"></form>
		<ul class="wp-block-eventsmith-group-events__items"><li>Old</li></ul>
		<form class="wp-block-eventsmith-group-events__create"><input name="title" value="Harbour night"><input name="start_date" value="2031-08-01"></form>`;
	document.body.append( root );
	const context = {
		groupId: 8,
		creating: false,
		category: 0,
		query: '',
		status: 'all',
		notice: '',
		error: '',
		busy: false,
		ownLoaded: false,
		createUrl: 'http://localhost/wp-json/eventsmith/v2/groups/8/events',
		createdAs: 'publish' as 'publish' | 'draft',
	};
	double.scope( context, root.querySelector( 'form' ) );
	const forms = root.querySelectorAll( 'form' );
	return {
		root,
		context,
		filters: forms[ 0 ] as HTMLFormElement,
		create: forms[ 1 ] as HTMLFormElement,
		list: root.querySelector( 'ul' ) as HTMLElement,
	};
}

const settle = () => new Promise( ( resolve ) => setTimeout( resolve, 0 ) );

afterEach( () => {
	document.body.innerHTML = '';
} );

describe( 'eventsmith/group-events store', () => {
	it( 'is named after its block and locked', () => {
		expect( double.stores.get( 'eventsmith/group-events' )?.lock ).toBe(
			true
		);
	} );

	it( 'COM-02: the toggle switches between the list and the create form', () => {
		const { context } = tab();
		window.requestAnimationFrame = ( () => 0 ) as never;
		expect( state.toggleLabel ).toBe( 'Create event' );
		actions.toggle();
		expect( context.creating ).toBe( true );
		expect( state.toggleLabel ).toBe( 'Back to events' );
	} );

	it( 'COM-03: a filter change fetches the list again with every filter', async () => {
		const fetched = double.answering( {
			status: 200,
			body: { success: true, data: { html: '<li>Jazz night</li>' } },
		} );
		const { context, filters, list } = tab();
		actions.search( {
			preventDefault() {},
			target: filters,
		} as never );
		expect( context.busy ).toBe( true );
		await settle();
		const url = new URL( String( fetched.mock.calls[ 0 ]?.[ 0 ] ) );
		expect( url.searchParams.get( 'group_id' ) ).toBe( '8' );
		expect( url.searchParams.get( 'category' ) ).toBe( '5' );
		expect( url.searchParams.get( 'query' ) ).toBe( 'jazz' );
		expect( url.searchParams.get( 'status' ) ).toBe( 'upcoming' );
		expect( list.textContent ).toBe( 'Jazz night' );
		expect( context.busy ).toBe( false );
	} );

	it( 'COM-05: a created event says where it stands, and the list follows', async () => {
		const fetched = double.answering(
			{ status: 201, body: { id: 77 } },
			{
				status: 200,
				body: {
					success: true,
					data: { html: '<li>Harbour night</li>' },
				},
			}
		);
		const { context, create, list } = tab();
		context.creating = true;
		context.createdAs = 'draft';
		await double.run(
			actions.create( { preventDefault() {}, target: create } as never )
		);
		const [ url, init ] = fetched.mock.calls[ 0 ] as unknown as [
			string,
			RequestInit,
		];
		expect( url ).toBe( context.createUrl );
		expect(
			( init.headers as Record< string, string > )[ 'X-WP-Nonce' ]
		).toBe( 'n0nce' );
		expect( JSON.parse( init.body as string ).title ).toBe(
			'Harbour night'
		);
		expect( context.notice ).toBe( 'Your event awaits review.' );
		expect( context.creating ).toBe( false );
		expect( context.busy ).toBe( false );
		await settle();
		expect( list.textContent ).toBe( 'Harbour night' );
	} );

	it( "COM-05: a refused event shows the server's message and keeps the form", async () => {
		double.answering( {
			status: 400,
			body: { message: 'Please enter a title.' },
		} );
		const { context, create } = tab();
		context.creating = true;
		await double.run(
			actions.create( { preventDefault() {}, target: create } as never )
		);
		expect( context.error ).toBe( 'Please enter a title.' );
		expect( context.creating ).toBe( true );
		expect( context.notice ).toBe( '' );

		double.answering( { status: 500, body: 'not json' } );
		await double.run(
			actions.create( { preventDefault() {}, target: create } as never )
		);
		expect( context.error ).toBe( 'The event could not be created.' );
	} );
} );
