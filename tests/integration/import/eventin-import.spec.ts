/**
 * Import from Eventin on the same site (issue 35, item 1): Eventin 4.1.18 is
 * installed and activated on the test site, content is made through its own
 * REST API (as its admin screens make it), and `source=eventin` imports it.
 * The imported speakers, organizers, schedules and events (a recurring one
 * included) are compared field by field with Eventin's own answers; ticket
 * types, orders, attendees (with a check-in) and RSVPs too, through the
 * import writers. Importing twice creates nothing; a changed Eventin event
 * updates its copy; Eventin's data is unchanged by all of it (checksum); undo
 * removes what the import made. Eventin is deactivated at the end.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { json, type Json } from '../../support/json';
import { uploadImage } from '../../support/media';
import { ADMIN, session, type Session } from '../../support/wordpress';
import { runToken } from '../support/rest';

test.describe.configure( { mode: 'serial' } );

const ZIP = join(
	__dirname,
	'..',
	'..',
	'..',
	'..',
	'shared',
	'plugins',
	'wp-event-solution-4.1.18.zip'
);
const IMPORTS = '/eventsmith/v2/imports';
const ETN = '/eventin/v2';

test.skip(
	! existsSync( ZIP ),
	'../shared/plugins/wp-event-solution-4.1.18.zip is missing: the Eventin import spec is skipped.'
);

type Made = {
	token: string;
	group: number;
	photo: number;
	banner: number;
	speaker: number;
	organizer: number;
	category: number;
	schedule: number;
	event: number;
	recurring: number;
	children: number[];
	order: number;
	attendees: number[];
	childOrder: number;
	childAttendee: number;
	rsvp: number;
	summit: Json;
};

type Origins = Record<
	| 'speaker'
	| 'schedule'
	| 'event'
	| 'ticket_type'
	| 'order'
	| 'attendee'
	| 'rsvp',
	Record< string, number >
>;

let admin: Session;
let made: Made;
let firstRun: number;

async function etn( method: string, route: string, data?: unknown ) {
	const response = await admin.rest( method, `${ ETN }${ route }`, data );
	const body = await json( response );
	expect(
		response.status(),
		`${ method } ${ route }: ${ JSON.stringify( body ) }`
	).toBeLessThan( 300 );
	return body;
}

async function checksum(): Promise< Json > {
	return json(
		await admin.rest( 'GET', '/eventsmith-test/v1/eventin/checksum' )
	);
}

async function origins(): Promise< Origins > {
	return ( await json(
		await admin.rest( 'GET', '/eventsmith-test/v1/eventin/origins' )
	) ) as Origins;
}

/**
 * Creates an Eventin import, runs it to its end and answers its final state.
 */
async function importEventin(): Promise< Json > {
	const created = await admin.rest( 'POST', IMPORTS, { source: 'eventin' } );
	expect( created.status(), await created.text() ).toBe( 201 );
	const run = await json( created );
	expect( run.status ).toBe( 'dry_run' );
	expect( run.source_kind ).toBe( 'eventin' );
	expect(
		(
			await admin.rest( 'POST', `${ IMPORTS }/${ run.id }/start` )
		).status()
	).toBe( 200 );
	await admin.rest( 'POST', `/eventsmith-test/v1/imports/${ run.id }/run`, {
		batches: 1000,
	} );
	const done = await json(
		await admin.rest( 'GET', `${ IMPORTS }/${ run.id }` )
	);
	expect( done.status, JSON.stringify( done ) ).toBe( 'done' );
	return { ...done, dry: run.dry_run };
}

/**
 * "06:00 PM" → "18:00".
 * @param time
 */
function clock( time: string ): string {
	const [ , h, m, half ] =
		/^(\d{1,2}):(\d{2})\s*(AM|PM)?$/i.exec( time ) ?? [];
	let hour = Number( h ) % 12;
	if ( ( half ?? '' ).toUpperCase() === 'PM' ) {
		hour += 12;
	} else if ( ! half ) {
		hour = Number( h );
	}
	return `${ String( hour ).padStart( 2, '0' ) }:${ m }`;
}

