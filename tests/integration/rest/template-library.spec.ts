/**
 * REST {api}/template-library: the ready-made designs the template chooser
 * offers (the spec's "external template library", served by the plugin so it
 * works offline), and using one to create a template.
 */
import { expect, test } from '@playwright/test';
import { json, type Json } from '../../support/json';
import {
	ADMIN,
	ensureUser,
	session,
	sessionWithOnly,
} from '../../support/wordpress';
import { PLACEHOLDERS } from '../support/templates';

const API = '/eventsmith/v2/template-library';

/** Placeholders each kind of design must show. */
const NEEDED: Record< string, string[] > = {
	certificate: [ 'attendee_name', 'event_title', 'event_start_date' ],
	ticket: [ 'attendee_name', 'ticket_type', 'ticket_id', 'event_title' ],
	event: [ 'event_title', 'event_location', 'event_start_date' ],
};

/**
 * Checks that block comments open and close in order, like the block parser needs.
 *
 * @param content Serialized blocks.
 */
function unbalancedBlocks( content: string ): string[] {
	const open: string[] = [];
	const problems: string[] = [];
	for ( const [ , closing, name, selfClosing ] of content.matchAll(
		/<!-- (\/)?wp:([a-z0-9/-]+)(?: \{.*?\})? (\/)?-->/g
	) ) {
		if ( selfClosing || ! name ) {
			continue;
		}
		if ( ! closing ) {
			open.push( name );
		} else if ( open.pop() !== name ) {
			problems.push( `unexpected /${ name }` );
		}
	}
	return problems.concat( open.map( ( name ) => `unclosed ${ name }` ) );
}

test( 'GAP-07 the library needs the template permission: 401 anonymous, 403 subscriber, 200 with the permission alone', async () => {
	const visitor = await session( null );
	const subscriber = await session( await ensureUser( 'subscriber' ) );
	for ( const route of [ API, `${ API }/certificate-classic` ] ) {
		expect( ( await visitor.rest( 'GET', route ) ).status(), route ).toBe(
			401
		);
		expect(
			( await subscriber.rest( 'GET', route ) ).status(),
			route
		).toBe( 403 );
	}

	const staff = await sessionWithOnly( 'eventsmith_manage_template' );
	expect( ( await staff.rest( 'GET', API ) ).status() ).toBe( 200 );
	expect(
		( await staff.rest( 'GET', `${ API }/ticket-badge` ) ).status()
	).toBe( 200 );
} );

