import {
	exportChoices,
	exportHref,
} from '../../../../../admin/routes/export/export-links';
import { mayOpen } from '../../../../../admin/app/route-access';

describe( 'export links (35.6)', () => {
	test( 'each download is the REST route with its format, part and the REST nonce', () => {
		expect(
			exportHref(
				'https://example.org/wp-json/eventsmith/v2/export',
				'abc123',
				{ format: 'csv', what: 'attendees' }
			)
		).toBe(
			'https://example.org/wp-json/eventsmith/v2/export?format=csv&what=attendees&_wpnonce=abc123'
		);
		// Without pretty permalinks the route is itself a query.
		expect(
			exportHref(
				'https://example.org/?rest_route=/eventsmith/v2/export',
				'n',
				{ format: 'ics', what: 'events' }
			)
		).toBe(
			'https://example.org/?rest_route=/eventsmith/v2/export&format=ics&what=events&_wpnonce=n'
		);
	} );

	test( 'each download names the permissions the route checks for it', () => {
		const needs = Object.fromEntries(
			exportChoices().map( ( c ) => [
				`${ c.format } ${ c.what }`,
				c.needs,
			] )
		);
		expect( needs ).toEqual( {
			'json all': [
				'eventsmith_manage_event',
				'eventsmith_manage_attendee',
			],
			'json events': [ 'eventsmith_manage_event' ],
			'csv events': [ 'eventsmith_manage_event' ],
			'csv attendees': [ 'eventsmith_manage_attendee' ],
			'ics events': [ 'eventsmith_manage_event' ],
		} );
	} );

	test( 'the Export screen opens with the event permission', () => {
		const only = ( permission: string ) => ( {
			is_super_admin: false,
			permissions: [ permission ],
		} );
		expect( mayOpen( only( 'eventsmith_manage_event' ), '/export' ) ).toBe(
			true
		);
		expect(
			mayOpen( only( 'eventsmith_manage_attendee' ), '/export' )
		).toBe( false );
	} );
} );
