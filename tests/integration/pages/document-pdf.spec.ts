/**
 * Ticket pages (issue: tickets for visitors, item 4): "Download PDF" builds a
 * real PDF in the browser, one page the ticket's size, with the ticket drawn
 * on it; "Print" is offered; the PDF libraries load only when asked for.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { ticketedEvent } from '../../support/bookings';
import { json } from '../../support/json';
import { ADMIN, session } from '../../support/wordpress';

test( 'a visitor downloads their ticket as a PDF that pdfinfo and pdftoppm read; nothing of the PDF code loads before the click', async ( {
	page,
} ) => {
	const admin = await session( ADMIN );
	const eventId = await ticketedEvent( admin, 'PDF ticket night', 10 );
	const types = await json(
		await admin.rest(
			'PUT',
			`/eventsmith/v2/events/${ eventId }/ticket-types`,
			{ ticket_types: [ { name: 'Entry', capacity: 10 } ] }
		)
	);
	const order = await json(
		await admin.rest(
			'POST',
			`/eventsmith/v2/public/events/${ eventId }/checkout`,
			{
				buyer_name: 'Pia Printer',
				buyer_email: 'pia@example.com',
				tickets: { [ types[ 0 ].id ]: 1 },
				attendees: [
					{
						ticket_type_id: types[ 0 ].id,
						name: 'Pia Printer',
						email: 'pia@example.com',
					},
				],
			}
		)
	);
	const loaded: string[] = [];
	page.on( 'request', ( request ) => loaded.push( request.url() ) );
	await page.goto( order.tickets[ 0 ].url );
	await expect( page.getByText( 'Pia Printer' ).first() ).toBeVisible();
	await expect( page.getByRole( 'button', { name: 'Print' } ) ).toBeVisible();
	const download = page.getByRole( 'button', { name: 'Download PDF' } );
	await expect( download ).toBeVisible();
	expect(
		loaded.filter( ( url ) => /jspdf|html-to-image/.test( url ) )
	).toEqual( [] );

	const [ file ] = await Promise.all( [
		page.waitForEvent( 'download' ),
		download.click(),
	] );
	expect( file.suggestedFilename() ).toMatch( /^ticket-[0-9a-f]{8}\.pdf$/ );
	const dir = mkdtempSync( join( tmpdir(), 'eventsmith-pdf-' ) );
	const path = join( dir, 'ticket.pdf' );
	await file.saveAs( path );
	const info = execFileSync( 'pdfinfo', [ path ], { encoding: 'utf8' } );
	expect( info ).toMatch( /Pages:\s+1/ );
	// The page is drawn: pdftoppm renders it, and it is not blank.
	execFileSync( 'pdftoppm', [
		'-r',
		'30',
		'-gray',
		'-png',
		path,
		join( dir, 'page' ),
	] );
	const dark = execFileSync(
		'php',
		[
			'-r',
			'$i = imagecreatefrompng( $argv[1] ); $n = 0; for ( $x = 0; $x < imagesx( $i ); $x++ ) { for ( $y = 0; $y < imagesy( $i ); $y++ ) { if ( ( imagecolorat( $i, $x, $y ) & 0xFF ) < 128 ) { $n++; } } } echo $n;',
			join( dir, 'page-1.png' ),
		],
		{ encoding: 'utf8' }
	);
	expect( Number( dark ) ).toBeGreaterThan( 50 );
	await expect( download ).toBeEnabled();
} );
