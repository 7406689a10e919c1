/**
 * The QR image block on a page (QR-01, QR-05): by default it encodes the
 * address of the page it is on, or the address the editor typed (a path is
 * on this site); anything but http(s) renders nothing. In the browser the
 * shared QR script draws the image and keeps the address as a link for
 * screen readers; no QR code, no script.
 */
import { expect, test } from '@playwright/test';
import { publishPage } from '../../support/pages';
import { session, siteUrl } from '../../support/wordpress';
import { runToken } from '../support/rest';

const token = runToken( 'qr' );

/**
 * The `data-eventsmith-qr` values on a page.
 * @param html
 */
const encoded = ( html: string ) =>
	[ ...html.matchAll( /data-eventsmith-qr="([^"]*)"/g ) ].map( ( found ) =>
		found[ 1 ]!.replace( /&#038;|&amp;/g, '&' )
	);

test( 'QR-01 QR-05 a QR image encodes its page, a typed address or a path of this site, and draws in the browser', async ( {
	page,
} ) => {
	const url = await publishPage(
		`Poster ${ token }`,
		'<!-- wp:eventsmith/qr-image {"caption":"Scan for the programme"} /-->' +
			'<!-- wp:eventsmith/qr-image {"url":"https://example.org/tickets?x=1&y=2","size":200} /-->' +
			'<!-- wp:eventsmith/qr-image {"url":"/events/"} /-->' +
			'<!-- wp:eventsmith/qr-image {"url":"javascript:alert(1)"} /-->'
	);
	const visitor = await session( null );
	const html = await ( await visitor.request.get( url ) ).text();
	expect( encoded( html ) ).toEqual( [
		url,
		'https://example.org/tickets?x=1&y=2',
		`${ siteUrl() }/events/`,
	] );
	expect( html ).not.toContain( 'javascript:alert' );
	expect( html ).toContain(
		'<figcaption class="wp-block-eventsmith-qr-image__caption">Scan for the programme</figcaption>'
	);

	await page.goto( url );
	const images = page.locator( 'img.eventsmith-qr-code__image' );
	await expect( images ).toHaveCount( 3 );
	await expect( images.first() ).toHaveAttribute(
		'src',
		/^data:image\/png;base64,/
	);
	await expect( images.first() ).toHaveAttribute(
		'alt',
		'Scan for the programme'
	);
	await expect( images.nth( 1 ) ).toHaveAttribute( 'width', '200' );
	await expect( page.locator( '.eventsmith-qr-code__error' ) ).toHaveCount(
		0
	);
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
