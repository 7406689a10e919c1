/**
 * Content for the Eventsmith JSON import specs (issue 35, items 1, 5 and 6):
 * everything the export holds, made over REST on the test site. A ticketed
 * event that is full, with ticket types (a sale window, a hidden one), a paid
 * order, a refunded one and a check-in; a weekly series with an excluded
 * date, a changed occurrence and RSVPs (one date full); speakers and
 * organizers with groups and photos; a schedule with a session; a workshop
 * sold with a discount code.
 */
import { expect, request as playwrightRequest } from '@playwright/test';
import { json, type Json } from '../../../support/json';
import { book, booking } from '../../../support/bookings';
import { createEvent, oneDay } from '../../../support/events';
import { uploadImage } from '../../../support/media';
import { visitor } from '../../../support/rsvp';
import { siteUrl, type Session } from '../../../support/wordpress';
import { createResource } from '../../support/rest';

export const EXPORT = '/eventsmith/v2/export';
export const IMPORTS = '/eventsmith/v2/imports';

export type Content = {
	gala: number;
	workshop: number;
	series: number;
	occurrences: number[];
	speakers: number[];
	schedule: number;
	bookings: number[];
};

/**
 * Makes the content; `run` is in every title so a spec finds its own.
 *
 * @param admin Administrator session.
 * @param run   This run's token.
 */
