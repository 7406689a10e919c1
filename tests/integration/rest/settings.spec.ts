/**
 * REST /eventsmith/v2/settings as anonymous, subscriber and administrator.
 */
import { expect, test } from '@playwright/test';
import {
	ADMIN,
	ensureUser,
	session,
	sessionWithOnly,
} from '../../support/wordpress';
import { json } from '../../support/json';

test( 'the eventsmith/v2 namespace is registered', async ( { request } ) => {
	const response = await request.get( '/wp-json/eventsmith/v2' );
	expect( response.status() ).toBe( 200 );

	const index = await json( response );
	expect( index.namespace ).toBe( 'eventsmith/v2' );
	expect( Object.keys( index.routes ) ).toContain(
		'/eventsmith/v2/settings'
	);
} );

test( 'an anonymous call to a protected route answers 401', async () => {
	const visitor = await session( null );
	const response = await visitor.rest( 'GET', '/eventsmith/v2/settings' );

	expect( response.status() ).toBe( 401 );
	expect( ( await json( response ) ).code ).toBe( 'rest_not_logged_in' );
} );

test( 'a subscriber is refused with 403', async () => {
	const subscriber = await session( await ensureUser( 'subscriber' ) );

	const read = await subscriber.rest( 'GET', '/eventsmith/v2/settings' );
	expect( read.status() ).toBe( 403 );
	expect( ( await json( read ) ).code ).toBe( 'rest_forbidden' );

	const write = await subscriber.rest( 'PUT', '/eventsmith/v2/settings', {
		modules: { rsvp: 'off' },
	} );
	expect( write.status() ).toBe( 403 );
} );

test( 'GAP-07 a user holding only eventsmith_manage_settings reaches settings, permissions and license', async () => {
	const staff = await sessionWithOnly( 'eventsmith_manage_settings' );

	for ( const route of [
		'/eventsmith/v2/settings',
		'/eventsmith/v2/permissions',
		'/eventsmith/v2/permissions/roles',
		'/eventsmith/v2/license',
	] ) {
		expect( ( await staff.rest( 'GET', route ) ).status(), route ).toBe(
			200
		);
	}
	expect(
		( await staff.rest( 'GET', '/eventsmith/v2/events' ) ).status()
	).toBe( 403 );
} );

test( 'an administrator reads the settings with their defaults', async () => {
	const admin = await session( ADMIN );
	const response = await admin.rest( 'GET', '/eventsmith/v2/settings' );

	expect( response.status() ).toBe( 200 );
	expect( await json( response ) ).toEqual( {
		disable_category_and_tags: 'off',
		modules: { rsvp: 'on' },
		delete_data_on_uninstall: false,
		attendee_verification_style: 'on',
		default_landing_template: 0,
		currency: 'USD',
		payment_methods: [ 'pay_later' ],
		payment_instructions: '',
		pending_hold_minutes: 60,
		waitlist_hold_hours: 24,
		trusted_proxies: [],
		default_timezone: '',
		mail_from_name: '',
		mail_from_address: '',
		reminder_hours: 'off',
		organizer_notify: 'off',
		organizer_notify_to: 'organizers',
		organizer_notify_address: '',
		mail_recipient_hourly: 1,
		mail_visitor_hourly: 200,
		seller_details: '',
		events_slug: '',
		purge_host: '',
		mail_body_days: 7,
		mail_keep_days: 90,
		stripe_mode: 'test',
		stripe_test_publishable_key: '',
		stripe_live_publishable_key: '',
		stripe_test_secret_key: '',
		stripe_live_secret_key: '',
		stripe_webhook_secret: '',
		paypal_mode: 'test',
		paypal_test_client_id: '',
		paypal_live_client_id: '',
		paypal_test_client_secret: '',
		paypal_live_client_secret: '',
		paypal_webhook_id: '',
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
	} );
} );

