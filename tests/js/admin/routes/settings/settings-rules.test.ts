import {
	changedFields,
	changesPayload,
	errorsFromParams,
	asksOrganizerAddress,
	mailDefaults,
	toDraft,
	type SettingsField,
} from '../../../../../admin/routes/settings/settings-rules';
import type { Settings } from '../../../../../admin/api/types';

const stored: Settings = {
	disable_category_and_tags: 'off',
	modules: { rsvp: 'on' },
	delete_data_on_uninstall: false,
	attendee_verification_style: 'on',
	default_landing_template: 0,
	currency: 'USD',
	payment_methods: [ 'pay_later' ],
	payment_instructions: '',
	pending_hold_minutes: 60,
	trusted_proxies: [ '10.0.0.0/8' ],
	default_timezone: '',
	mail_from_name: '',
	mail_from_address: '',
	reminder_hours: 'off',
	seller_details: '',
	events_slug: '',
	purge_host: '',
	mail_rsvp_confirmation_subject: '',
	mail_rsvp_confirmation_body: 'Hi {attendee_name}',
};

const defaults = mailDefaults( [
	{
		kind: 'rsvp_confirmation',
		label: 'RSVP confirmation',
		sent_when: '',
		subject_setting: 'mail_rsvp_confirmation_subject',
		body_setting: 'mail_rsvp_confirmation_body',
		default_subject: 'Your RSVP for {event_title}',
		default_body: 'Hello {attendee_name}\n\n{ticket_links}',
		placeholders: [],
	},
] );

describe( 'settings draft', () => {
	test( 'an untouched draft has no changes', () => {
		const draft = toDraft( stored );
		expect( changedFields( draft, { ...draft } ) ).toEqual( [] );
		expect( draft.pending_hold_minutes ).toBe( '60' );
		expect( draft.trusted_proxies ).toBe( '10.0.0.0/8' );
	} );

	test( 'only changed fields are sent, in the shapes the REST route takes', () => {
		const saved = toDraft( stored );
		const draft = {
			...saved,
			mail_from_address: 'tickets@example.org',
			pending_hold_minutes: ' 90 ',
			default_landing_template: '12',
			modules: false,
			disable_category_and_tags: true,
			trusted_proxies: '10.0.0.0/8\n\n 192.0.2.1 ',
		};
		expect( changesPayload( saved, draft ) ).toEqual( {
			mail_from_address: 'tickets@example.org',
			pending_hold_minutes: 90,
			default_landing_template: 12,
			modules: { rsvp: 'off' },
			disable_category_and_tags: 'on',
			trusted_proxies: [ '10.0.0.0/8', '192.0.2.1' ],
		} );
	} );

	test( 'a number that is not whole is sent as typed, so the server names the field', () => {
		const saved = toDraft( stored );
		expect(
			changesPayload( saved, { ...saved, pending_hold_minutes: '1.5' } )
		).toEqual( { pending_hold_minutes: '1.5' } );
	} );

	test( 'the caps on visitor e-mail default to 1 and 200 and are sent as whole numbers (32.7)', () => {
		const saved = toDraft( stored );
		expect( saved.mail_recipient_hourly ).toBe( '1' );
		expect( saved.mail_visitor_hourly ).toBe( '200' );
		expect(
			changesPayload( saved, {
				...saved,
				mail_recipient_hourly: '0',
				mail_visitor_hourly: ' 500 ',
			} )
		).toEqual( { mail_recipient_hourly: 0, mail_visitor_hourly: 500 } );
	} );

	test( 'blank lines and spacing alone in the proxy list are no change', () => {
		const saved = toDraft( stored );
		expect(
			changedFields( saved, {
				...saved,
				trusted_proxies: ' 10.0.0.0/8 \n',
			} )
		).toEqual( [] );
	} );
} );

