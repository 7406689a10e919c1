/**
 * What the scanner specs share: the page address, seeding a ticket, the
 * verification setting, and a fake camera video showing a QR code.
 */
import { test, type Page, type Request } from '@playwright/test';
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import QRCode from 'qrcode';
import {
	CHROMIUM_ARGS,
	CHROMIUM_EXECUTABLE,
} from '../../support/playwright-config';
import { ADMIN, logInPage, session, siteUrl } from '../../support/wordpress';
import { json, type Json } from '../../support/json';
import { axe, expect } from '../admin/support/dashboard';

export const SCANNER = '/wp-admin/admin.php?page=eventsmith-scanner';

export const NO_TICKET_HERE = "Scan a ticket's QR code to check it in.";
export const COMMON_MESSAGE =
	'The ticket could not be checked. Check the connection and try again.';

export const dialog = ( page: Page ) => page.getByRole( 'dialog' );
// By class: while the modal is open WordPress hides the page from the accessibility tree.
export const toggle = ( page: Page, name: 'Start' | 'Stop' ) =>
	page.locator( '.eventsmith-scanner__toggle', {
		hasText: new RegExp( `^${ name }$` ),
	} );

/**
 * The scanner page's own accessibility check, modal included when open.
 *
 * @param page The page.
 * @param root The scanner's region of the page.
 */
export async function expectAccessible(
	page: Page,
	root = '.eventsmith-scanner-page'
) {
	const extra = ( await dialog( page ).count() )
		? [ '.components-modal__screen-overlay' ]
		: [];
	expect( await axe( page, root, ...extra ) ).toEqual( [] );
}

/**
 * Verification requests the page sends.
 *
 * @param page The page.
 */
export function verifications( page: Page ): Request[] {
	const seen: Request[] = [];
	page.on( 'request', ( request ) => {
		if ( request.url().includes( 'action=scanner_verification' ) ) {
			seen.push( request );
		}
	} );
	return seen;
}

/**
 * The address of the n-th request seen.
 *
 * @param seen  Requests.
 * @param index Which one.
 */
export function urlAt( seen: Request[], index: number ): string {
	const request = seen[ index ];
	expect( request, `verification request #${ index + 1 }` ).toBeDefined();
	return request!.url();
}

/**
 * Opens the scanner page as the administrator and waits for the app.
 *
 * @param page    The page.
 * @param eventId The event of the door, if any.
 */
export async function openScanner( page: Page, eventId?: number ) {
	await logInPage( page, ADMIN );
	await page.goto( eventId ? `${ SCANNER }&event_id=${ eventId }` : SCANNER );
	await expect( toggle( page, 'Start' ) ).toBeEnabled();
}

/** The video file Chromium's fake camera plays, one per test port. */
export const FAKE_VIDEO = join(
	tmpdir(),
	`eventsmith-scanner-${ process.env.EVENTSMITH_TEST_PORT ?? 'default' }.y4m`
);

/**
 * Gives the spec's browser Chromium's fake camera, playing FAKE_VIDEO (a
 * grey frame until a test writes a QR code into it), with the camera
 * permission granted. Call once at the top of a spec file.
 */
export function withFakeCamera() {
	// Chromium reads the file when the camera starts; each test writes what it should show.
	writeFakeVideo( null );
	test.use( {
		launchOptions: {
			executablePath: CHROMIUM_EXECUTABLE,
			args: [
				...CHROMIUM_ARGS,
				'--use-fake-device-for-media-stream',
				'--use-fake-ui-for-media-stream',
				`--use-file-for-fake-video-capture=${ FAKE_VIDEO }`,
			],
		},
		permissions: [ 'camera' ],
	} );
}

const WIDTH = 640;
const HEIGHT = 480;

/**
 * Writes a grayscale YUV4MPEG2 video: the QR code of `text` in the middle of
 * a white frame, or a plain grey frame when `text` is null.
 *
 * @param text What the QR code holds, or null for no code.
 * @param file Where to write.
 */
