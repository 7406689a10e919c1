/**
 * Every enumerated field of a write route refuses a value outside its list
 * with 400 naming the field, and nothing is stored; an event's `status`
 * never publishes anything but `publish`.
 */
import { expect, test } from '@playwright/test';
import { createEvent, oneDay } from '../../support/events';
import { json, type Json } from '../../support/json';
import { ADMIN, session, type Session } from '../../support/wordpress';
import { blamed, listed, runToken } from '../support/rest';

const EVENTS = '/eventsmith/v2/events';
const SPEAKERS = '/eventsmith/v2/speakers';
const SETTINGS = '/eventsmith/v2/settings';
const RUN = runToken( 'enum' );

/**
 * Events whose title holds a token, in any status.
 * @param admin
 * @param token
 */
async function eventsNamed( admin: Session, token: string ): Promise< Json[] > {
	const body = await listed(
		admin,
		EVENTS,
		`status=all&per_page=100&search_keyword=${ token }`
	);
	return body.items;
}

/** One bogus write: the route, the body, the field it must blame, and how to tell nothing was stored. */
interface Case {
	name: string;
	method: string;
	route: ( admin: Session ) => Promise< string >;
	body: Json;
	field: string;
	unchanged: ( admin: Session ) => Promise< void >;
}

const event = ( title: string, extra: Json ): Json => ( {
	title,
	...oneDay( '2032-03-01', '10:00', '11:00' ),
	...extra,
} );

const noEvent = ( title: string ) => async ( admin: Session ) => {
	expect( await eventsNamed( admin, title ) ).toEqual( [] );
};

/** An existing draft event, reused by the update cases. */
let draft: Json | null = null;
async function draftEvent( admin: Session ): Promise< Json > {
	draft ??= await createEvent(
		admin,
		event( `Draft ${ RUN }`, { status: 'draft' } )
	);
	return draft;
}
const draftUnchanged = async ( admin: Session ) => {
	const found = await json(
		await admin.rest(
			'GET',
			`${ EVENTS }/${ ( await draftEvent( admin ) ).id }`
		)
	);
	expect( found.post_status ).toBe( 'draft' );
	expect( found.title ).toBe( `Draft ${ RUN }` );
};

const settingsUnchanged =
	( before: () => Json ) => async ( admin: Session ) => {
		expect( await json( await admin.rest( 'GET', SETTINGS ) ) ).toEqual(
			before()
		);
	};
let settingsBefore: Json = {};

const CASES: Case[] = [
	...[ 'bogus', 'private', 'trash', 'future', 'Publish', '' ].map(
		( status ): Case => ( {
			name: `POST events status=${ JSON.stringify( status ) }`,
			method: 'POST',
			route: async () => EVENTS,
			body: event( `${ RUN }c${ status || 'empty' }`, { status } ),
			field: 'status',
			unchanged: noEvent( `${ RUN }c${ status || 'empty' }` ),
		} )
	),
	...[ 'bogus', 'private', 'trash' ].map( ( status ): Case => ( {
		name: `PUT events/{id} status=${ status }`,
		method: 'PUT',
		route: async ( admin ) =>
			`${ EVENTS }/${ ( await draftEvent( admin ) ).id }`,
		body: { status, title: `Renamed ${ RUN }` },
		field: 'status',
		unchanged: draftUnchanged,
	} ) ),
	{
		name: 'POST events recurring_enabled=maybe',
		method: 'POST',
		route: async () => EVENTS,
		body: event( `${ RUN }rec`, { recurring_enabled: 'maybe' } ),
		field: 'recurring_enabled',
		unchanged: noEvent( `${ RUN }rec` ),
	},
	{
		name: 'POST speakers category=[host]',
		method: 'POST',
		route: async () => SPEAKERS,
		body: { name: `Speaker ${ RUN }`, category: [ 'host' ] },
		field: 'category',
		unchanged: async ( admin ) => {
			const found = await json< Json[] >(
				await admin.rest( 'GET', `${ SPEAKERS }?search=${ RUN }` )
			);
			expect( found ).toEqual( [] );
		},
	},
	...[
		[ 'disable_category_and_tags', { disable_category_and_tags: 'yes' } ],
		[ 'modules', { modules: { rsvp: 'maybe' } } ],
		[
			'attendee_verification_style',
			{ attendee_verification_style: 'auto' },
		],
	].map( ( [ field, body ] ): Case => ( {
		name: `PUT settings ${ field }`,
		method: 'PUT',
		route: async () => SETTINGS,
		body: body as Json,
		field: field as string,
		unchanged: settingsUnchanged( () => settingsBefore ),
	} ) ),
];

test.describe( 'write routes refuse values outside their enums', () => {
	test.beforeAll( async () => {
		const admin = await session( ADMIN );
		settingsBefore = await json( await admin.rest( 'GET', SETTINGS ) );
	} );

	for ( const c of CASES ) {
		test( `${ c.name }: 400 naming ${ c.field }, nothing stored`, async () => {
			const admin = await session( ADMIN );
			const response = await admin.rest(
				c.method,
				await c.route( admin ),
				c.body
			);
			const text = await response.text();
			expect( response.status(), text ).toBe( 400 );
			const body = JSON.parse( text );
			expect(
				blamed( body ).some( ( f ) => f.startsWith( c.field ) ) ||
					String( body.message ).includes( c.field ),
				text
			).toBe( true );
			await c.unchanged( admin );
		} );
	}
} );

test( 'an event sent with status private or bogus is never published; pending stays unpublished', async () => {
	const admin = await session( ADMIN );
	for ( const status of [ 'private', 'bogus' ] ) {
		const title = `${ RUN }never${ status }`;
		const response = await admin.rest(
			'POST',
			EVENTS,
			event( title, { status } )
		);
		expect( response.status() ).toBe( 400 );
		expect( await eventsNamed( admin, title ) ).toEqual( [] );
	}
	const pending = await createEvent(
		admin,
		event( `${ RUN }pending`, { status: 'pending' } )
	);
	expect( pending.post_status ).toBe( 'pending' );
	const published = await createEvent(
		admin,
		event( `${ RUN }published`, { status: 'publish' } )
	);
	expect( published.post_status ).toBe( 'publish' );
	const visitor = await session( null );
	const open = await json(
		await visitor.rest(
			'GET',
			'/eventsmith/v2/public/events?filter_with_status=all&orderby=post_date&order=DESC&per_page=50'
		)
	);
	const titles = JSON.stringify( open );
	expect( titles ).toContain( `${ RUN }published` );
	expect( titles ).not.toContain( `${ RUN }pending` );
	expect( titles ).not.toContain( `${ RUN }never` );
} );
