/**
 * The e-mail texts and the events address of the settings (issue 15 item 5):
 * saved through PUT /settings with schema checks (a bad value answers 400
 * naming the field and nothing is stored), used by the e-mails the plugin
 * sends, and the events list served at the saved address.
 */
import { expect, test } from '@playwright/test';
import { ticketedEvent } from '../../support/bookings';
import { json, type Json } from '../../support/json';
import { rsvpEvent, visitor } from '../../support/rsvp';
import { ADMIN, session, type Session } from '../../support/wordpress';
import { runToken } from '../support/rest';

const SETTINGS = '/eventsmith/v2/settings';
const MAILBOX = '/eventsmith-test/v1/mail';

const DEFAULTS = {
	mail_rsvp_confirmation_subject: '',
	mail_rsvp_confirmation_body: '',
	mail_order_tickets_subject: '',
	mail_order_tickets_body: '',
	mail_order_pending_subject: '',
	mail_order_pending_body: '',
	mail_rsvp_invitation_subject: '',
	mail_rsvp_invitation_body: '',
	mail_rsvp_reminder_subject: '',
	mail_rsvp_reminder_body: '',
	mail_event_reminder_subject: '',
	mail_event_reminder_body: '',
	events_slug: '',
	seller_details: '',
};

async function mailTo( admin: Session, address: string ): Promise< Json[] > {
	const mail = await json< Json[] >( await admin.rest( 'GET', MAILBOX ) );
	return mail.filter( ( m ) =>
		( Array.isArray( m.to ) ? m.to : [ m.to ] ).includes( address )
	);
}

test.afterAll( async () => {
	const admin = await session( ADMIN );
	await admin.rest( 'PUT', SETTINGS, DEFAULTS );
	await admin.request.dispose();
} );

test( 'a new site keeps the default texts, and the choices describe each e-mail with its placeholders', async () => {
	const admin = await session( ADMIN );
	await admin.rest( 'PUT', SETTINGS, DEFAULTS );
	expect( await json( await admin.rest( 'GET', SETTINGS ) ) ).toMatchObject(
		DEFAULTS
	);

	const choices = await json(
		await admin.rest( 'GET', `${ SETTINGS }/choices` )
	);
	expect( choices.mail_texts.map( ( t: Json ) => t.kind ) ).toEqual( [
		'rsvp_confirmation',
		'order_tickets',
		'order_pending',
		'rsvp_invitation',
		'rsvp_reminder',
		'event_reminder',
	] );
	const confirmation = choices.mail_texts[ 0 ];
	expect( confirmation ).toMatchObject( {
		subject_setting: 'mail_rsvp_confirmation_subject',
		body_setting: 'mail_rsvp_confirmation_body',
		default_subject: 'Your RSVP for {event_title}',
	} );
	expect( confirmation.placeholders.map( ( p: Json ) => p.name ) ).toEqual( [
		'attendee_name',
		'ticket_links',
		'event_title',
		'event_date',
		'event_link',
		'site_title',
	] );
	expect( choices.events_slug.default ).toBe( 'events' );
} );

for ( const [ field, value, says ] of [
	[ 'mail_rsvp_confirmation_subject', 'Hi {order_number}', '{order_number}' ],
	[ 'mail_rsvp_reminder_body', 'See {attendee_name}', '{attendee_name}' ],
	[
		'mail_order_tickets_subject',
		'x'.repeat( 201 ),
		'mail_order_tickets_subject',
	],
	[ 'mail_order_pending_body', [ 'not text' ], 'mail_order_pending_body' ],
	[ 'events_slug', 'My Events', 'events_slug' ],
	[ 'events_slug', 'wp-admin', 'already uses' ],
	[ 'seller_details', '1\n2\n3\n4\n5\n6\n7\n8\n9\n10\n11', 'seller_details' ],
] as const ) {
	test( `${ field } = ${ JSON.stringify( value ).slice( 0, 30 ) } answers 400 naming it and stores nothing`, async () => {
		const admin = await session( ADMIN );
		const response = await admin.rest( 'PUT', SETTINGS, {
			mail_from_name: 'Should not be stored',
			mail_rsvp_invitation_subject: 'Not stored either {event_title}',
			[ field ]: value,
		} );

		expect( response.status() ).toBe( 400 );
		const body = await json( response );
		expect( Object.keys( body.data.params ) ).toEqual( [ field ] );
		expect( body.message ).toContain( says );
		const after = await json( await admin.rest( 'GET', SETTINGS ) );
		expect( after ).toMatchObject( {
			mail_from_name: '',
			mail_rsvp_invitation_subject: '',
			[ field ]: DEFAULTS[ field ],
		} );
	} );
}