test.beforeAll( async () => {
	admin = await session( ADMIN );
} );

test.afterAll( async () => {
	if ( admin ) {
		await admin.rest( 'POST', '/eventsmith-test/v1/eventin/deactivate' );
	}
} );

test( 'source=eventin while Eventin is not active: 400 naming source (35.1)', async () => {
	await admin.rest( 'POST', '/eventsmith-test/v1/eventin/deactivate' );
	const refused = await admin.rest( 'POST', IMPORTS, { source: 'eventin' } );
	expect( refused.status() ).toBe( 400 );
	const body = await json( refused );
	expect( body.data.params ).toHaveProperty( 'source' );
	expect( body.message ).toContain( 'Eventin is not active' );
} );

test( "content made through Eventin's own REST API (35.1)", async () => {
	const installed = await admin.rest(
		'POST',
		'/eventsmith-test/v1/eventin/install',
		{ zip: ZIP }
	);
	expect( installed.status(), await installed.text() ).toBe( 200 );
	expect( ( await json( installed ) ).active ).toBe( true );
	// A fresh session: Eventin's routes and capabilities exist from this request on.
	admin = await session( ADMIN );

	const token = runToken( 'etn' );
	const group = (
		await etn( 'POST', '/speaker/categories', {
			name: `Keynotes ${ token }`,
		} )
	).id as number;
	const photo = await uploadImage( admin, `eventin-speaker-${ token }` );
	const banner = await uploadImage( admin, `eventin-banner-${ token }` );
	const speaker = (
		await etn( 'POST', '/speakers', {
			name: `Ada ${ token }`,
			email: `ada-${ token }@example.org`,
			designation: 'CTO',
			company_name: 'Acme',
			summary: '<p>Builds engines.</p>',
			category: [ 'speaker' ],
			speaker_group: [ group ],
			image_id: photo,
			social: [
				{
					icon: 'etn-icon fa-twitter',
					etn_social_url: 'https://x.example.org/ada',
				},
			],
		} )
	).id as number;
	const organizer = (
		await etn( 'POST', '/speakers', {
			name: `Olga ${ token }`,
			email: `olga-${ token }@example.org`,
			category: [ 'organizer' ],
		} )
	).id as number;
	const category = (
		await etn( 'POST', '/event/categories', {
			name: `Conferences ${ token }`,
		} )
	).id as number;
	const schedule = (
		await etn( 'POST', '/schedules', {
			program_title: `Day one ${ token }`,
			date: '2027-03-10',
			day_name: 'Wednesday',
			schedule_slot: [
				{
					etn_schedule_topic: 'Opening',
					etn_shedule_start_time: '09:00 AM',
					etn_shedule_end_time: '10:30 AM',
					etn_shedule_speaker: [ speaker ],
					etn_shedule_objective: 'Welcome',
					etn_shedule_room: 'Hall A',
				},
			],
		} )
	).id as number;
	const tickets = [
		{
			etn_ticket_name: 'Standard',
			etn_ticket_price: 12.5,
			etn_avaiilable_tickets: 100,
			etn_ticket_slug: `standard-${ token }`,
			etn_min_ticket: 1,
			etn_max_ticket: 5,
			start_date: '2027-01-01',
			start_time: '10:00 AM',
			end_date: '2027-03-09',
			end_time: '11:00 PM',
		},
		{
			etn_ticket_name: 'VIP',
			etn_ticket_price: 80,
			etn_avaiilable_tickets: 20,
			etn_ticket_slug: `vip-${ token }`,
			etn_min_ticket: 1,
			etn_max_ticket: 2,
		},
	];
	const summit = {
		title: `Summit ${ token }`,
		description: '<p>Two days of talks.</p>',
		timezone: 'Europe/Paris',
		start_date: '2027-03-10',
		end_date: '2027-03-11',
		start_time: '09:00 AM',
		end_time: '05:00 PM',
		event_type: 'hybrid',
		location: {
			address: '1 Rue de Rivoli, Paris',
			integration: 'custom_url',
			custom_url: 'https://meet.example.org/summit',
		},
		categories: [ category ],
		speaker: [ speaker ],
		organizer: [ organizer ],
		schedules: [ schedule ],
		visibility_status: 'publish',
		ticket_variations: tickets,
	};
	const event = ( await etn( 'POST', '/events', summit ) ).id as number;
	// Eventin's editor saves the whole event again with the banner it uploaded.
	await etn( 'PUT', `/events/${ event }`, {
		...summit,
		id: event,
		event_banner_id: banner,
	} );
	const recurring = (
		await etn( 'POST', '/events', {
			title: `Weekly meetup ${ token }`,
			timezone: 'America/New_York',
			start_date: '2027-04-05',
			end_date: '2027-04-26',
			start_time: '06:00 PM',
			end_time: '07:30 PM',
			event_type: 'offline',
			location: { address: 'Town hall' },
			visibility_status: 'publish',
			recurring_enabled: 'yes',
			event_recurrence: {
				recurrence_freq: 'week',
				recurrence_weekly_day: [ '1' ],
				span_type: 'single',
			},
			ticket_variations: [
				{
					etn_ticket_name: 'Seat',
					etn_ticket_price: 0,
					etn_avaiilable_tickets: 30,
					etn_ticket_slug: `seat-${ token }`,
				},
			],
		} )
	).id as number;
	const order = await etn( 'POST', '/orders', {
		event_id: event,
		customer_fname: 'Bob',
		customer_lname: 'Buyer',
		customer_email: `bob-${ token }@example.org`,
		status: 'completed',
		tickets: [
			{
				ticket_slug: `standard-${ token }`,
				ticket_quantity: 2,
				ticket_price: 12.5,
			},
		],
		attendees: [
			{
				name: 'Bob Buyer',
				email: `bob-${ token }@example.org`,
				ticket_slug: `standard-${ token }`,
			},
			{
				name: 'Carol Guest',
				email: `carol-${ token }@example.org`,
				ticket_slug: `standard-${ token }`,
			},
		],
	} );
	const attendees = ( order.attendees as Json[] ).map(
		( a ) => a.id as number
	);
	await etn( 'PUT', `/attendees/${ attendees[ 0 ] }`, {
		etn_attendeee_ticket_status: 'used',
	} );

	const kids = ( await json(
		await admin.rest(
			'GET',
			`/wp/v2/etn?parent=${ recurring }&per_page=20&orderby=id&order=asc&context=edit`
		)
	) ) as unknown as Json[];
	const childIds = kids.map( ( k ) => k.id as number );
	expect( childIds ).toHaveLength( 4 );
	const childOrder = await etn( 'POST', '/orders', {
		event_id: childIds[ 1 ],
		customer_fname: 'Dan',
		customer_lname: 'Weekly',
		customer_email: `dan-${ token }@example.org`,
		status: 'completed',
		tickets: [
			{
				ticket_slug: `seat-${ token }`,
				ticket_quantity: 1,
				ticket_price: 0,
			},
		],
		attendees: [
			{
				name: 'Dan Weekly',
				email: `dan-${ token }@example.org`,
				ticket_slug: `seat-${ token }`,
			},
		],
	} );
	const rsvp = (
		await json(
			await admin.rest( 'POST', '/eventsmith-test/v1/eventin/rsvp', {
				event_id: event,
				name: 'Rita Rsvp',
				email: `rita-${ token }@example.org`,
				status: 'going',
				guests: [
					{
						name: 'Guest One',
						email: `guest-${ token }@example.org`,
					},
				],
			} )
		)
	).id as number;

	made = {
		token,
		group,
		photo,
		banner,
		speaker,
		organizer,
		category,
		schedule,
		event,
		recurring,
		children: childIds,
		order: order.id as number,
		attendees,
		childOrder: childOrder.id as number,
		childAttendee: ( ( childOrder.attendees as Json[] )[ 0 ] as Json )
			.id as number,
		rsvp,
		summit: { ...summit, event_banner_id: banner },
	};
} );

