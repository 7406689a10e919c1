/**
 * GAP-38: an event that chooses a published Event Landing template shows that
 * design, with the event's values and the template's CSS, between the
 * theme's header and footer; an unpublished, broken or deleted template falls
 * back to the default layout without PHP warnings.
 */
import { expect, test } from '@playwright/test';
import { createEvent, oneDay } from '../../support/events';
import { type Json } from '../../support/json';
import { ADMIN, session } from '../../support/wordpress';
import { createResource, statusOf } from '../support/rest';
import { TEMPLATES } from '../support/templates';
import { debugLog, positions, RUN, visit } from './support';

const DATE_PIECE = 'wp-block-eventsmith-event-date';

test( 'GAP-38 an event with a published landing template shows that design with its values and CSS; otherwise the default layout', async ( {
	request,
} ) => {
	const admin = await session( ADMIN );
	const logBefore = ( await debugLog( admin ) ).length;
	const template = await createResource( admin, TEMPLATES, {
		name: `Hero ${ RUN }`,
		type: 'event',
		content:
			'<!-- wp:heading {"className":"landing-hero"} --><h2 class="wp-block-heading landing-hero">WELCOME TO {{event_title}} in {{event_location}}</h2><!-- /wp:heading -->',
		template_css: '.landing-hero{letter-spacing:0.3em}',
	} );
	const event: Json = await createEvent( admin, {
		title: `Dock Festival ${ RUN }`,
		...oneDay( '2031-07-01', '12:00', '23:00', 'Europe/Berlin' ),
		location: { address: { address: 'Kehrwieder 2, Hamburg' } },
		landing_template: template.id,
	} );
	expect( event.landing_template ).toBe( template.id );
	const link = String( event.link );

	// A draft template is not shown: the default layout.
	let html = await visit( request, link );
	expect( html ).not.toContain( 'WELCOME TO' );
	expect( positions( html, [ DATE_PIECE ] )[ 0 ] ).toBeGreaterThan( -1 );

	expect(
		await statusOf( admin, 'PUT', `${ TEMPLATES }/${ template.id }`, {
			status: 'publish',
		} )
	).toBe( 200 );
	html = await visit( request, link );
	expect( html ).toContain(
		`WELCOME TO Dock Festival ${ RUN } in Kehrwieder 2, Hamburg`
	);
	expect( html ).toContain( '.landing-hero{letter-spacing:0.3em}' );
	expect( html ).toMatch( /<header[^>]*wp-block-template-part/ );
	expect( positions( html, [ DATE_PIECE ] ) ).toEqual( [ -1 ] );

	// Broken block markup and a deleted template fall back to the default layout.
	expect(
		await statusOf( admin, 'PUT', `${ TEMPLATES }/${ template.id }`, {
			content: '<!-- wp:heading <h2>unclosed',
		} )
	).toBe( 200 );
	html = await visit( request, link );
	expect( positions( html, [ DATE_PIECE ] )[ 0 ] ).toBeGreaterThan( -1 );

	const gone = await admin.rest( 'POST', '/eventsmith-test/v1/post-status', {
		id: template.id,
		status: 'trash',
	} );
	expect( gone.status() ).toBe( 200 );
	html = await visit( request, link );
	expect( html ).not.toContain( 'WELCOME TO' );
	expect( positions( html, [ DATE_PIECE ] )[ 0 ] ).toBeGreaterThan( -1 );
	expect( ( await debugLog( admin ) ).slice( logBefore ) ).not.toMatch(
		/PHP (Warning|Notice|Fatal|Deprecated)/
	);
} );

test( 'GAP-38 the site default landing template serves events that choose none, and on a classic theme it replaces the content', async ( {
	request,
} ) => {
	const admin = await session( ADMIN );
	const template = await createResource( admin, TEMPLATES, {
		name: `Default design ${ RUN }`,
		type: 'event',
		content:
			'<!-- wp:paragraph --><p class="house-style">House style for {{event_title}}</p><!-- /wp:paragraph -->',
	} );
	const event: Json = await createEvent( admin, {
		title: `Plain choice ${ RUN }`,
		...oneDay( '2031-07-02', '12:00', '13:00' ),
	} );
	const chosen = await admin.rest( 'PUT', '/eventsmith/v2/settings', {
		default_landing_template: template.id,
	} );
	expect( chosen.status(), await chosen.text() ).toBe( 200 );
	expect(
		await statusOf( admin, 'PUT', `${ TEMPLATES }/${ template.id }`, {
			status: 'publish',
		} )
	).toBe( 200 );
	try {
		expect( await visit( request, event.link ) ).toContain(
			`House style for Plain choice ${ RUN }`
		);
		await admin.rest( 'POST', '/eventsmith-test/v1/theme', {
			stylesheet: 'eventsmith-classic',
		} );
		const classic = await visit( request, event.link );
		expect( classic ).toContain( `House style for Plain choice ${ RUN }` );
		expect( positions( classic, [ DATE_PIECE ] ) ).toEqual( [ -1 ] );
	} finally {
		await admin.rest( 'POST', '/eventsmith-test/v1/theme', {
			stylesheet: 'twentytwentyfour',
		} );
		await admin.rest( 'PUT', '/eventsmith/v2/settings', {
			default_landing_template: 0,
		} );
	}
} );