test( 'an events address a page already has answers 400 naming events_slug', async () => {
	const admin = await session( ADMIN );
	const slug = `taken-${ runToken( 'slug' )
		.toLowerCase()
		.replace( /[^a-z0-9]+/g, '-' ) }`.slice( 0, 50 );
	const page = await admin.rest( 'POST', '/wp/v2/pages', {
		title: 'Already here',
		slug,
		status: 'publish',
	} );
	expect( page.status() ).toBe( 201 );
	const pageId = ( await json( page ) ).id;
	try {
		const response = await admin.rest( 'PUT', SETTINGS, {
			events_slug: slug,
		} );
		expect( response.status() ).toBe( 400 );
		const body = await json( response );
		expect( Object.keys( body.data.params ) ).toEqual( [ 'events_slug' ] );
		expect( body.message ).toContain( 'Already here' );
		expect(
			( await json( await admin.rest( 'GET', SETTINGS ) ) ).events_slug
		).toBe( '' );
	} finally {
		await admin.rest( 'DELETE', `/wp/v2/pages/${ pageId }?force=true` );
	}
} );

test( 'texts are stored cleaned; the default text itself is stored as empty', async () => {
	const admin = await session( ADMIN );
	const response = await admin.rest( 'PUT', SETTINGS, {
		mail_rsvp_confirmation_subject: ' <b>See you</b>\n at {event_title} ',
		mail_rsvp_confirmation_body:
			'Hi <script>x</script>{attendee_name}\r\n\r\n{ticket_links}',
		mail_rsvp_reminder_subject: 'Reminder: {event_title}',
		seller_details: ' Box Office Ltd \n\n 1 Main St ',
	} );
	expect( response.status(), await response.text() ).toBe( 200 );
	expect( await json( response ) ).toMatchObject( {
		mail_rsvp_confirmation_subject: 'See you at {event_title}',
		mail_rsvp_confirmation_body: 'Hi x{attendee_name}\n\n{ticket_links}',
		mail_rsvp_reminder_subject: '',
		seller_details: 'Box Office Ltd\n1 Main St',
	} );
	await admin.rest( 'PUT', SETTINGS, DEFAULTS );
} );

test( 'the RSVP confirmation, invitation and ticket e-mails use the saved texts, values filled in', async () => {
	const admin = await session( ADMIN );
	const eventId = await rsvpEvent( admin, 'Texts & Tunes', 20, 2 );
	const guestAddress = `${ runToken( 'rsvp' ).toLowerCase() }@example.org`;
	await admin.rest( 'GET', MAILBOX );

	// The defaults first: what these e-mails said before they could be edited.
	const guest = await visitor();
	expect(
		(
			await guest.rsvp( eventId, {
				response: 'going',
				attendees: [
					{ name: 'Ann', email: guestAddress },
					{ name: 'Bo', email: 'bo@example.org' },
				],
			} )
		).status()
	).toBe( 201 );
	let mail = await mailTo( admin, guestAddress );
	expect( mail ).toHaveLength( 1 );
	expect( mail[ 0 ]!.subject ).toBe( 'Your RSVP for Texts & Tunes' );
	expect( mail[ 0 ]!.message ).toContain(
		'Hello Ann, thank you for your RSVP.'
	);
	expect( mail[ 0 ]!.message ).toMatch( /Ann: http\S+\nBo: http\S+/ );
	expect( mail[ 0 ]!.message ).toContain( 'September 1, 2031' );

	expect(
		(
			await admin.rest( 'PUT', SETTINGS, {
				mail_rsvp_confirmation_subject:
					'Confirmed: {event_title} on {event_date}',
				mail_rsvp_confirmation_body:
					'Dear {attendee_name},\n{ticket_links}\n-- {site_title}',
				mail_rsvp_invitation_subject: 'Come to {event_title}',
				mail_rsvp_invitation_body: '{message}\nDetails: {event_link}',
			} )
		).status()
	).toBe( 200 );
	try {
		await guest.rsvp( eventId, {
			response: 'going',
			attendees: [
				{ name: 'Cy\nBcc: x@example.org', email: guestAddress },
			],
		} );
		mail = await mailTo( admin, guestAddress );
		expect( mail ).toHaveLength( 1 );
		expect( mail[ 0 ]!.subject ).toMatch(
			/^Confirmed: Texts & Tunes on September 1, 2031 \S+/
		);
		expect( mail[ 0 ]!.message ).toMatch(
			/^Dear Cy Bcc: x@example.org,\nCy Bcc: x@example.org: http\S+\n-- Eventsmith\n$/
		);

		// Not going: nothing is confirmed.
		await guest.rsvp( eventId, {
			response: 'not_going',
			reason: 'Away',
			attendees: [ { name: 'Di', email: guestAddress } ],
		} );
		expect( await mailTo( admin, guestAddress ) ).toHaveLength( 0 );

		await admin.rest( 'POST', '/eventsmith/v2/rsvp-invitations', {
			event_id: eventId,
			emails: [ guestAddress ],
			message: 'Bring friends',
		} );
		mail = await mailTo( admin, guestAddress );
		expect( mail[ 0 ]!.subject ).toBe( 'Come to Texts & Tunes' );
		expect( mail[ 0 ]!.message ).toMatch(
			/^Bring friends\nDetails: http\S+\n$/
		);
	} finally {
		await admin.rest( 'PUT', SETTINGS, DEFAULTS );
	}
} );