export async function makeContent(
	admin: Session,
	run: string
): Promise< Content > {
	const parent = await createResource( admin, '/eventsmith/v2/categories', {
		name: `Outdoors ${ run }`,
	} );
	const category = await createResource( admin, '/eventsmith/v2/categories', {
		name: `Running ${ run }`,
		parent: parent.id,
	} );
	const tag = await createResource( admin, '/eventsmith/v2/tags', {
		name: `Night ${ run }`,
	} );
	const photo = await uploadImage( admin, `ada-${ run }` );
	const speaker = await createResource( admin, '/eventsmith/v2/speakers', {
		name: `Ada ${ run }`,
		speaker_group: [ `Keynote ${ run }` ],
		category: [ 'speaker' ],
		designation: 'Engineer',
		company: 'Engines Ltd',
		bio: 'Wrote the first program.',
		photo,
		social: [ { network: 'website', url: 'https://ada.example/' } ],
	} );
	const organizer = await createResource( admin, '/eventsmith/v2/speakers', {
		name: `Org ${ run }`,
		category: [ 'organizer' ],
		speaker_group: [ `Crew ${ run }` ],
	} );
	const schedule = await createResource( admin, '/eventsmith/v2/schedules', {
		program_title: `Day one ${ run }`,
		date: '2031-10-01',
		sessions: [
			{
				start_time: '19:00',
				end_time: '20:00',
				title: 'Opening',
				objective: 'Welcome',
				speakers: [ speaker.id ],
				location: 'Hall A',
			},
		],
	} );
	const image = await uploadImage( admin, `gala-${ run }` );
	const gala = await createEvent( admin, {
		title: `Gala ${ run }`,
		description: '<p>Dress "smart", please.</p>',
		...oneDay( '2031-10-01', '19:00', '23:00', 'Europe/Berlin' ),
		total_ticket: 3,
		categories: [ category.id ],
		tags: [ tag.id ],
		featured_image: image,
		location: {
			address: { address: 'Hall 1, Main street' },
			online_url: 'https://meet.example/gala',
		},
		speakers: [ speaker.id ],
		organizers: [ organizer.id ],
		schedules: [ schedule.id ],
		attendee_fields: [
			{ name: 'diet', label: 'Diet', type: 'text', required: false },
		],
	} );
	const types = await admin.rest(
		'PUT',
		`/eventsmith/v2/events/${ gala.id }/ticket-types`,
		{
			ticket_types: [
				{
					name: 'Seat',
					price: '12.50',
					capacity: 3,
					sale_start: '2031-01-01 00:00:00',
					sale_end: '2031-09-01 12:00:00',
					min_per_order: 1,
					max_per_order: 4,
				},
				{ name: 'Crew', hidden: true, description: 'Staff only' },
			],
		}
	);
	expect( types.status(), await types.text() ).toBe( 200 );
	const seat = ( email: string, name: string, quantity: number ) =>
		booking( gala.id, name, email, {
			ticket_type: 'Seat',
			price: 12.5,
			quantity,
		} );
	// Bo buys two seats, Cy one and is refunded, Di takes the last one: the event is full.
	const bo = await book( admin, seat( 'bo@example.org', `Bo ${ run }`, 2 ) );
	const cy = await book( admin, seat( 'cy@example.org', `Cy ${ run }`, 1 ) );
	const refund = await admin.rest(
		'POST',
		`/eventsmith/v2/bookings/${ cy.id }/refund`
	);
	expect( refund.status(), await refund.text() ).toBe( 200 );
	const di = await book( admin, seat( 'di@example.org', `Di ${ run }`, 1 ) );
	const attendees = await json(
		await admin.rest(
			'GET',
			`/eventsmith/v2/attendees?event_id=${ gala.id }&per_page=10`
		)
	);
	const active = ( attendees.items as Json[] ).filter(
		( a ) => a.status === 'active'
	);
	const scan = await json(
		await admin.rest( 'POST', '/eventsmith/v2/tickets/verify', {
			code: ( active[ 0 ] as Json ).ticket_code,
			event_id: gala.id,
			device: 'Gate A',
		} )
	);
	expect( scan.data.status_code ).toBe( 2 );

	const series = await createEvent( admin, {
		title: `Night run ${ run }`,
		...oneDay( '2031-03-03', '18:00', '20:00', 'Europe/Berlin' ),
		recurring_enabled: 'yes',
		recurrence: {
			freq: 'weekly',
			interval: 1,
			by_day: [ 'MO' ],
			count: 4,
			exclusions: [ '2031-03-17' ],
		},
		rsvp: { enabled: true, capacity: 2, max_per_submission: 2 },
	} );
	const found = await json(
		await admin.rest(
			'GET',
			`/eventsmith/v2/events?search_keyword=${ encodeURIComponent(
				`Night run ${ run }`
			) }&per_page=20&status=all`
		)
	);
	const occurrences = ( found.items as Json[] )
		.filter( ( item ) => item.parent === series.id )
		.sort( ( a, b ) =>
			String( a.start_date ).localeCompare( b.start_date )
		)
		.map( ( item ) => item.id as number );
	expect( occurrences ).toHaveLength( 3 );
	// The second date starts later than the rule says.
	const moved = await admin.rest(
		'PUT',
		`/eventsmith/v2/events/${ occurrences[ 1 ] }`,
		{ start_time: '19:30', end_time: '21:00' }
	);
	expect( moved.status(), await moved.text() ).toBe( 200 );
	// The first date is full: two guests going; someone else is not going.
	const guest = await visitor();
	const full = await guest.rsvp( occurrences[ 0 ] as number, {
		response: 'going',
		attendees: [
			{ name: `Eve ${ run }`, email: 'eve@example.org' },
			{ name: `Fay ${ run }`, email: 'fay@example.org' },
		],
	} );
	expect( full.status(), await full.text() ).toBe( 201 );
	const no = await guest.rsvp( occurrences[ 0 ] as number, {
		response: 'not_going',
		attendees: [ { name: `Gus ${ run }`, email: 'gus@example.org' } ],
		reason: 'Away',
	} );
	expect( no.status(), await no.text() ).toBe( 201 );
	// A workshop sold with a discount code that makes it free.
	const workshop = await createEvent( admin, {
		title: `Workshop ${ run }`,
		...oneDay( '2031-11-05', '09:00', '12:00' ),
		total_ticket: 10,
	} );
	const places = await admin.rest(
		'PUT',
		`/eventsmith/v2/events/${ workshop.id }/ticket-types`,
		{ ticket_types: [ { name: 'Place', price: '20.00' } ] }
	);
	expect( places.status(), await places.text() ).toBe( 200 );
	const place = ( ( await json( places ) ) as Json[] )[ 0 ] as Json;
	const code = `WS${ run }`.replace( /[^a-z0-9]/gi, '' ).slice( 0, 30 );
	const made = await admin.rest( 'POST', '/eventsmith/v2/discount-codes', {
		code,
		kind: 'percent',
		amount: 100,
		event_id: workshop.id,
	} );
	expect( made.status(), await made.text() ).toBe( 201 );
	const buyer = await playwrightRequest.newContext( { baseURL: siteUrl() } );
	const free = await buyer.post(
		`/wp-json/eventsmith/v2/public/events/${ workshop.id }/checkout`,
		{
			data: {
				buyer_name: `Ida ${ run }`,
				buyer_email: 'ida@example.org',
				tickets: { [ place.id ]: 1 },
				attendees: [
					{
						ticket_type_id: place.id,
						name: `Ida ${ run }`,
						email: 'ida@example.org',
					},
				],
				discount_code: code,
			},
		}
	);
	expect( free.status(), await free.text() ).toBe( 201 );
	await buyer.dispose();

	return {
		gala: gala.id,
		workshop: workshop.id,
		series: series.id,
		occurrences,
		speakers: [ speaker.id, organizer.id ],
		schedule: schedule.id,
		bookings: [ bo.id, cy.id, di.id ],
	};
}