export function writeFakeVideo( text: string | null, file = FAKE_VIDEO ) {
	const luma = Buffer.alloc( WIDTH * HEIGHT, text ? 255 : 128 );
	if ( text ) {
		const { modules } = QRCode.create( text, {
			errorCorrectionLevel: 'M',
		} );
		const size = modules.size;
		// The scan region is 2/3 of 480 = 320 px: the code with its quiet zone fits inside.
		const scale = Math.floor( 280 / ( size + 8 ) );
		const left = Math.floor( ( WIDTH - size * scale ) / 2 );
		const top = Math.floor( ( HEIGHT - size * scale ) / 2 );
		for ( let row = 0; row < size; row++ ) {
			for ( let col = 0; col < size; col++ ) {
				if ( ! modules.get( row, col ) ) {
					continue;
				}
				for ( let y = 0; y < scale; y++ ) {
					const start =
						( top + row * scale + y ) * WIDTH + left + col * scale;
					luma.fill( 0, start, start + scale );
				}
			}
		}
	}
	const chroma = Buffer.alloc( ( WIDTH / 2 ) * ( HEIGHT / 2 ), 128 );
	const frame = Buffer.concat( [
		Buffer.from( 'FRAME\n' ),
		luma,
		chroma,
		chroma,
	] );
	const frames = Array.from( { length: 10 }, () => frame );
	writeFileSync(
		file,
		Buffer.concat( [
			Buffer.from(
				`YUV4MPEG2 W${ WIDTH } H${ HEIGHT } F10:1 Ip A1:1 C420jpeg\n`
			),
			...frames,
		] )
	);
}

/**
 * A published event with tickets, created as the administrator.
 *
 * @param title Event title.
 */
export async function ticketedEvent( title: string ): Promise< number > {
	const admin = await session( ADMIN );
	const response = await admin.rest( 'POST', '/eventsmith/v2/events', {
		title,
		start_date: '2031-10-01',
		start_time: '10:00',
		end_date: '2031-10-01',
		end_time: '17:00',
		timezone: 'UTC',
		total_ticket: 20,
	} );
	expect( response.status(), `creating "${ title }"` ).toBe( 201 );
	const id = ( await json( response ) ).id as number;
	await admin.request.dispose();
	return id;
}

/**
 * Books one ticket of a type and returns its attendee (with ticket_code).
 *
 * @param eventId    Event.
 * @param name       Buyer and attendee name.
 * @param ticketType Ticket type.
 */
export async function ticket(
	eventId: number,
	name: string,
	ticketType = 'VIP'
): Promise< Json > {
	const admin = await session( ADMIN );
	const booking = await admin.rest( 'POST', '/eventsmith/v2/bookings', {
		event_id: eventId,
		customer_name: name,
		customer_email: `${ name.replace( /\W/g, '' ) }@example.org`,
		lines: [ { ticket_type: ticketType, quantity: 1, price: 10 } ],
		currency: 'EUR',
	} );
	expect( booking.status(), `booking for ${ name }` ).toBe( 201 );
	const list = await json(
		await admin.rest(
			'GET',
			`/eventsmith/v2/attendees?event_id=${ eventId }&search=${ encodeURIComponent(
				name
			) }`
		)
	);
	await admin.request.dispose();
	return list.items[ 0 ] as Json;
}

/**
 * The attendee as the list reads it now.
 *
 * @param eventId Event.
 * @param name    Attendee name.
 */
export async function attendee(
	eventId: number,
	name: string
): Promise< Json > {
	const admin = await session( ADMIN );
	const list = await json(
		await admin.rest(
			'GET',
			`/eventsmith/v2/attendees?event_id=${ eventId }&search=${ encodeURIComponent(
				name
			) }`
		)
	);
	await admin.request.dispose();
	return list.items[ 0 ] as Json;
}

/**
 * The address a ticket's QR code holds.
 *
 * @param code Ticket code.
 */
export const verifyAddress = ( code: string ) =>
	`${ siteUrl() }/?eventsmith_verify=${ code }`;

/**
 * Sets attendee_verification_style ('on' checks in at once, 'off' asks first).
 *
 * @param style 'on' or 'off'.
 */
export async function verificationStyle( style: 'on' | 'off' ) {
	const admin = await session( ADMIN );
	const response = await admin.rest( 'PUT', '/eventsmith/v2/settings', {
		attendee_verification_style: style,
	} );
	expect( response.status(), `attendee_verification_style ${ style }` ).toBe(
		200
	);
	expect( ( await json( response ) ).attendee_verification_style ).toBe(
		style
	);
	await admin.request.dispose();
}