test( 'the ticket e-mail of an order uses the saved subject and text', async () => {
	const admin = await session( ADMIN );
	const eventId = await ticketedEvent( admin, 'Texts order', 10 );
	const types = await json(
		await admin.rest(
			'PUT',
			`/eventsmith/v2/events/${ eventId }/ticket-types`,
			{
				ticket_types: [ { name: 'Talk', capacity: 5 } ],
			}
		)
	);
	const buyer = `${ runToken( 'order' ).toLowerCase() }@example.com`;
	await admin.rest( 'PUT', SETTINGS, {
		mail_order_tickets_subject: 'Order {order_number}: {event_title}',
		mail_order_tickets_body:
			'Thanks {buyer_name}!\n{ticket_links}\nInvoice: {invoice_link}',
	} );
	try {
		const placed = await (
			await session( null )
		).rest( 'POST', `/eventsmith/v2/public/events/${ eventId }/checkout`, {
			buyer_name: 'Ada Buyer',
			buyer_email: buyer,
			tickets: { [ types[ 0 ].id ]: 1 },
			attendees: [
				{
					ticket_type_id: types[ 0 ].id,
					name: 'Ada',
					email: buyer,
					phone: '0000000001',
				},
			],
		} );
		expect( placed.status(), await placed.text() ).toBe( 201 );
		const mail = await mailTo( admin, buyer );
		expect( mail ).toHaveLength( 1 );
		expect( mail[ 0 ]!.subject ).toMatch( /^Order \d+: Texts order$/ );
		expect( mail[ 0 ]!.message ).toMatch(
			/^Thanks Ada Buyer!\nAda \(Talk\): http\S+\nInvoice: http\S+\n$/
		);
	} finally {
		await admin.rest( 'PUT', SETTINGS, DEFAULTS );
	}
} );

test( 'the events list is served at the saved address, and at the default again when it is emptied', async ( {
	request,
} ) => {
	const admin = await session( ADMIN );
	const slug = `shows-${ runToken( 'arch' )
		.toLowerCase()
		.replace( /[^a-z0-9]+/g, '-' ) }`
		.slice( 0, 40 )
		.replace( /-+$/, '' );
	await rsvpEvent( admin, 'Archive check', 5 );
	expect( ( await request.get( '/events/' ) ).status() ).toBe( 200 );

	expect(
		( await admin.rest( 'PUT', SETTINGS, { events_slug: slug } ) ).status()
	).toBe( 200 );
	try {
		const moved = await request.get( `/${ slug }/` );
		expect( moved.status() ).toBe( 200 );
		expect( await moved.text() ).toContain(
			'post-type-archive-eventsmith_event'
		);
		// The old address no longer serves the list (WordPress answers 404, or
		// redirects to a page whose slug it guesses from the address).
		const old = await request.get( '/events/', { maxRedirects: 0 } );
		expect( [ 301, 404 ] ).toContain( old.status() );
		expect( await old.text() ).not.toContain(
			'post-type-archive-eventsmith_event'
		);
	} finally {
		await admin.rest( 'PUT', SETTINGS, { events_slug: '' } );
	}
	expect( ( await request.get( '/events/' ) ).status() ).toBe( 200 );
	expect(
		( await request.get( `/${ slug }/`, { maxRedirects: 0 } ) ).status()
	).not.toBe( 200 );
} );
