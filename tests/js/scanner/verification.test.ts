import {
	isTrustedAddress,
	parseAnswer,
	requestUrl,
	sendVerification,
} from '../../../scanner/verification';

const VERIFY = 'https://example.org/?eventsmith_verify=abc123';

const query = ( url: string ) =>
	Object.fromEntries( new URL( url ).searchParams );

describe( 'verification request', () => {
	it( 'SCAN-08/27: carries scanner_active, the action, the page nonce and the event', () => {
		expect(
			query(
				requestUrl( VERIFY, {
					nonce: 'n0nce12345',
					eventId: 42,
					ticketInfo: false,
				} )
			)
		).toEqual( {
			eventsmith_verify: 'abc123',
			scanner_active: '1',
			action: 'scanner_verification',
			security: 'n0nce12345',
			event_id: '42',
		} );
	} );

	it( 'SCAN-08: leaves event_id out without an attendee-event element', () => {
		const args = query(
			requestUrl( VERIFY, { nonce: 'n', eventId: 0, ticketInfo: false } )
		);
		expect( args ).not.toHaveProperty( 'event_id' );
		expect( args ).not.toHaveProperty( 'ticket_info' );
	} );

	it( 'SCAN-10: asks for ticket info in the first two-step request', () => {
		expect(
			query(
				requestUrl( VERIFY, {
					nonce: 'n',
					eventId: 0,
					ticketInfo: true,
				} )
			).ticket_info
		).toBe( '1' );
	} );

	it( 'SCAN-05: keeps the current page address and replaces its own arguments', () => {
		const page =
			'https://example.org/wp-admin/admin.php?page=eventsmith-scanner&event_id=7#top';
		const url = requestUrl( page, {
			nonce: 'n',
			eventId: 7,
			ticketInfo: false,
		} );
		expect(
			url.startsWith( 'https://example.org/wp-admin/admin.php?' )
		).toBe( true );
		expect( url ).not.toContain( '#' );
		expect( new URL( url ).searchParams.getAll( 'event_id' ) ).toEqual( [
			'7',
		] );
		expect( query( url ).page ).toBe( 'eventsmith-scanner' );
	} );
} );

describe( 'verification answer', () => {
	it( 'SCAN-19: reads the status, the first message as-is and the content', () => {
		expect(
			parseAnswer( {
				data: {
					status_code: 4,
					messages: [ 'Already checked in', 'x' ],
					content: {
						name: 'Ann',
						event_name: 'Summit',
						ticket_name: 'VIP',
						redirect_url: '',
						extra: 1,
					},
				},
			} )
		).toEqual( {
			statusCode: 4,
			message: 'Already checked in',
			content: {
				name: 'Ann',
				event_name: 'Summit',
				ticket_name: 'VIP',
				redirect_url: '',
			},
		} );
	} );

	it( 'SCAN-11: reads the two-step info fields', () => {
		const answer = parseAnswer( {
			data: {
				status_code: 2,
				messages: [ 'Confirm to check this attendee in.' ],
				content: {
					event_name: 'Summit',
					attendee_name: 'Ann',
					ticket_name: 'VIP',
					ticket_Message: 'Already checked in.',
				},
			},
		} );
		expect( answer?.content ).toEqual( {
			event_name: 'Summit',
			attendee_name: 'Ann',
			ticket_name: 'VIP',
			ticket_Message: 'Already checked in.',
		} );
	} );

	it( 'SCAN-21: anything else is not an answer', () => {
		for ( const body of [
			null,
			'ok',
			{},
			{ data: 'x' },
			{ data: { messages: [ 'no code' ] } },
			{ data: { status_code: 'two' } },
			{ success: false, data: null },
		] ) {
			expect( parseAnswer( body ) ).toBeNull();
		}
		expect( parseAnswer( { data: { status_code: 6 } } ) ).toEqual( {
			statusCode: 6,
			message: '',
			content: {},
		} );
	} );
} );

describe( 'sending a verification', () => {
	const options = { nonce: 'n0nce', eventId: 3, ticketInfo: false };
	const respond = ( body: unknown, ok = true ) =>
		jest.fn().mockResolvedValue( {
			ok,
			json: () =>
				typeof body === 'string'
					? Promise.reject( new SyntaxError( 'Unexpected token <' ) )
					: Promise.resolve( body ),
		} );

	it( 'SCAN-08: sends one same-origin GET', async () => {
		const fetchImpl = respond( {
			data: { status_code: 2, messages: [ 'Checked in.' ], content: {} },
		} );
		const outcome = await sendVerification( VERIFY, options, fetchImpl );
		expect( outcome ).toEqual( {
			ok: true,
			answer: { statusCode: 2, message: 'Checked in.', content: {} },
		} );
		expect( fetchImpl ).toHaveBeenCalledTimes( 1 );
		const [ url, init ] = fetchImpl.mock.calls[ 0 ];
		expect( query( url ).security ).toBe( 'n0nce' );
		expect( init ).toMatchObject( {
			method: 'GET',
			credentials: 'same-origin',
		} );
	} );

	it( 'SCAN-27: a refused nonce is an answer (a warning), not a failure', async () => {
		const outcome = await sendVerification(
			VERIFY,
			options,
			respond(
				{
					data: {
						status_code: 0,
						messages: [
							'The page has expired. Reload it and scan again.',
						],
					},
				},
				false
			)
		);
		expect( outcome ).toMatchObject( {
			ok: true,
			answer: { statusCode: 0 },
		} );
	} );

	it( 'SCAN-21: network and parse failures are failures', async () => {
		expect(
			await sendVerification(
				VERIFY,
				options,
				jest
					.fn()
					.mockRejectedValue( new TypeError( 'Failed to fetch' ) )
			)
			// No answer at all: the offline list may answer instead.
		).toEqual( { ok: false, network: true } );
		expect(
			await sendVerification( VERIFY, options, respond( '<html>' ) )
		).toEqual( { ok: false } );
		expect(
			await sendVerification( VERIFY, options, respond( { data: 1 } ) )
		).toEqual( { ok: false } );
	} );
} );

describe( 'scanned addresses', () => {
	const origins = [ 'https://example.org' ];

	it( 'trusts only addresses of this site', () => {
		expect( isTrustedAddress( VERIFY, origins ) ).toBe( true );
		expect(
			isTrustedAddress(
				'https://evil.example/?eventsmith_verify=a',
				origins
			)
		).toBe( false );
		expect( isTrustedAddress( 'http://example.org/', origins ) ).toBe(
			false
		);
		expect( isTrustedAddress( 'just some text', origins ) ).toBe( false );
		expect( isTrustedAddress( 'javascript:alert(1)', origins ) ).toBe(
			false
		);
	} );
} );
