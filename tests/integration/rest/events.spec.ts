/**
 * REST /eventsmith/v2/events: permissions, validation, status filter across
 * timezones, recurrence, clone and delete.
 */
import { expect, test } from '@playwright/test';
import { eventAround } from '../../support/events';
import { json, type Json } from '../../support/json';
import {
	ADMIN,
	ensureUser,
	session,
	sessionWithOnly,
	type Session,
} from '../../support/wordpress';

async function createEvent( admin: Session, fields: Json ): Promise< Json > {
	const response = await admin.rest(
		'POST',
		'/eventsmith/v2/events',
		fields
	);
	expect( response.status(), JSON.stringify( await response.json() ) ).toBe(
		201
	);
	return json( response );
}

async function list( admin: Session, query: string ): Promise< Json > {
	const response = await admin.rest(
		'GET',
		`/eventsmith/v2/events?${ query }`
	);
	expect( response.status() ).toBe( 200 );
	return json( response );
}

test( 'ADM-PERM events need the event permission: 401 anonymous, 403 subscriber', async () => {
	const visitor = await session( null );
	expect(
		( await visitor.rest( 'GET', '/eventsmith/v2/events' ) ).status()
	).toBe( 401 );
	expect(
		(
			await visitor.rest( 'POST', '/eventsmith/v2/events', {
				title: 'x',
			} )
		).status()
	).toBe( 401 );

	const subscriber = await session( await ensureUser( 'subscriber' ) );
	expect(
		( await subscriber.rest( 'GET', '/eventsmith/v2/events' ) ).status()
	).toBe( 403 );
	expect(
		(
			await subscriber.rest( 'DELETE', '/eventsmith/v2/events?ids=1' )
		).status()
	).toBe( 403 );
} );

test( 'GAP-07 a user holding only eventsmith_manage_event may manage events and nothing else', async () => {
	const staff = await sessionWithOnly( 'eventsmith_manage_event' );
	expect(
		( await staff.rest( 'GET', '/eventsmith/v2/events' ) ).status()
	).toBe( 200 );
	const created = await staff.rest( 'POST', '/eventsmith/v2/events', {
		title: 'Staff event',
		start_date: '2031-06-01',
		start_time: '10:00',
		end_date: '2031-06-01',
		end_time: '11:00',
		timezone: 'UTC',
	} );
	expect( created.status() ).toBe( 201 );
	expect(
		( await staff.rest( 'GET', '/eventsmith/v2/settings' ) ).status()
	).toBe( 403 );
} );

test( 'an administrator creates, reads and updates an event', async () => {
	const admin = await session( ADMIN );
	const created = await createEvent( admin, {
		title: 'Spring Summit',
		description: '<p>Talks <script>alert(1)</script>and workshops.</p>',
		start_date: '2031-04-10',
		start_time: '09:00',
		end_date: '2031-04-11',
		end_time: '17:30',
		timezone: 'Europe/Berlin',
		location: { address: { address: 'Alexanderplatz 1, Berlin' } },
		total_ticket: -1,
	} );

	expect( created ).toMatchObject( {
		title: 'Spring Summit',
		start_date: '2031-04-10',
		end_time: '17:30',
		timezone: 'Europe/Berlin',
		timezone_offset: 'UTC+02:00',
		status: 'upcoming',
		parent: 0,
		recurring_enabled: 'no',
		total_ticket: -1,
		sold_tickets: 0,
		location_is_valid: true,
	} );
	expect( created.description ).not.toContain( '<script>' );
	expect( created.link ).toMatch( /^http/ );

	const updated = await json(
		await admin.rest( 'PUT', `/eventsmith/v2/events/${ created.id }`, {
			title: 'Spring Summit 2031',
			status: 'draft',
		} )
	);
	expect( updated ).toMatchObject( {
		title: 'Spring Summit 2031',
		status: 'draft',
		start_date: '2031-04-10',
	} );
} );

