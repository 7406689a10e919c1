/**
 * REST /eventsmith/v2/speakers: permissions, CRUD, filters, paging headers,
 * bulk delete, validation and the public author page.
 */
import { expect, test } from '@playwright/test';
import { json, type Json } from '../../support/json';
import { ADMIN, session, sessionWithOnly } from '../../support/wordpress';
import {
	blamed,
	createResource,
	expectBulkDeleted,
	expectClosedToOutsiders,
	listedPage,
	runToken,
	statusOf,
} from '../support/rest';

const ROUTE = '/eventsmith/v2/speakers';
/** A token unique to this run, so searches only see what this run created. */
const RUN = runToken( 'spk' );

test( 'speakers need the organizer permission: 401 anonymous, 403 subscriber', async () => {
	await expectClosedToOutsiders( ROUTE, [
		[ 'GET', ROUTE ],
		[ 'POST', ROUTE, { name: 'Nobody' } ],
		[ 'DELETE', `${ ROUTE }?ids=1` ],
	] );
} );

test( 'a user holding only eventsmith_manage_organizer manages speakers but not schedules', async () => {
	const organizer = await sessionWithOnly( 'eventsmith_manage_organizer' );

	const created = await createResource( organizer, ROUTE, {
		name: `Staff made ${ RUN }`,
	} );
	expect( created.category ).toEqual( [ 'speaker' ] );
	expect(
		( await listedPage( organizer, ROUTE, `search=${ RUN }` ) ).items.length
	).toBe( 1 );
	const own = `${ ROUTE }/${ created.id }`;
	expect( await statusOf( organizer, 'DELETE', own ) ).toBe( 200 );
	const other = '/eventsmith/v2/schedules';
	expect( await statusOf( organizer, 'GET', other ), other ).toBe( 403 );
} );

test( 'ADM-API-12 an administrator creates, reads, updates and deletes a speaker', async () => {
	const admin = await session( ADMIN );
	const created = await createResource( admin, ROUTE, {
		name: `Ada Lovelace ${ RUN }`,
		email: 'ada@example.org',
		designation: 'Analyst',
		company: 'Engines Ltd',
		bio: '<p>First <strong>programmer</strong>.<script>alert(1)</script></p>',
		social: [ { network: 'mastodon', url: 'https://example.social/@ada' } ],
		category: [ 'organizer', 'speaker' ],
		speaker_group: [ `Keynote ${ RUN }` ],
	} );

	expect( created ).toMatchObject( {
		name: `Ada Lovelace ${ RUN }`,
		email: 'ada@example.org',
		designation: 'Analyst',
		company: 'Engines Ltd',
		photo: 0,
		photo_url: '',
		social: [ { network: 'mastodon', url: 'https://example.social/@ada' } ],
		speaker_group: [ `Keynote ${ RUN }` ],
		category: [ 'speaker', 'organizer' ],
	} );
	expect( created.bio ).toContain( '<strong>programmer</strong>' );
	expect( created.bio ).not.toContain( '<script>' );
	expect( created.author_url ).toMatch( /^http/ );

	const path = `${ ROUTE }/${ created.id }`;
	expect( await json( await admin.rest( 'GET', path ) ) ).toEqual( created );

	const updated = await json(
		await admin.rest( 'PUT', path, {
			company: 'Analytical Engines',
			category: [ 'speaker' ],
		} )
	);
	expect( updated ).toMatchObject( {
		name: `Ada Lovelace ${ RUN }`,
		email: 'ada@example.org',
		company: 'Analytical Engines',
		category: [ 'speaker' ],
		speaker_group: [ `Keynote ${ RUN }` ],
	} );

	const deleted = await admin.rest( 'DELETE', path );
	expect( deleted.status() ).toBe( 200 );
	expect( await json( deleted ) ).toMatchObject( {
		deleted: true,
		previous: { id: created.id },
	} );
	expect( ( await admin.rest( 'GET', path ) ).status() ).toBe( 404 );
} );

