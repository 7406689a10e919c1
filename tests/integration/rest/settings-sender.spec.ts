/**
 * The e-mail sender settings and the settings page's helper routes:
 * /settings/test-email and /settings/choices.
 */
import { expect, test } from '@playwright/test';
import { placeOrder, ticketedEvent } from '../../support/bookings';
import { json, type Json } from '../../support/json';
import {
	ADMIN,
	ensureUser,
	session,
	sessionWithOnly,
	type Session,
} from '../../support/wordpress';
import { statusOf } from '../support/rest';

const SETTINGS = '/eventsmith/v2/settings';
const MAILBOX = '/eventsmith-test/v1/mail';

async function mailbox( admin: Session ): Promise< Json[] > {
	return json< Json[] >( await admin.rest( 'GET', MAILBOX ) );
}

async function withSender< T >(
	admin: Session,
	sender: { mail_from_name: string; mail_from_address: string },
	run: () => Promise< T >
): Promise< T > {
	expect( ( await admin.rest( 'PUT', SETTINGS, sender ) ).status() ).toBe(
		200
	);
	try {
		return await run();
	} finally {
		await admin.rest( 'PUT', SETTINGS, {
			mail_from_name: '',
			mail_from_address: '',
		} );
	}
}

test( 'the test e-mail goes to the current user from the configured sender', async () => {
	const admin = await session( ADMIN );
	const me = await json(
		await admin.rest( 'GET', '/wp/v2/users/me?context=edit' )
	);
	await mailbox( admin );

	await withSender(
		admin,
		{
			mail_from_name: 'Box Office',
			mail_from_address: 'tickets@example.org',
		},
		async () => {
			const sent = await admin.rest( 'POST', `${ SETTINGS }/test-email` );
			expect( sent.status() ).toBe( 200 );
			expect( await json( sent ) ).toEqual( {
				sent: true,
				to: me.email,
			} );
		}
	);

	const mail = await mailbox( admin );
	expect( mail ).toHaveLength( 1 );
	expect( mail[ 0 ] ).toMatchObject( {
		to: me.email,
		from: 'tickets@example.org',
		from_name: 'Box Office',
	} );
	expect( mail[ 0 ]!.subject ).toContain( 'Test e-mail from Eventsmith' );
} );

test( "an order's invoice carries the sender; with the settings empty, WordPress's sender comes back", async () => {
	const admin = await session( ADMIN );
	const eventId = await ticketedEvent( admin, 'Sender check', 4 );
	const booking = await json( await placeOrder( admin, eventId, 1 ) );
	await mailbox( admin );

	await withSender(
		admin,
		{
			mail_from_name: 'Ticket Desk',
			mail_from_address: 'desk@example.org',
		},
		async () => {
			const resend = await admin.rest(
				'POST',
				`/eventsmith/v2/bookings/${ booking.id }/resend-invoice`
			);
			expect( resend.status() ).toBe( 200 );
		}
	);
	await admin.rest(
		'POST',
		`/eventsmith/v2/bookings/${ booking.id }/resend-invoice`
	);

	const [ withSettings, without ] = await mailbox( admin );
	expect( withSettings ).toMatchObject( {
		to: 'buyer1@example.org',
		from: 'desk@example.org',
		from_name: 'Ticket Desk',
	} );
	expect( without!.from ).toMatch( /^wordpress@/ );
	expect( without!.from_name ).toBe( 'WordPress' );
} );

test( 'the sender settings leave mail the plugin does not send alone', async () => {
	const admin = await session( ADMIN );
	await mailbox( admin );
	await withSender(
		admin,
		{
			mail_from_name: 'Box Office',
			mail_from_address: 'tickets@example.org',
		},
		async () => {
			// A password reset mail is WordPress's own.
			const user = await ensureUser( 'subscriber' );
			const reset = await admin.request.post(
				'/wp-login.php?action=lostpassword',
				{
					form: { user_login: user.username },
				}
			);
			expect( reset.status() ).toBeLessThan( 500 );
		}
	);
	const mail = await mailbox( admin );
	expect( mail.map( ( m ) => m.to ) ).toContain(
		'test-subscriber@example.org'
	);
	for ( const message of mail ) {
		expect( message.from ).not.toBe( 'tickets@example.org' );
		expect( message.from_name ).not.toBe( 'Box Office' );
	}
} );

test( 'choices list the payment methods and published landing templates; the helper routes need the settings permission', async () => {
	const admin = await session( ADMIN );
	const choices = await json(
		await admin.rest( 'GET', `${ SETTINGS }/choices` )
	);
	expect( choices.payment_methods ).toContainEqual( {
		value: 'pay_later',
		label: expect.any( String ),
		ready: true,
	} );
	// Providers whose keys are not set are listed to turn on, marked not ready (34.3).
	expect( choices.payment_methods ).toContainEqual( {
		value: 'stripe',
		label: expect.any( String ),
		ready: false,
	} );
	expect( Array.isArray( choices.landing_templates ) ).toBe( true );

	const staff = await sessionWithOnly( 'eventsmith_manage_settings' );
	expect( await statusOf( staff, 'GET', `${ SETTINGS }/choices` ) ).toBe(
		200
	);
	const events = await sessionWithOnly( 'eventsmith_manage_event' );
	expect( await statusOf( events, 'GET', `${ SETTINGS }/choices` ) ).toBe(
		403
	);
	expect( await statusOf( events, 'POST', `${ SETTINGS }/test-email` ) ).toBe(
		403
	);
	expect(
		await statusOf(
			await session( null ),
			'POST',
			`${ SETTINGS }/test-email`
		)
	).toBe( 401 );
} );