test( 'bad input answers 400 naming the field and writes nothing', async () => {
	const admin = await session( ADMIN );
	const valid = {
		title: 'Validation probe',
		start_date: '2031-01-01',
		start_time: '10:00',
		end_date: '2031-01-01',
		end_time: '12:00',
		timezone: 'UTC',
	};
	const cases: Array< [ Json, string ] > = [
		[ { end_date: '2030-12-31' }, 'end_date' ],
		[ { timezone: 'Mars/Olympus' }, 'timezone' ],
		[ { total_ticket: -5 }, 'total_ticket' ],
		[ { title: '' }, 'title' ],
		[ { start_date: '2031-02-30' }, 'start_date' ],
	];
	for ( const [ change, field ] of cases ) {
		const response = await admin.rest( 'POST', '/eventsmith/v2/events', {
			...valid,
			...change,
		} );
		expect( response.status(), field ).toBe( 400 );
		const body = await json( response );
		expect( Object.keys( body.data.params ?? {} ), field ).toContain(
			field
		);
	}
	const found = await list( admin, 'search_keyword=Validation%20probe' );
	expect( found.total_items ).toBe( 0 );

	expect(
		(
			await admin.rest( 'GET', '/eventsmith/v2/events?per_page=101' )
		).status()
	).toBe( 400 );
	expect(
		(
			await admin.rest( 'DELETE', '/eventsmith/v2/events?ids=1,abc' )
		).status()
	).toBe( 400 );
} );

test( "the status filter agrees with each row's status for events in UTC+14 and UTC-12 around midnight", async () => {
	const admin = await session( ADMIN );
	const zones: Array< [ string, number ] > = [
		[ 'Pacific/Kiritimati', 14 ],
		[ 'Etc/GMT+12', -12 ],
	];
	const shapes: Array< [ string, number, number, string ] > = [
		[ 'running', -90, 90, 'ongoing' ],
		[ 'ended', -180, -2, 'expired' ],
		[ 'soon', 5, 120, 'upcoming' ],
	];
	for ( const [ zone, offset ] of zones ) {
		for ( const [ name, from, to, expected ] of shapes ) {
			const event = await createEvent(
				admin,
				eventAround( `TZ ${ zone } ${ name }`, zone, offset, from, to )
			);
			expect( event.status, `${ zone } ${ name }` ).toBe( expected );
		}
	}

	for ( const [ filter, status ] of [
		[ 'ongoing', 'ongoing' ],
		[ 'upcoming', 'upcoming' ],
		[ 'past', 'expired' ],
	] ) {
		const found = await list(
			admin,
			`status=${ filter }&search_keyword=TZ%20&per_page=50`
		);
		expect( found.total_items, filter ).toBe( 2 );
		for ( const item of found.items ) {
			expect( item.status, `${ item.title } under ${ filter }` ).toBe(
				status
			);
		}
	}
	const all = await list(
		admin,
		'status=all&search_keyword=TZ%20&per_page=50'
	);
	expect( all.total_items ).toBe( 6 );
} );

test( 'a weekly rule with exclusions expands into child occurrences listed with their parent', async () => {
	const admin = await session( ADMIN );
	const parent = await createEvent( admin, {
		title: 'Weekly Yoga',
		start_date: '2031-03-03',
		start_time: '18:00',
		end_date: '2031-03-03',
		end_time: '19:00',
		timezone: 'Europe/Berlin',
		recurring_enabled: 'yes',
		recurrence: {
			freq: 'weekly',
			interval: 1,
			by_day: [ 'MO', 'WE' ],
			count: 6,
			exclusions: [ '2031-03-05' ],
		},
	} );
	expect( parent.recurring_enabled ).toBe( 'yes' );

	const found = await list(
		admin,
		'search_keyword=Weekly%20Yoga&per_page=50'
	);
	const children = found.items.filter(
		( item: Json ) => item.parent === parent.id
	);
	expect( children.map( ( c: Json ) => c.start_date ).sort() ).toEqual( [
		'2031-03-03',
		'2031-03-10',
		'2031-03-12',
		'2031-03-17',
		'2031-03-19',
	] );
	expect(
		found.items.find( ( item: Json ) => item.id === parent.id ).parent
	).toBe( 0 );
	for ( const child of children ) {
		expect( child.start_time ).toBe( '18:00' );
		expect( child.timezone ).toBe( 'Europe/Berlin' );
	}
} );

