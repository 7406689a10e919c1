/**
 * REST /eventsmith/v2/schedules: permissions, CRUD with sessions, year and
 * title filters, paging, clone, bulk delete and validation.
 */
import { expect, test } from '@playwright/test';
import { json, type Json } from '../../support/json';
import { ADMIN, session, sessionWithOnly } from '../../support/wordpress';
import {
	blamed,
	createResource,
	expectBulkDeleted,
	expectClosedToOutsiders,
	listed,
	runToken,
	statusOf,
} from '../support/rest';

const ROUTE = '/eventsmith/v2/schedules';
/** A token unique to this run, so searches only see what this run created. */
const RUN = runToken( 'sch' );

test( 'schedules need the schedule permission: 401 anonymous, 403 subscriber', async () => {
	await expectClosedToOutsiders( ROUTE, [
		[ 'GET', ROUTE ],
		[ 'POST', ROUTE, { program_title: 'x', date: '2031-01-01' } ],
		[ 'POST', `${ ROUTE }/1/clone` ],
	] );
} );

test( 'a user holding only eventsmith_manage_schedule manages schedules but not speakers', async () => {
	const planner = await sessionWithOnly( 'eventsmith_manage_schedule' );

	const created = await createResource( planner, ROUTE, {
		program_title: `Staff made ${ RUN }`,
		date: '2031-06-01',
	} );
	expect(
		( await listed( planner, ROUTE, `search=${ RUN }` ) ).total_items
	).toBe( 1 );
	const own = `${ ROUTE }/${ created.id }`;
	expect( await statusOf( planner, 'DELETE', own ) ).toBe( 200 );
	const other = '/eventsmith/v2/speakers';
	expect( await statusOf( planner, 'GET', other ), other ).toBe( 403 );
} );

test( 'ADM-SCHL-04 an administrator creates, reads, updates and deletes a schedule with sessions', async () => {
	const admin = await session( ADMIN );
	const speaker = await admin.rest( 'POST', '/eventsmith/v2/speakers', {
		name: `Session Speaker ${ RUN }`,
	} );
	expect( speaker.status() ).toBe( 201 );
	const speakerId = ( await json( speaker ) ).id;

	const sessions = [
		{
			start_time: '09:00',
			end_time: '10:00',
			title: 'Opening',
			objective: 'Welcome everyone',
			speakers: [ speakerId ],
			location: 'Hall A',
		},
		{
			start_time: '10:15',
			end_time: '11:00',
			title: 'Workshop',
			objective: '',
			speakers: [],
			location: 'Room 2',
		},
	];
	const created = await createResource( admin, ROUTE, {
		program_title: `Day 1 ${ RUN }`,
		date: '2031-09-14',
		sessions,
	} );
	expect( created ).toEqual( {
		id: expect.any( Number ),
		program_title: `Day 1 ${ RUN }`,
		date: '2031-09-14',
		sessions,
	} );

	const path = `${ ROUTE }/${ created.id }`;
	expect( await json( await admin.rest( 'GET', path ) ) ).toEqual( created );

	const updated = await json(
		await admin.rest( 'PUT', path, { date: '2031-09-15' } )
	);
	expect( updated ).toEqual( { ...created, date: '2031-09-15' } );

	const deleted = await admin.rest( 'DELETE', path );
	expect( deleted.status() ).toBe( 200 );
	expect( ( await json( deleted ) ).deleted ).toBe( true );
	expect( ( await admin.rest( 'GET', path ) ).status() ).toBe( 404 );
} );

test( 'ADM-API-08 ADM-SCHL-01 ADM-SCHL-10 year and title filters, date order and total_items paging', async () => {
	const admin = await session( ADMIN );
	const dayOne = await createResource( admin, ROUTE, {
		program_title: `Day 1 ${ RUN }`,
		date: '2033-05-02',
	} );
	const dayTwo = await createResource( admin, ROUTE, {
		program_title: `Day 2 ${ RUN }`,
		date: '2033-05-03',
	} );
	const alsoDayTwo = await createResource( admin, ROUTE, {
		program_title: `Breakfast ${ RUN }`,
		date: '2033-05-03',
	} );
	const nextYear = await createResource( admin, ROUTE, {
		program_title: `Workshop ${ RUN }`,
		date: '2034-01-10',
	} );
	const ids = ( body: Json ) => body.items.map( ( item: Json ) => item.id );

	// Newest date first, then by title.
	const all = await listed(
		admin,
		ROUTE,
		`search=${ RUN }&per_page=10&paged=1`
	);
	expect( ids( all ) ).toEqual( [
		nextYear.id,
		alsoDayTwo.id,
		dayTwo.id,
		dayOne.id,
	] );
	expect( all.total_items ).toBe( 4 );
	expect( all.items[ 0 ] ).toEqual( nextYear );

	const in2033 = await listed( admin, ROUTE, `year=2033&search=${ RUN }` );
	expect( ids( in2033 ) ).toEqual( [ alsoDayTwo.id, dayTwo.id, dayOne.id ] );
	expect( in2033.total_items ).toBe( 3 );

	const days = await listed(
		admin,
		ROUTE,
		`search=${ encodeURIComponent( `Day ${ RUN }` ) }`
	);
	expect( ids( days ) ).toEqual( [ dayTwo.id, dayOne.id ] );

	const secondPage = await listed(
		admin,
		ROUTE,
		`search=${ RUN }&per_page=3&paged=2`
	);
	expect( ids( secondPage ) ).toEqual( [ dayOne.id ] );
	expect( secondPage.total_items ).toBe( 4 );

	const badYear = await admin.rest( 'GET', `${ ROUTE }?year=33` );
	expect( badYear.status() ).toBe( 400 );
	expect( blamed( await json( badYear ) ) ).toContain( 'year' );
} );