describe( 'e-mail texts and the events address', () => {
	test( 'an empty text shows the default; a saved one shows itself', () => {
		const draft = toDraft( stored, defaults );
		expect( draft.mail_rsvp_confirmation_subject ).toBe(
			'Your RSVP for {event_title}'
		);
		expect( draft.mail_rsvp_confirmation_body ).toBe(
			'Hi {attendee_name}'
		);
		expect( changedFields( draft, { ...draft }, defaults ) ).toEqual( [] );
	} );

	test( 'an edited text is sent; the default text or an empty one is sent as empty', () => {
		const saved = toDraft( stored, defaults );
		expect(
			changesPayload(
				saved,
				{
					...saved,
					mail_rsvp_confirmation_subject:
						' See you at {event_title} ',
					mail_rsvp_confirmation_body:
						'Hello {attendee_name}\r\n\r\n{ticket_links}\n',
				},
				defaults
			)
		).toEqual( {
			mail_rsvp_confirmation_subject: 'See you at {event_title}',
			mail_rsvp_confirmation_body: '',
		} );
		expect(
			changesPayload(
				saved,
				{ ...saved, mail_rsvp_confirmation_body: '' },
				defaults
			)
		).toEqual( { mail_rsvp_confirmation_body: '' } );
	} );

	test( 'the events address is sent without slashes around it', () => {
		const saved = toDraft( stored, defaults );
		expect(
			changesPayload( saved, { ...saved, events_slug: ' /concerts/ ' } )
		).toEqual( { events_slug: 'concerts' } );
		expect(
			changedFields( saved, { ...saved, events_slug: '/' } )
		).toEqual( [] );
	} );
} );

describe( 'the page cache purge address', () => {
	test( 'is sent trimmed and without a trailing slash; a slash alone is no change', () => {
		const saved = toDraft( {
			...stored,
			purge_host: 'http://127.0.0.1:6081',
		} );
		expect( saved.purge_host ).toBe( 'http://127.0.0.1:6081' );
		expect(
			changesPayload( saved, {
				...saved,
				purge_host: ' https://cache.example.org:8080/ ',
			} )
		).toEqual( { purge_host: 'https://cache.example.org:8080' } );
		expect(
			changedFields( saved, {
				...saved,
				purge_host: 'http://127.0.0.1:6081/',
			} )
		).toEqual( [] );
	} );
} );

describe( 'errorsFromParams', () => {
	const fields = Object.keys( toDraft( stored ) ) as SettingsField[];

	test( 'each refusal lands on the field it names; nested names on their field', () => {
		expect(
			errorsFromParams(
				{
					mail_from_address:
						'mail_from_address must be an e-mail address.',
					'modules.rsvp': 'modules.rsvp must be "on" or "off".',
					'trusted_proxies[1]': 'trusted_proxies[1] is not a string.',
				},
				fields
			)
		).toEqual( {
			mail_from_address: 'mail_from_address must be an e-mail address.',
			modules: 'modules.rsvp must be "on" or "off".',
			trusted_proxies: 'trusted_proxies[1] is not a string.',
		} );
	} );

	test( 'names the form does not have are left out', () => {
		expect(
			errorsFromParams( { sender: 'sender is not a setting.' }, fields )
		).toEqual( {} );
	} );
} );

describe( 'organizers hear about new registrations (32.13)', () => {
	test( 'settings stored before the notice existed draft as off, to the organizers', () => {
		const draft = toDraft( stored );
		expect( draft.organizer_notify ).toBe( 'off' );
		expect( draft.organizer_notify_to ).toBe( 'organizers' );
		expect( draft.organizer_notify_address ).toBe( '' );
		expect( asksOrganizerAddress( draft ) ).toBe( false );
	} );

	test( 'the address is asked for only when the notice is on and goes to it, and is sent trimmed', () => {
		const saved = toDraft( stored );
		const toAddress = {
			...saved,
			organizer_notify: 'digest' as const,
			organizer_notify_to: 'address' as const,
			organizer_notify_address: ' team@example.org ',
		};
		expect( asksOrganizerAddress( toAddress ) ).toBe( true );
		expect(
			asksOrganizerAddress( { ...toAddress, organizer_notify: 'off' } )
		).toBe( false );
		expect(
			asksOrganizerAddress( {
				...toAddress,
				organizer_notify_to: 'organizers',
			} )
		).toBe( false );
		expect( changesPayload( saved, toAddress ) ).toEqual( {
			organizer_notify: 'digest',
			organizer_notify_to: 'address',
			organizer_notify_address: 'team@example.org',
		} );
	} );
} );
