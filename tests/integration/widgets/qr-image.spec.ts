/**
 * The QR image block on a page (QR-01, QR-05): by default it encodes the
 * address of the page it is on, or the address the editor typed (a path is
 * on this site); anything but http(s) renders nothing. The server draws the
 * code as SVG (decoded here as a phone would read it), so the page loads no
 * QR script at all.
 */
import { expect, test } from '@playwright/test';
import { publishPage } from '../../support/pages';
import { session, siteUrl } from '../../support/wordpress';
import { runToken } from '../support/rest';
import { decodeQrImages } from '../../support/qr-decode';

const token = runToken( 'qr' );

test( 'QR-01 QR-05 a QR image encodes its page, a typed address or a path of this site, drawn by the server with no script', async ( {
	page,
} ) => {
	const url = await publishPage(
		`Poster ${ token }`,
		'<!-- wp:eventsmith/qr-image {"caption":"Scan for the programme"} /-->' +
			'<!-- wp:eventsmith/qr-image {"url":"https://example.org/tickets?x=1&y=2","size":200} /-->' +
			'<!-- wp:eventsmith/qr-image {"url":"/events/","showLink":true} /-->' +
			'<!-- wp:eventsmith/qr-image {"url":"javascript:alert(1)"} /-->'
	);
	const visitor = await session( null );
	const html = await ( await visitor.request.get( url ) ).text();
	expect( html ).not.toContain( 'javascript:alert' );
	expect( html ).toContain(
		'<figcaption class="wp-block-eventsmith-qr-image__caption">Scan for the programme</figcaption>'
	);
	// Fixed addresses are drawn on the server: the QR script is not on the page.
	expect( html ).not.toContain( 'ticket-qr' );
	expect( html ).not.toContain( 'data-eventsmith-qr=' );

	const scripts: string[] = [];
	page.on( 'request', ( request ) => {
		if ( request.resourceType() === 'script' ) {
			scripts.push( request.url() );
		}
	} );
	await page.goto( url );
	const images = page.locator( 'svg.eventsmith-qr-code__image' );
	await expect( images ).toHaveCount( 3 );
	await expect( images.first() ).toHaveAttribute(
		'aria-label',
		'Scan for the programme'
	);
	await expect( images.nth( 1 ) ).toHaveAttribute( 'width', '200' );
	expect( ( await images.nth( 1 ).boundingBox() )?.width ?? 0 ).toBeCloseTo(
		200,
		0
	);
	await expect(
		page.locator( '.eventsmith-qr-code__link:not(.is-hidden)' )
	).toHaveText( [ `${ siteUrl() }/events/` ] );
	await expect( page.locator( '.eventsmith-qr-code__error' ) ).toHaveCount(
		0
	);
	expect(
		scripts.filter( ( address ) => address.includes( 'eventsmith' ) )
	).toEqual( [] );
	expect(
		await decodeQrImages( page, 'svg.eventsmith-qr-code__image' )
	).toEqual( [
		url,
		'https://example.org/tickets?x=1&y=2',
		`${ siteUrl() }/events/`,
	] );
} );

test( 'a page without a QR image loads no QR script', async () => {
	const url = await publishPage(
		`Plain ${ token }`,
		'<!-- wp:paragraph --><p>No code here.</p><!-- /wp:paragraph -->'
	);
	const html = await (
		await ( await session( null ) ).request.get( url )
	).text();
	expect( html ).not.toContain( 'ticket-qr' );
} );