test( "imported speakers, organizers, schedules and events match Eventin's field by field; Eventin is unchanged (35.1)", async () => {
	const before = await checksum();
	expect( before.rows ).toBeGreaterThan( 50 );
	const run = await importEventin();
	firstRun = run.id as number;
	expect( ( run.dry as Json ).create ).toBeGreaterThanOrEqual( 6 );
	expect( ( run.counts as Json ).created ).toBeGreaterThanOrEqual( 6 );
	const mine = Object.values( made )
		.flat()
		.filter( ( value ) => typeof value === 'number' )
		.map( String );
	expect(
		( run.report as Json[] ).filter(
			( row ) =>
				row.action === 'fail' && mine.includes( String( row.uid ) )
		)
	).toEqual( [] );
	expect( await checksum() ).toEqual( before );

	const map = await origins();

	// Speaker.
	const etnSpeaker = await etn( 'GET', `/speakers/${ made.speaker }` );
	const speaker = await json(
		await admin.rest(
			'GET',
			`/eventsmith/v2/speakers/${ map.speaker[ made.speaker ] }`
		)
	);
	expect( speaker.name ).toBe( etnSpeaker.name );
	expect( speaker.email ).toBe( etnSpeaker.email );
	expect( speaker.designation ).toBe( etnSpeaker.designation );
	expect( speaker.company ).toBe( etnSpeaker.company_name );
	expect( speaker.bio ).toBe( etnSpeaker.summary );
	expect( speaker.photo ).toBe( made.photo );
	expect( speaker.social ).toEqual( [
		{ network: 'twitter', url: 'https://x.example.org/ada' },
	] );
	expect( speaker.speaker_group ).toEqual( [ `Keynotes ${ made.token }` ] );
	expect( speaker.category ).toEqual( [ 'speaker' ] );
	// Organizer.
	const organizer = await json(
		await admin.rest(
			'GET',
			`/eventsmith/v2/speakers/${ map.speaker[ made.organizer ] }`
		)
	);
	expect( organizer.name ).toBe( `Olga ${ made.token }` );
	expect( organizer.email ).toBe( `olga-${ made.token }@example.org` );
	expect( organizer.category ).toEqual( [ 'organizer' ] );

	// Schedule.
	const etnSchedule = await etn( 'GET', `/schedules/${ made.schedule }` );
	const schedule = await json(
		await admin.rest(
			'GET',
			`/eventsmith/v2/schedules/${ map.schedule[ made.schedule ] }`
		)
	);
	expect( schedule.program_title ).toBe( etnSchedule.program_title );
	expect( schedule.date ).toBe( etnSchedule.date );
	const slot = ( etnSchedule.schedule_slot as Json[] )[ 0 ] as Json;
	expect( schedule.sessions ).toEqual( [
		expect.objectContaining( {
			title: slot.etn_schedule_topic,
			start_time: clock( slot.etn_shedule_start_time as string ),
			end_time: clock( slot.etn_shedule_end_time as string ),
			objective: slot.etn_shedule_objective,
			location: slot.etn_shedule_room,
			speakers: [ map.speaker[ made.speaker ] ],
		} ),
	] );

	// Event.
	const etnEvent = await etn( 'GET', `/events/${ made.event }` );
	const event = await json(
		await admin.rest(
			'GET',
			`/eventsmith/v2/events/${ map.event[ made.event ] }`
		)
	);
	expect( event.title ).toBe( etnEvent.title );
	expect( event.description ).toBe( etnEvent.description );
	expect( event.start_date ).toBe( etnEvent.start_date );
	expect( event.end_date ).toBe( etnEvent.end_date );
	expect( event.start_time ).toBe( clock( etnEvent.start_time as string ) );
	expect( event.end_time ).toBe( clock( etnEvent.end_time as string ) );
	expect( event.timezone ).toBe( etnEvent.timezone );
	expect( event.location ).toEqual( {
		address: { address: '1 Rue de Rivoli, Paris' },
		online_url: etnEvent.meeting_link,
	} );
	expect( event.post_status ).toBe( 'publish' );
	expect( ( event.featured_image as Json ).id ).toBe( made.banner );
	expect( event.speakers ).toEqual( [ map.speaker[ made.speaker ] ] );
	expect( event.organizers ).toEqual( [ map.speaker[ made.organizer ] ] );
	expect( event.schedules ).toEqual( [ map.schedule[ made.schedule ] ] );
	expect( event.total_ticket ).toBe( 120 );
	const category = await json(
		await admin.rest(
			'GET',
			`/eventsmith/v2/categories/${ ( event.categories as number[] )[ 0 ] }`
		)
	);
	expect( category.name ).toBe( `Conferences ${ made.token }` );

	// The recurring event: one series over its four Mondays.
	const etnSeries = await etn( 'GET', `/events/${ made.recurring }` );
	const series = await json(
		await admin.rest(
			'GET',
			`/eventsmith/v2/events/${ map.event[ made.recurring ] }`
		)
	);
	expect( series.title ).toBe( etnSeries.title );
	expect( series.recurrence ).toEqual(
		expect.objectContaining( {
			freq: 'weekly',
			by_day: [ 'MO' ],
			until: '2027-04-26',
			exclusions: [],
		} )
	);
	expect( series.start_date ).toBe( '2027-04-05' );
	expect( series.start_time ).toBe( '18:00' );
	expect( series.end_time ).toBe( '19:30' );
	expect( series.timezone ).toBe( 'America/New_York' );
	const occurrences = await json(
		await admin.rest(
			'GET',
			`/eventsmith/v2/events?start_date=2027-04-01&end_date=2027-04-30&search_keyword=${ encodeURIComponent( `Weekly meetup ${ made.token }` ) }&per_page=20`
		)
	);
	const dates = ( occurrences.items as Json[] )
		.filter( ( item ) => item.parent === series.id )
		.map( ( item ) => item.start_date )
		.sort();
	expect( dates ).toEqual( [
		'2027-04-05',
		'2027-04-12',
		'2027-04-19',
		'2027-04-26',
	] );
} );

