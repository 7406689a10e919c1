import {
	MAX_RECIPIENTS,
	parseRecipients,
	responseLabel,
	rsvpBars,
	queueBusy,
	queuedMessage,
	sentMessage,
	validateInvitation,
} from '../../../../../admin/routes/rsvp-report/rsvp-rules';

describe( 'recipient list', () => {
	it( 'splits on new lines, commas and semicolons, lower-cases and keeps each once', () => {
		expect(
			parseRecipients(
				'A@Example.org\n b@example.org, a@example.org;\n\nc@example.org'
			)
		).toEqual( {
			emails: [ 'a@example.org', 'b@example.org', 'c@example.org' ],
			invalid: [],
		} );
	} );

	it( 'collects entries that are not addresses', () => {
		expect( parseRecipients( 'ok@example.org, nope, x@y' ) ).toEqual( {
			emails: [ 'ok@example.org' ],
			invalid: [ 'nope', 'x@y' ],
		} );
	} );
} );

describe( 'invitation validation', () => {
	it( 'needs an event and at least one valid address', () => {
		expect( validateInvitation( 0, parseRecipients( '' ) ) ).toEqual( {
			event: 'Event is Required!',
			emails: 'Recipient Emails are Required!',
		} );
		expect(
			validateInvitation( 3, parseRecipients( 'a@example.org, bad' ) )
		).toEqual( { emails: 'Not valid email addresses: bad' } );
		expect(
			validateInvitation( 3, parseRecipients( 'a@example.org' ) )
		).toEqual( {} );
	} );

	it( 'refuses more recipients than the server accepts', () => {
		const many = Array.from(
			{ length: MAX_RECIPIENTS + 1 },
			( _, n ) => `p${ n }@example.org`
		).join( '\n' );
		expect( validateInvitation( 3, parseRecipients( many ) ).emails ).toBe(
			'At most 200 recipients at a time.'
		);
	} );

	it( 'labels answers, chart bars and the success message', () => {
		expect( responseLabel( 'going' ) ).toBe( 'Going' );
		expect( responseLabel( 'not_going' ) ).toBe( 'Not going' );
		expect( rsvpBars( 3, 1 ) ).toEqual( [
			{ label: 'Going', value: 3 },
			{ label: 'Not going', value: 1 },
		] );
		expect( sentMessage( 3 ) ).toBe( '3 emails sent.' );
	} );
} );

describe( 'MAIL-QUEUE: the notice and polling after a send', () => {
	it( 'counts every email of the send once some wait in the queue', () => {
		expect( queuedMessage( 1, 149 ) ).toBe(
			'150 emails are queued and go out in the background.'
		);
		expect( queuedMessage( 1, 0 ) ).toBe( '1 email sent.' );
	} );

	it( 'polls while messages wait or are being sent, not after', () => {
		expect( queueBusy( { queued: 3, sending: 0 } ) ).toBe( true );
		expect( queueBusy( { queued: 0, sending: 1 } ) ).toBe( true );
		expect( queueBusy( { queued: 0, sending: 0 } ) ).toBe( false );
	} );
} );