test( 'an administrator changes one setting and the change is kept', async () => {
	const admin = await session( ADMIN );

	const update = await admin.rest( 'PUT', '/eventsmith/v2/settings', {
		disable_category_and_tags: 'on',
	} );
	expect( update.status() ).toBe( 200 );
	expect( ( await json( update ) ).disable_category_and_tags ).toBe( 'on' );

	const again = await json(
		await admin.rest( 'GET', '/eventsmith/v2/settings' )
	);
	expect( again.disable_category_and_tags ).toBe( 'on' );
	expect( again.modules ).toEqual( { rsvp: 'on' } );

	await admin.rest( 'PUT', '/eventsmith/v2/settings', {
		disable_category_and_tags: 'off',
	} );
} );

test( 'a bad value answers 400 naming the field and changes nothing', async () => {
	const admin = await session( ADMIN );

	const response = await admin.rest( 'PUT', '/eventsmith/v2/settings', {
		disable_category_and_tags: 'on',
		modules: { rsvp: 'maybe' },
	} );
	expect( response.status() ).toBe( 400 );
	const body = await json( response );
	expect( body.code ).toBe( 'rest_invalid_param' );
	expect( JSON.stringify( body.data.params ) ).toContain( 'modules' );

	const after = await json(
		await admin.rest( 'GET', '/eventsmith/v2/settings' )
	);
	expect( after.disable_category_and_tags ).toBe( 'off' );
	expect( after.modules.rsvp ).toBe( 'on' );
} );

test( 'a logged-in write without a nonce is refused', async () => {
	const admin = await session( ADMIN );
	const response = await admin.request.fetch(
		'/wp-json/eventsmith/v2/settings',
		{
			method: 'PUT',
			data: { modules: { rsvp: 'off' } },
		}
	);

	expect( response.status() ).toBe( 401 );
	const after = await json(
		await admin.rest( 'GET', '/eventsmith/v2/settings' )
	);
	expect( after.modules.rsvp ).toBe( 'on' );
} );

test( 'every setting saves and reads back as saved', async () => {
	const admin = await session( ADMIN );
	const before = await json(
		await admin.rest( 'GET', '/eventsmith/v2/settings' )
	);
	const changed = {
		disable_category_and_tags: 'on',
		modules: { rsvp: 'off' },
		delete_data_on_uninstall: true,
		attendee_verification_style: 'off',
		default_landing_template: 0,
		currency: 'EUR',
		payment_methods: [ 'pay_later', 'stripe' ],
		payment_instructions: 'IBAN DE00 1234',
		pending_hold_minutes: 90,
		waitlist_hold_hours: 12,
		trusted_proxies: [ '10.0.0.0/8' ],
		default_timezone: 'Europe/Berlin',
		mail_from_name: 'Box Office',
		mail_from_address: 'tickets@example.org',
		reminder_hours: '6',
		organizer_notify: 'digest',
		organizer_notify_to: 'address',
		organizer_notify_address: 'team@example.org',
		mail_recipient_hourly: 3,
		mail_visitor_hourly: 0,
		seller_details: 'Box Office Ltd\n1 Main St',
		events_slug: 'concerts',
		purge_host: 'http://127.0.0.1:6081',
		mail_body_days: 3,
		mail_keep_days: 30,
		stripe_mode: 'live',
		stripe_test_publishable_key: '',
		stripe_live_publishable_key: 'pk_live_EXAMPLEnotArealKEY',
		stripe_test_secret_key: '',
		stripe_live_secret_key: '',
		stripe_webhook_secret: '',
		paypal_mode: 'live',
		paypal_test_client_id: '',
		paypal_live_client_id: 'AExampleLiveClientId0123',
		paypal_test_client_secret: '',
		paypal_live_client_secret: '',
		paypal_webhook_id: 'EXAMPLEnotArealWEBHOOK',
		mail_rsvp_confirmation_subject: 'See you at {event_title}',
		mail_rsvp_confirmation_body: 'Hi {attendee_name}\n{ticket_links}',
		mail_order_tickets_subject: 'Tickets: {event_title}',
		mail_order_tickets_body: '{ticket_links}',
		mail_order_pending_subject: 'Pay for {order_number}',
		mail_order_pending_body: '{payment_instructions}',
		mail_rsvp_invitation_subject: 'Join {event_title}',
		mail_rsvp_invitation_body: '{message} {event_link}',
		mail_rsvp_reminder_subject: 'Soon: {event_title}',
		mail_rsvp_reminder_body: '{event_date}',
		mail_event_reminder_subject: 'Tomorrow: {event_title}',
		mail_event_reminder_body: '{event_date} {event_link}',
	};
	try {
		const update = await admin.rest(
			'PUT',
			'/eventsmith/v2/settings',
			changed
		);
		expect( update.status() ).toBe( 200 );
		expect(
			await json( await admin.rest( 'GET', '/eventsmith/v2/settings' ) )
		).toEqual( changed );
	} finally {
		await admin.rest( 'PUT', '/eventsmith/v2/settings', before );
	}
} );

