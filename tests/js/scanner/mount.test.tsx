/**
 * The mounted app in a DOM: Start without a camera verifies this page's
 * address and shows the answer in the modal.
 */
import { act } from 'react';
import { mountScanners } from '../../../scanner/mount';

jest.mock( 'qr-scanner', () => {
	class FakeScanner {
		static NO_QR_CODE_FOUND = 'No QR code found';
		static hasCamera = jest.fn().mockResolvedValue( false );
		start = jest.fn().mockResolvedValue( undefined );
		stop = jest.fn();
		destroy = jest.fn();
	}
	return { __esModule: true, default: FakeScanner };
} );

const SETTINGS = JSON.stringify( {
	scanner_nonce: 'abc123',
	scanner_common_msg: 'Try again.',
	attendee_verification_style: 'on',
	home_url: 'http://localhost/',
	attendees_url: '',
} );

async function flush() {
	await act( async () => {
		for ( let i = 0; i < 5; i++ ) {
			await Promise.resolve();
		}
	} );
}

// Tell React this environment runs updates inside act().
(
	globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }
 ).IS_REACT_ACT_ENVIRONMENT = true;

describe( 'mounted scanner', () => {
	beforeEach( () => {
		document.body.innerHTML = `<p id="attendee-event" data-event-id="5"></p><div id="eventsmith-scanner" class="eventsmith-scanner" data-settings='${ SETTINGS }'><button class="eventsmith-scanner__start" disabled>Start</button></div>`;
	} );

	it( 'SCAN-02/05/19: renders Start, and without a camera shows the answer for this page', async () => {
		const fetchMock = jest.fn().mockResolvedValue( {
			json: () =>
				Promise.resolve( {
					data: {
						status_code: 0,
						messages: [
							"Scan a ticket's QR code to check it in.",
							'x',
						],
						content: {},
					},
				} ),
		} );
		window.fetch = fetchMock;

		await act( async () => mountScanners( document ) );
		const start = document.querySelector(
			'.eventsmith-scanner__toggle'
		) as HTMLButtonElement;
		expect( start.textContent ).toBe( 'Start' );
		expect( document.querySelector( 'video' ) ).not.toBeNull();

		await act( async () => start.click() );
		await flush();

		expect( fetchMock ).toHaveBeenCalledTimes( 1 );
		const url = new URL( fetchMock.mock.calls[ 0 ][ 0 ] );
		expect( url.searchParams.get( 'security' ) ).toBe( 'abc123' );
		expect( url.searchParams.get( 'event_id' ) ).toBe( '5' );
		const modal = document.querySelector( '.eventsmith-scanner-modal' );
		expect( modal?.classList.contains( 'is-warning' ) ).toBe( true );
		expect( modal?.textContent ).toContain(
			"Scan a ticket's QR code to check it in."
		);
		expect( modal?.textContent ).not.toContain( 'x.' );
	} );
} );