test( 'clone copies everything but sales; delete moves to the trash and out of the list', async () => {
	const admin = await session( ADMIN );
	const source = await createEvent( admin, {
		title: 'Clone Source',
		start_date: '2031-05-01',
		start_time: '10:00',
		end_date: '2031-05-01',
		end_time: '11:00',
		timezone: 'UTC',
		total_ticket: 120,
		rsvp: { enabled: true, capacity: 50, max_per_submission: 4 },
	} );

	const cloned = await admin.rest(
		'POST',
		`/eventsmith/v2/events/${ source.id }/clone`
	);
	expect( cloned.status() ).toBe( 201 );
	const copy = await json( cloned );
	expect( copy.id ).not.toBe( source.id );
	expect( copy ).toMatchObject( {
		title: 'Clone Source',
		total_ticket: 120,
		sold_tickets: 0,
		status: 'draft',
		rsvp: { enabled: true, capacity: 50, max_per_submission: 4 },
	} );

	const bulk = await admin.rest(
		'DELETE',
		`/eventsmith/v2/events?ids=${ source.id },${ copy.id }`
	);
	expect( bulk.status() ).toBe( 200 );
	expect(
		( await list( admin, 'search_keyword=Clone%20Source' ) ).total_items
	).toBe( 0 );
	expect(
		(
			await admin.rest( 'GET', `/eventsmith/v2/events/${ source.id }` )
		).status()
	).toBe( 404 );
} );

test( 'an id of another post type answers 404', async () => {
	const admin = await session( ADMIN );
	const page = await json(
		await admin.rest( 'POST', '/wp/v2/pages', {
			title: 'Not an event',
			status: 'publish',
		} )
	);

	expect(
		(
			await admin.rest( 'GET', `/eventsmith/v2/events/${ page.id }` )
		).status()
	).toBe( 404 );
	expect(
		(
			await admin.rest( 'DELETE', `/eventsmith/v2/events/${ page.id }` )
		).status()
	).toBe( 404 );
} );

test( 'list answers {items, total_items} and pages by per_page', async () => {
	const admin = await session( ADMIN );
	for ( const n of [ 1, 2, 3 ] ) {
		await createEvent( admin, {
			title: `Paging ${ n }`,
			start_date: `2032-01-0${ n }`,
			start_time: '10:00',
			end_date: `2032-01-0${ n }`,
			end_time: '11:00',
			timezone: 'UTC',
		} );
	}
	const first = await list(
		admin,
		'search_keyword=Paging&per_page=2&paged=1'
	);
	const second = await list(
		admin,
		'search_keyword=Paging&per_page=2&paged=2'
	);

	expect( first.total_items ).toBe( 3 );
	expect( first.items.map( ( i: Json ) => i.title ) ).toEqual( [
		'Paging 3',
		'Paging 2',
	] );
	expect( second.items.map( ( i: Json ) => i.title ) ).toEqual( [
		'Paging 1',
	] );

	const ranged = await list(
		admin,
		'search_keyword=Paging&start_date=2032-01-02&end_date=2032-01-02'
	);
	expect( ranged.items.map( ( i: Json ) => i.title ) ).toEqual( [
		'Paging 2',
	] );
} );

test( 'ticket_template takes the id of a ticket template (or 0) and answers 400 naming it otherwise', async () => {
	const admin = await session( ADMIN );
	const template = async ( type: string ) => {
		const response = await admin.rest( 'POST', '/eventsmith/v2/templates', {
			name: `Probe ${ type }`,
			type,
			content: '',
		} );
		expect( response.status() ).toBe( 201 );
		return ( await json( response ) ).id as number;
	};
	const ticket = await template( 'ticket' );
	const certificate = await template( 'certificate' );
	const event = await createEvent( admin, {
		title: 'Ticket template probe',
		start_date: '2031-03-01',
		start_time: '10:00',
		end_date: '2031-03-01',
		end_time: '12:00',
		timezone: 'UTC',
	} );
	expect( event.ticket_template ).toBe( 0 );
	const put = ( value: unknown ) =>
		admin.rest( 'PUT', `/eventsmith/v2/events/${ event.id }`, {
			ticket_template: value,
		} );

	for ( const bad of [ certificate, 99999999 ] ) {
		const refused = await put( bad );
		expect( refused.status(), String( bad ) ).toBe( 400 );
		const body = await json( refused );
		expect( Object.keys( body.data.params ?? {} ) ).toContain(
			'ticket_template'
		);
	}
	const kept = await json(
		await admin.rest( 'GET', `/eventsmith/v2/events/${ event.id }` )
	);
	expect( kept.ticket_template ).toBe( 0 );

	const saved = await put( ticket );
	expect( saved.status() ).toBe( 200 );
	expect( ( await json( saved ) ).ticket_template ).toBe( ticket );
	// Other edits keep it.
	const renamed = await admin.rest(
		'PUT',
		`/eventsmith/v2/events/${ event.id }`,
		{ title: 'Ticket template probe 2' }
	);
	expect( ( await json( renamed ) ).ticket_template ).toBe( ticket );
	expect( ( await json( await put( 0 ) ) ).ticket_template ).toBe( 0 );
} );
