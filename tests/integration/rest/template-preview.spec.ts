/**
 * The template builder's preview page: a template rendered as a whole
 * document for an event's first attendee, behind a nonce and the template
 * permission, with the stylesheet of the template-only blocks.
 */
import { expect, test } from '@playwright/test';
import { ensureUser, session } from '../../support/wordpress';
import { renderFixtureOnce, SHOWN_NAME } from '../support/render';
import { value } from '../support/templates';

const BUILDER = '/wp-admin/admin.php?page=eventsmith-template-builder';

const fixture = renderFixtureOnce();

test( "TB preview: the template rendered with the event's first attendee; nonce and permission required", async () => {
	const { admin, eventId, templateId } = fixture();
	const builder = await admin.request.get( BUILDER );
	const boot = /"previewNonce":"([0-9a-f]{10})"/.exec( await builder.text() );
	expect( boot, 'the builder boots with a preview nonce' ).not.toBeNull();
	const nonce = boot?.[ 1 ] ?? '';
	const url = ( withNonce: string ) =>
		`/?action=eventsmith-preview-template&template_id=${ templateId }&event_id=${ eventId }&_wpnonce=${ withNonce }`;

	const page = await admin.request.get( url( nonce ) );
	expect( page.status() ).toBe( 200 );
	const html = await page.text();
	expect( html ).toMatch( /^<!DOCTYPE html>/i );
	expect( html ).toContain( '.render-test{color:red}' );
	expect( value( html, 'event_title' ) ).toBe( 'Render Summit' );
	expect( value( html, 'attendee_name' ) ).toBe( SHOWN_NAME );
	expect( html ).not.toContain( '{{' );

	expect( ( await admin.request.get( url( 'bad0000000' ) ) ).status() ).toBe(
		403
	);
	const subscriber = await session( await ensureUser( 'subscriber' ) );
	expect( ( await subscriber.request.get( url( nonce ) ) ).status() ).toBe(
		403
	);
} );

test( "the template-only blocks' stylesheet is on the builder page and in every rendered document", async () => {
	const { admin, attendee } = fixture();
	const builder = await ( await admin.request.get( BUILDER ) ).text();
	const link =
		/<link[^>]+id=['"]eventsmith-template-blocks-css['"][^>]+href=['"]([^'"]+)['"]/.exec(
			builder
		);
	expect( link, 'the builder enqueues the blocks stylesheet' ).not.toBeNull();
	const sheet = await admin.request.get(
		( link?.[ 1 ] ?? '' ).replace( /&#038;/g, '&' )
	);
	expect( sheet.status() ).toBe( 200 );
	const built = await sheet.text();
	for ( const block of [
		'.eventsmith-signature',
		'.eventsmith-qr-code',
		'.eventsmith-certificate-body',
		'.eventsmith-dynamic-field',
	] ) {
		expect( built ).toContain( block );
	}
	const visitor = await session( null );
	const ticket = await (
		await visitor.request.get(
			`/?eventsmith_ticket=${ attendee.ticket_code }`
		)
	).text();
	expect( ticket ).toMatch( /\.eventsmith-signature\s*\{/ );
	expect( ticket ).toMatch( /\.eventsmith-qr-code\s*\{/ );
} );