/**
 * The site's export (JSON, everything).
 *
 * @param admin Administrator session.
 */
export async function exportAll( admin: Session ): Promise< Json > {
	const response = await admin.rest(
		'GET',
		`${ EXPORT }?format=json&what=all`
	);
	expect( response.status() ).toBe( 200 );
	return json( response );
}

/**
 * The part of an export that is this content's: its events, the speakers and
 * schedules they name, and the attendees and RSVPs of their dates.
 *
 * @param doc     The export.
 * @param content The content.
 */
export function only( doc: Json, content: Content ): Json {
	const events = ( doc.events as Json[] ).filter( ( e ) =>
		[ content.gala, content.workshop, content.series ].includes( e.id )
	);
	const dates = [
		content.gala,
		content.workshop,
		content.series,
		...content.occurrences,
	];
	return {
		...doc,
		events,
		speakers: ( doc.speakers as Json[] ).filter( ( s ) =>
			content.speakers.includes( s.id )
		),
		schedules: ( doc.schedules as Json[] ).filter(
			( s ) => s.id === content.schedule
		),
		attendees: ( doc.attendees as Json[] ).filter( ( a ) =>
			dates.includes( a.event )
		),
		rsvps: ( ( doc.rsvps ?? [] ) as Json[] ).filter( ( r ) =>
			dates.includes( r.event )
		),
	};
}

/**
 * A document written as the exporter writes it: one record per line.
 *
 * @param doc The document.
 */
export function asExport( doc: Json ): string {
	const { events, speakers, schedules, attendees, rsvps, ...head } = doc;
	const lists: Record< string, Json[] > = {
		events,
		speakers,
		schedules,
		attendees,
		rsvps: rsvps ?? [],
	};
	let text = JSON.stringify( head ).slice( 0, -1 );
	for ( const [ name, records ] of Object.entries( lists ) ) {
		text += `,${ JSON.stringify( name ) }:[`;
		text += records
			.map( ( r, i ) => ( i === 0 ? '\n' : ',\n' ) + JSON.stringify( r ) )
			.join( '' );
		text += ']';
	}
	return text + '}\n';
}

/**
 * Uploads an export as an import of source `eventsmith`.
 *
 * @param admin Administrator session.
 * @param name  File name.
 * @param text  File content.
 */
export async function uploadExport(
	admin: Session,
	name: string,
	text: string
) {
	return admin.request.post( `/wp-json${ IMPORTS }`, {
		headers: { 'X-WP-Nonce': admin.nonce },
		multipart: {
			source: 'eventsmith',
			file: {
				name,
				mimeType: 'application/json',
				buffer: Buffer.from( text, 'utf8' ),
			},
		},
	} );
}

/**
 * Uploads, starts and runs an import to its end; returns its final state.
 *
 * @param admin Administrator session.
 * @param name  File name.
 * @param text  File content.
 */
export async function importExport(
	admin: Session,
	name: string,
	text: string
): Promise< Json > {
	const created = await uploadExport( admin, name, text );
	expect( created.status(), await created.text() ).toBe( 201 );
	const id = ( await json( created ) ).id as number;
	const started = await admin.rest( 'POST', `${ IMPORTS }/${ id }/start` );
	expect( started.status(), await started.text() ).toBe( 200 );
	await admin.rest( 'POST', `/eventsmith-test/v1/imports/${ id }/run`, {
		batches: 200,
	} );
	return json( await admin.rest( 'GET', `${ IMPORTS }/${ id }` ) );
}

/**
 * Objects an import made of one type: source id => id here.
 *
 * @param admin  Administrator session.
 * @param type   Object type.
 * @param prefix Source id prefix.
 */
export async function origins(
	admin: Session,
	type: string,
	prefix: string
): Promise< Record< string, number > > {
	return ( await json(
		await admin.rest(
			'GET',
			`/eventsmith-test/v1/imports/origins?type=${ type }&prefix=${ encodeURIComponent( prefix ) }`
		)
	) ) as Record< string, number >;
}