for ( const [ label, value ] of [
	[ 'one id instead of a list', 'stripe' ],
	[ 'an empty list', [] ],
	[ 'a repeated id', [ 'stripe', 'stripe' ] ],
	[ 'an id that is not one', [ 'Pay Later!' ] ],
	[ 'a number', [ 7 ] ],
] as const ) {
	test( `payment_methods as ${ label } answers 400 naming it and stores nothing (34.3)`, async () => {
		const admin = await session( ADMIN );
		const before = await json(
			await admin.rest( 'GET', '/eventsmith/v2/settings' )
		);
		const response = await admin.rest( 'PUT', '/eventsmith/v2/settings', {
			mail_from_name: 'Should not be stored',
			payment_methods: value,
		} );

		expect( response.status() ).toBe( 400 );
		const body = await json( response );
		expect( Object.keys( body.data.params ) ).toEqual( [
			'payment_methods',
		] );
		expect(
			await json( await admin.rest( 'GET', '/eventsmith/v2/settings' ) )
		).toEqual( before );
	} );
}

test( 'the older payment_method field still sets the list of one (34.3)', async () => {
	const admin = await session( ADMIN );
	try {
		const update = await admin.rest( 'PUT', '/eventsmith/v2/settings', {
			payment_method: 'stripe',
		} );
		expect( update.status() ).toBe( 200 );
		const stored = await json( update );
		expect( stored.payment_methods ).toEqual( [ 'stripe' ] );
		expect( stored ).not.toHaveProperty( 'payment_method' );
	} finally {
		await admin.rest( 'PUT', '/eventsmith/v2/settings', {
			payment_methods: [ 'pay_later' ],
		} );
	}
} );

for ( const [ field, value ] of [
	[ 'mail_from_address', 'tickets@' ],
	[ 'mail_from_name', 'x'.repeat( 101 ) ],
	[ 'default_timezone', 'Mars/Olympus' ],
	[ 'currency', 'dollars' ],
	[ 'pending_hold_minutes', 2 ],
	[ 'waitlist_hold_hours', 0 ],
	[ 'reminder_hours', 'soon' ],
	[ 'organizer_notify', 'hourly' ],
	[ 'organizer_notify_address', 'a@example.org, b@example.org' ],
	[ 'mail_recipient_hourly', -1 ],
	[ 'mail_visitor_hourly', 100001 ],
	[ 'payment_instructions', 7 ],
	[ 'no_such_setting', 'on' ],
] as const ) {
	test( `${ field } outside its schema answers 400 naming it and stores nothing`, async () => {
		const admin = await session( ADMIN );
		const response = await admin.rest( 'PUT', '/eventsmith/v2/settings', {
			mail_from_name: 'Should not be stored',
			[ field ]: value,
		} );

		expect( response.status() ).toBe( 400 );
		const body = await json( response );
		expect( Object.keys( body.data.params ) ).toEqual( [ field ] );
		expect( body.message ).toContain( field );
		const after = await json(
			await admin.rest( 'GET', '/eventsmith/v2/settings' )
		);
		expect( after.mail_from_name ).toBe( '' );
		expect( after ).not.toHaveProperty( 'no_such_setting' );
	} );
}