test( 'ADM-API-10 ADM-SCHL-06 clone copies a schedule under a new id', async () => {
	const admin = await session( ADMIN );
	const original = await createResource( admin, ROUTE, {
		program_title: `Cloned ${ RUN }`,
		date: '2032-02-02',
		sessions: [
			{
				start_time: '13:00',
				end_time: '14:00',
				title: 'Talk',
				objective: 'Copy me',
				speakers: [],
				location: 'Hall B',
			},
		],
	} );

	const response = await admin.rest(
		'POST',
		`${ ROUTE }/${ original.id }/clone`
	);
	expect( response.status() ).toBe( 201 );
	const copy = await json( response );
	expect( copy.id ).not.toBe( original.id );
	expect( copy ).toEqual( { ...original, id: copy.id } );

	const clones = await listed(
		admin,
		ROUTE,
		`search=${ encodeURIComponent( `Cloned ${ RUN }` ) }`
	);
	expect( clones.total_items ).toBe( 2 );
} );

test( 'ADM-API-09 ADM-SCHL-09 single and bulk delete; bad ids answer 400', async () => {
	const admin = await session( ADMIN );
	const first = await createResource( admin, ROUTE, {
		program_title: `Bulk one ${ RUN }`,
		date: '2032-03-01',
	} );
	const second = await createResource( admin, ROUTE, {
		program_title: `Bulk two ${ RUN }`,
		date: '2032-03-02',
	} );

	const malformed = await admin.rest( 'DELETE', `${ ROUTE }?ids=abc` );
	expect( malformed.status() ).toBe( 400 );
	expect( blamed( await json( malformed ) ) ).toContain( 'ids' );

	await expectBulkDeleted( admin, ROUTE, [ first.id, second.id ] );

	const left = await listed(
		admin,
		ROUTE,
		`search=${ encodeURIComponent( `Bulk ${ RUN }` ) }`
	);
	expect( left ).toEqual( { items: [], total_items: 0 } );
} );

test( 'bad input answers 400 naming the field; another post type answers 404', async () => {
	const admin = await session( ADMIN );
	const speaker = await admin.rest( 'POST', '/eventsmith/v2/speakers', {
		name: `Not a schedule ${ RUN }`,
	} );
	expect( speaker.status() ).toBe( 201 );
	const speakerId = ( await json( speaker ) ).id;

	const valid = { program_title: 'Probe', date: '2031-01-01' };
	const cases: Array< [ Json, string ] > = [
		[ { date: '2031-01-01' }, 'program_title' ],
		[ { program_title: 'Probe' }, 'date' ],
		[ { ...valid, date: '2031-02-30' }, 'date' ],
		[
			{
				...valid,
				sessions: [
					{ start_time: '09:00', end_time: '10:00' },
					{ start_time: '11:00', end_time: '10:30' },
				],
			},
			'sessions[1].end_time',
		],
		[
			{ ...valid, sessions: [ { speakers: [ 999999 ] } ] },
			'sessions[0].speakers',
		],
	];
	for ( const [ fields, field ] of cases ) {
		const response = await admin.rest( 'POST', ROUTE, fields );
		expect( response.status(), JSON.stringify( fields ) ).toBe( 400 );
		expect( blamed( await json( response ) ) ).toContain( field );
	}

	const wrongType = await admin.rest( 'GET', `${ ROUTE }/${ speakerId }` );
	expect( wrongType.status() ).toBe( 404 );
	expect( ( await json( wrongType ) ).code ).toBe(
		'eventsmith_schedule_not_found'
	);
	expect(
		(
			await admin.rest( 'POST', `${ ROUTE }/${ speakerId }/clone` )
		).status()
	).toBe( 404 );
	expect(
		(
			await admin.rest( 'DELETE', `${ ROUTE }?ids=${ speakerId }` )
		).status()
	).toBe( 404 );
} );