test( 'ADM-SPKL-01 ADM-SPKL-02 ADM-SPKL-03 ADM-SPKL-06 ADM-SPKL-07 ADM-SPKL-11 filters, groups, roles and X-WP-Total paging', async () => {
	const admin = await session( ADMIN );
	const keynote = `Keynote ${ RUN }`;
	const panel = `Panel ${ RUN }`;
	const ann = await createResource( admin, ROUTE, {
		name: `Ann ${ RUN }`,
		speaker_group: [ keynote ],
		category: [ 'speaker' ],
	} );
	const bob = await createResource( admin, ROUTE, {
		name: `Bob ${ RUN }`,
		speaker_group: [ keynote, panel ],
		category: [ 'speaker', 'organizer' ],
	} );
	const cat = await createResource( admin, ROUTE, {
		name: `Cat ${ RUN }`,
		speaker_group: [ panel ],
		category: [ 'organizer' ],
	} );
	const names = ( items: Json[] ) => items.map( ( item ) => item.name );

	// ADM-API-11: a bare array sorted by name; the total is in the headers.
	const all = await listedPage(
		admin,
		ROUTE,
		`search=${ RUN }&per_page=10&paged=1`
	);
	expect( Array.isArray( all.items ) ).toBe( true );
	expect( names( all.items ) ).toEqual( [ ann.name, bob.name, cat.name ] );
	expect( all.total ).toBe( '3' );
	expect( Object.keys( all.items[ 1 ] ?? {} ) ).toEqual(
		expect.arrayContaining( [
			'id',
			'name',
			'speaker_group',
			'category',
			'author_url',
		] )
	);
	expect( all.items[ 1 ]?.speaker_group ).toEqual(
		expect.arrayContaining( [ keynote, panel ] )
	);
	expect( all.items[ 1 ]?.category ).toEqual( [ 'speaker', 'organizer' ] );

	const byGroup = await listedPage(
		admin,
		ROUTE,
		`speaker_group=${ encodeURIComponent( keynote ) }`
	);
	expect( names( byGroup.items ) ).toEqual( [ ann.name, bob.name ] );

	const organizers = await listedPage(
		admin,
		ROUTE,
		`category=organizer&search=${ RUN }`
	);
	expect( names( organizers.items ) ).toEqual( [ bob.name, cat.name ] );

	const both = await listedPage(
		admin,
		ROUTE,
		`speaker_group=${ encodeURIComponent( panel ) }&category=speaker`
	);
	expect( names( both.items ) ).toEqual( [ bob.name ] );

	const byName = await listedPage(
		admin,
		ROUTE,
		`search=${ encodeURIComponent( `Cat ${ RUN }` ) }`
	);
	expect( names( byName.items ) ).toEqual( [ cat.name ] );

	const secondPage = await listedPage(
		admin,
		ROUTE,
		`search=${ RUN }&per_page=2&paged=2`
	);
	expect( names( secondPage.items ) ).toEqual( [ cat.name ] );
	expect( secondPage.total ).toBe( '3' );
	expect( secondPage.pages ).toBe( '2' );

	const badRole = await admin.rest( 'GET', `${ ROUTE }?category=host` );
	expect( badRole.status() ).toBe( 400 );
	expect( blamed( await json( badRole ) ) ).toContain( 'category' );
	const tooMany = await admin.rest( 'GET', `${ ROUTE }?per_page=101` );
	expect( tooMany.status() ).toBe( 400 );
} );

test( 'ADM-API-13 bulk delete trashes every listed speaker, refuses bad ids and other post types', async () => {
	const admin = await session( ADMIN );
	const first = await createResource( admin, ROUTE, {
		name: `Bulk one ${ RUN }`,
	} );
	const second = await createResource( admin, ROUTE, {
		name: `Bulk two ${ RUN }`,
	} );
	const post = await json(
		await admin.rest( 'POST', '/wp/v2/posts', {
			title: `Not a speaker ${ RUN }`,
			status: 'publish',
		} )
	);

	const malformed = await admin.rest(
		'DELETE',
		`${ ROUTE }?ids=${ first.id },x`
	);
	expect( malformed.status() ).toBe( 400 );
	expect( blamed( await json( malformed ) ) ).toContain( 'ids' );

	const mixed = await admin.rest(
		'DELETE',
		`${ ROUTE }?ids=${ first.id },${ post.id }`
	);
	expect( mixed.status() ).toBe( 404 );

	await expectBulkDeleted( admin, ROUTE, [ first.id, second.id ] );
	const left = await listedPage(
		admin,
		ROUTE,
		`search=${ encodeURIComponent( `Bulk ${ RUN }` ) }`
	);
	expect( left.items ).toEqual( [] );
	expect( left.total ).toBe( '0' );
} );

test( 'bad input answers 400 naming the field; another post type answers 404', async () => {
	const admin = await session( ADMIN );
	const cases: Array< [ Json, string ] > = [
		[ { email: 'x@example.org' }, 'name' ],
		[ { name: '  ' }, 'name' ],
		[ { name: 'Probe', email: 'not-an-address' }, 'email' ],
		[ { name: 'Probe', category: [ 'host' ] }, 'category' ],
	];
	for ( const [ fields, field ] of cases ) {
		const response = await admin.rest( 'POST', ROUTE, fields );
		expect( response.status(), JSON.stringify( fields ) ).toBe( 400 );
		expect( blamed( await json( response ) ) ).toContain( field );
	}

	const schedule = await admin.rest( 'POST', '/eventsmith/v2/schedules', {
		program_title: `Not a speaker ${ RUN }`,
		date: '2031-03-03',
	} );
	expect( schedule.status() ).toBe( 201 );
	const otherId = ( await json( schedule ) ).id;
	const wrongType = await admin.rest( 'GET', `${ ROUTE }/${ otherId }` );
	expect( wrongType.status() ).toBe( 404 );
	expect( ( await json( wrongType ) ).code ).toBe(
		'eventsmith_speaker_not_found'
	);
	expect(
		(
			await admin.rest( 'PUT', `${ ROUTE }/${ otherId }`, { name: 'X' } )
		).status()
	).toBe( 404 );
	expect(
		( await admin.rest( 'DELETE', `${ ROUTE }/${ otherId }` ) ).status()
	).toBe( 404 );
} );

test( 'ADM-SPKL-08 author_url opens the speaker’s public page', async () => {
	const admin = await session( ADMIN );
	const speaker = await createResource( admin, ROUTE, {
		name: `Public Page ${ RUN }`,
		bio: 'Talks about public pages.',
	} );

	const visitor = await session( null );
	const page = await visitor.request.get( speaker.author_url );
	expect( page.status() ).toBe( 200 );
	expect( await page.text() ).toContain( `Public Page ${ RUN }` );
} );