test( 'ticket types, orders, attendees with their check-in, and RSVPs (35.1)', async () => {
	const types = ( await json(
		await admin.rest(
			'GET',
			`/eventsmith-test/v1/eventin/types/${ firstRun }`
		)
	) ) as unknown as string[];
	// The run read every kind: a kind without a writer would be left out silently.
	expect( types ).toEqual(
		expect.arrayContaining( [ 'ticket_type', 'order', 'attendee', 'rsvp' ] )
	);
	const map = await origins();
	const event = map.event[ made.event ];

	const ticketTypes = ( await json(
		await admin.rest(
			'GET',
			`/eventsmith/v2/events/${ event }/ticket-types`
		)
	) ) as unknown as Json[];
	expect(
		ticketTypes.map( ( type ) => [
			type.name,
			type.price,
			type.capacity,
			type.min_per_order,
			type.max_per_order,
		] )
	).toEqual( [
		[ 'Standard', '12.50', 100, 1, 5 ],
		[ 'VIP', '80.00', 20, 1, 2 ],
	] );
	expect( String( ticketTypes[ 0 ]?.sale_start ) ).toMatch(
		/^2027-01-01[ T]09:00/
	);
	expect( String( ticketTypes[ 0 ]?.sale_end ) ).toMatch(
		/^2027-03-09[ T]22:00/
	);

	const booking = await json(
		await admin.rest(
			'GET',
			`/eventsmith/v2/bookings/${ map.order[ made.order ] }`
		)
	);
	expect( booking.status ).toBe( 'completed' );
	expect( booking.customer_name ).toBe( 'Bob Buyer' );
	expect( booking.customer_email ).toBe( `bob-${ made.token }@example.org` );
	expect( booking.quantity ).toBe( 2 );
	expect( String( booking.total ) ).toMatch( /^25(\.00)?$/ );
	expect( booking.event_id ).toBe( event );

	const bob = await json(
		await admin.rest(
			'GET',
			`/eventsmith/v2/attendees/${ map.attendee[ String( made.attendees[ 0 ] ) ] }`
		)
	);
	expect( bob.name ).toBe( 'Bob Buyer' );
	expect( bob.email ).toBe( `bob-${ made.token }@example.org` );
	expect( bob.ticket_type ).toBe( 'Standard' );
	expect( bob.status ).toBe( 'active' );
	expect( bob.checked_in ).toBe( true );
	expect( bob.event_id ).toBe( event );
	const carol = await json(
		await admin.rest(
			'GET',
			`/eventsmith/v2/attendees/${ map.attendee[ String( made.attendees[ 1 ] ) ] }`
		)
	);
	expect( carol.checked_in ).toBe( false );

	// The attendee of one date of the recurring event belongs to that date's occurrence.
	const dan = await json(
		await admin.rest(
			'GET',
			`/eventsmith/v2/attendees/${
				map.attendee[ String( made.childAttendee ) ]
			}`
		)
	);
	const occurrence = await json(
		await admin.rest( 'GET', `/eventsmith/v2/events/${ dan.event_id }` )
	);
	expect( occurrence.parent ).toBe( map.event[ made.recurring ] );
	expect( occurrence.start_date ).toBe( '2027-04-12' );

	const report = await json(
		await admin.rest(
			'GET',
			`/eventsmith/v2/rsvp-report?event_id=${ event }`
		)
	);
	expect( report.going ).toBeGreaterThanOrEqual( 1 );
	expect( JSON.stringify( report.items ) ).toContain(
		`rita-${ made.token }@example.org`
	);
} );

