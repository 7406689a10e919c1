import { readSettings, trustedOrigins } from '../../../scanner/settings';

function page( html: string ) {
	document.body.innerHTML = html;
	return document.getElementById( 'eventsmith-scanner' ) as HTMLElement;
}

const SETTINGS = JSON.stringify( {
	scanner_nonce: 'abc123',
	scanner_common_msg: 'Try again.',
	attendee_verification_style: 'off',
	home_url: 'https://site.example/',
	attendees_url:
		'https://site.example/wp-admin/admin.php?page=eventsmith#/attendees/event/9',
} );

describe( 'scanner settings', () => {
	it( 'SCAN-08/27: reads the nonce, message, style and the attendee-event id', () => {
		const mount = page(
			`<p id="attendee-event" data-event-id="9"></p><div id="eventsmith-scanner" data-settings='${ SETTINGS }'><button>Start</button></div>`
		);
		expect( readSettings( mount ) ).toEqual( {
			nonce: 'abc123',
			commonMessage: 'Try again.',
			twoStep: true,
			eventId: 9,
			homeUrl: 'https://site.example/',
			attendeesUrl:
				'https://site.example/wp-admin/admin.php?page=eventsmith#/attendees/event/9',
			scanned: null,
			restUrl: '',
			restNonce: '',
			events: [],
			layout: 'admin',
		} );
	} );

	it( 'reads the REST address, the event picker and the block layout', () => {
		const mount = page(
			`<div id="eventsmith-scanner" data-settings='{"event_id":12,"rest_url":"https://site.example/wp-json/eventsmith/v2/","rest_nonce":"r1","layout":"block","events":[{"id":12,"title":"Gala"},{"id":0,"title":"x"}]}'></div>`
		);
		expect( readSettings( mount ) ).toMatchObject( {
			eventId: 12,
			restUrl: 'https://site.example/wp-json/eventsmith/v2/',
			restNonce: 'r1',
			layout: 'block',
			events: [ { id: 12, title: 'Gala' } ],
		} );
	} );

	it( 'SCAN-09: on or unset verifies at once; no attendee-event means no event', () => {
		const mount = page(
			`<div id="eventsmith-scanner" data-settings='{"scanner_nonce":"n"}'></div>`
		);
		expect( readSettings( mount ) ).toMatchObject( {
			twoStep: false,
			eventId: 0,
			attendeesUrl: '',
		} );
	} );

	it( 'SCAN-06: reads the response the Start button carries', () => {
		const response = JSON.stringify( {
			data: {
				status_code: 2,
				messages: [ 'Confirm' ],
				content: { name: 'Ann' },
			},
		} ).replace( /"/g, '&quot;' );
		const mount = page(
			`<div id="eventsmith-scanner" data-settings="{}"><button data-response="${ response }">Start</button></div>`
		);
		expect( readSettings( mount ).scanned ).toEqual( {
			statusCode: 2,
			message: 'Confirm',
			content: { name: 'Ann' },
		} );
	} );

	it( 'trusts the page origin and the site origin', () => {
		const mount = page(
			`<div id="eventsmith-scanner" data-settings='${ SETTINGS }'></div>`
		);
		expect(
			trustedOrigins(
				readSettings( mount ),
				'https://admin.example/wp-admin/admin.php?page=eventsmith-scanner'
			)
		).toEqual( [ 'https://admin.example', 'https://site.example' ] );
	} );
} );