test( 'ADM-TPL-03 at least three real designs per type, each with every field, valid blocks, known placeholders and an SVG preview', async () => {
	const admin = await session( ADMIN );
	const response = await admin.rest( 'GET', API );
	expect( response.status() ).toBe( 200 );
	const all = await json< Json[] >( response );

	expect( new Set( all.map( ( design ) => design.id ) ).size ).toBe(
		all.length
	);
	for ( const type of [ 'event', 'certificate', 'ticket' ] ) {
		const designs = all.filter( ( design ) => design.type === type );
		expect( designs.length, type ).toBeGreaterThanOrEqual( 3 );
		expect(
			new Set( designs.map( ( design ) => design.name ) ).size,
			`${ type } names are distinct`
		).toBe( designs.length );

		for ( const design of designs ) {
			const label = `${ design.id }`;
			expect( Object.keys( design ).sort(), label ).toEqual( [
				'content',
				'id',
				'name',
				'orientation',
				'thumbnail',
				'type',
			] );
			expect( design.id, label ).toMatch( /^[a-z0-9-]+$/ );
			expect( design.name.length, label ).toBeGreaterThan( 0 );
			expect( [ 'landscape', 'portrait' ], label ).toContain(
				design.orientation
			);

			expect( design.content, label ).toMatch( /^<!-- wp:/ );
			expect( unbalancedBlocks( design.content ), label ).toEqual( [] );
			expect( design.content, label ).not.toMatch(
				/<img|<script|https?:\/\//i
			);

			const used = [
				...design.content.matchAll( /\{\{\s*([a-z_]+)\s*\}\}/g ),
			].map( ( match ) => match[ 1 ] ?? '' );
			expect(
				used.filter( ( key ) => ! PLACEHOLDERS.includes( key ) ),
				`${ label } uses only known placeholders`
			).toEqual( [] );
			for ( const key of NEEDED[ type ] ?? [] ) {
				expect( used, `${ label } shows ${ key }` ).toContain( key );
			}

			expect( design.thumbnail, label ).toMatch(
				/^data:image\/svg\+xml;base64,[A-Za-z0-9+/=]+$/
			);
			const svg = Buffer.from(
				design.thumbnail.split( ',' )[ 1 ] ?? '',
				'base64'
			).toString( 'utf8' );
			expect( svg, label ).toMatch(
				/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 \d+ \d+"/
			);
			expect( svg, label ).toMatch( /<\/svg>$/ );
			expect(
				( svg.match( /<(rect|line|circle)\b/g ) ?? [] ).length,
				`${ label } draws a miniature`
			).toBeGreaterThan( 5 );
		}
	}
	expect( all.map( ( design ) => design.id ) ).toEqual(
		expect.arrayContaining( [
			'certificate-classic',
			'certificate-modern',
			'certificate-minimal',
			'ticket-admission',
			'ticket-boarding-pass',
			'ticket-badge',
			'event-conference',
			'event-meetup',
			'event-workshop',
		] )
	);
} );

test( 'ADM-TPL-03 ?type= keeps only that tab’s designs; a bad type answers 400 naming type', async () => {
	const admin = await session( ADMIN );
	for ( const type of [ 'event', 'certificate', 'ticket' ] ) {
		const designs = await json< Json[] >(
			await admin.rest( 'GET', `${ API }?type=${ type }` )
		);
		expect( designs.length, type ).toBeGreaterThanOrEqual( 3 );
		expect( designs.every( ( design ) => design.type === type ) ).toBe(
			true
		);
	}
	const bad = await admin.rest( 'GET', `${ API }?type=badge` );
	expect( bad.status() ).toBe( 400 );
	expect( Object.keys( ( await json( bad ) ).data.params ) ).toContain(
		'type'
	);
} );

test( 'ADM-TPL-10 one design by its stable id; an unknown id answers 404', async () => {
	const admin = await session( ADMIN );
	const list = await json< Json[] >( await admin.rest( 'GET', API ) );
	const classic = await json(
		await admin.rest( 'GET', `${ API }/certificate-classic` )
	);
	expect( classic ).toEqual(
		list.find( ( design ) => design.id === 'certificate-classic' )
	);
	expect( classic ).toMatchObject( {
		type: 'certificate',
		name: 'Classic',
		orientation: 'landscape',
	} );

	const missing = await admin.rest( 'GET', `${ API }/no-such-design` );
	expect( missing.status() ).toBe( 404 );
	expect( ( await json( missing ) ).code ).toBe(
		'eventsmith_design_not_found'
	);
} );

test( 'ADM-TPL-08 ADM-TPL-09 Use this template: a draft copying the design’s name, orientation, content and type', async () => {
	const admin = await session( ADMIN );
	for ( const id of [
		'certificate-minimal',
		'ticket-admission',
		'event-meetup',
	] ) {
		const design = await json(
			await admin.rest( 'GET', `${ API }/${ id }` )
		);
		const response = await admin.rest( 'POST', '/eventsmith/v2/templates', {
			name: design.name,
			orientation: design.orientation,
			content: design.content,
			type: design.type,
			status: 'publish',
		} );
		expect( response.status(), id ).toBe( 201 );
		const created = await json( response );
		expect( created, id ).toMatchObject( {
			name: design.name,
			orientation: design.orientation,
			content: design.content,
			type: design.type,
			status: 'draft',
		} );
	}
} );