test( 'import again: nothing twice; a changed Eventin event updates its copy; Eventin unchanged; undo (35.1, 35.5)', async () => {
	const map = await origins();
	const again = await importEventin();
	expect( ( again.counts as Json ).created ).toBe( 0 );
	expect( ( again.counts as Json ).updated ).toBe( 0 );
	expect( await origins() ).toEqual( map );

	await etn( 'PUT', `/events/${ made.event }`, {
		...made.summit,
		id: made.event,
		title: `Summit renamed ${ made.token }`,
		end_time: '06:00 PM',
	} );
	const before = await checksum();
	const changed = await importEventin();
	expect( ( changed.counts as Json ).created ).toBe( 0 );
	expect( ( changed.counts as Json ).updated ).toBeGreaterThanOrEqual( 1 );
	expect( await checksum() ).toEqual( before );
	const event = await json(
		await admin.rest(
			'GET',
			`/eventsmith/v2/events/${ map.event[ made.event ] }`
		)
	);
	expect( event.title ).toBe( `Summit renamed ${ made.token }` );
	expect( event.end_time ).toBe( '18:00' );
	expect( ( await origins() ).event[ made.event ] ).toBe(
		map.event[ made.event ]
	);

	// Undo the first run: what it created goes, Eventin's data stays.
	const undone = await admin.rest(
		'POST',
		`${ IMPORTS }/${ firstRun }/undo`
	);
	expect( undone.status(), await undone.text() ).toBe( 200 );
	expect( ( await json( undone ) ).status ).toBe( 'undone' );
	expect(
		(
			await admin.rest(
				'GET',
				`/eventsmith/v2/events/${ map.event[ made.event ] }`
			)
		).status()
	).toBe( 404 );
	expect(
		(
			await admin.rest(
				'GET',
				`/eventsmith/v2/speakers/${ map.speaker[ made.speaker ] }`
			)
		).status()
	).toBe( 404 );
	expect(
		(
			await admin.rest(
				'GET',
				`/eventsmith/v2/schedules/${ map.schedule[ made.schedule ] }`
			)
		).status()
	).toBe( 404 );
	expect( await checksum() ).toEqual( before );
	expect( ( await etn( 'GET', `/events/${ made.event }` ) ).title ).toBe(
		`Summit renamed ${ made.token }`
	);
} );
