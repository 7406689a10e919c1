import { headerAction } from '../../../../admin/app/header-action';

describe( 'header action', () => {
	test( 'ADM-HDR-05/06: lists show Add New to their create route', () => {
		expect( headerAction( '/events', false ) ).toEqual( {
			kind: 'add',
			to: '/events/create',
		} );
		expect( headerAction( '/categories', false ) ).toEqual( {
			kind: 'add',
			to: '/categories/create',
		} );
		expect( headerAction( '/tags', false ) ).toEqual( {
			kind: 'add',
			to: '/tags/create',
		} );
		expect( headerAction( '/speakers', false ) ).toEqual( {
			kind: 'add',
			to: '/speakers/create',
		} );
		expect( headerAction( '/group', false ) ).toEqual( {
			kind: 'add',
			to: '/group/create',
		} );
		expect( headerAction( '/schedules', false ) ).toEqual( {
			kind: 'add',
			to: '/schedules/create',
		} );
	} );

	test( 'ADM-HDR-07 / GAP-20: the RSVP report list shows RSVP Reminder', () => {
		expect( headerAction( '/rsvp-report', false ) ).toEqual( {
			kind: 'reminder',
			to: '/rsvp-report/create',
		} );
		expect( headerAction( '/rsvp-report/12', false ) ).toEqual( {
			kind: 'reminder',
			to: '/rsvp-report/create/12',
		} );
	} );

	test( 'ADM-HDR-08..12 / GAP-19: create, edit and report pages show Go Back to their parent', () => {
		expect( headerAction( '/events/create', false ) ).toEqual( {
			kind: 'back',
			to: '/events',
		} );
		expect( headerAction( '/events/create/4/basic', false ) ).toEqual( {
			kind: 'back',
			to: '/events',
		} );
		expect( headerAction( '/categories/create', false ) ).toEqual( {
			kind: 'back',
			to: '/categories',
		} );
		expect( headerAction( '/tags/create', false ) ).toEqual( {
			kind: 'back',
			to: '/tags',
		} );
		expect( headerAction( '/speakers/edit/3', false ) ).toEqual( {
			kind: 'back',
			to: '/speakers',
		} );
		expect( headerAction( '/group/create', false ) ).toEqual( {
			kind: 'back',
			to: '/group',
		} );
		expect( headerAction( '/schedules/edit/8', false ) ).toEqual( {
			kind: 'back',
			to: '/schedules',
		} );
		expect( headerAction( '/attendees', false ) ).toEqual( {
			kind: 'back',
			to: '/events',
		} );
		expect( headerAction( '/attendees/event/5', false ) ).toEqual( {
			kind: 'back',
			to: '/events',
		} );
		expect( headerAction( '/attendees/edit/5', false ) ).toEqual( {
			kind: 'back',
			to: '/attendees',
		} );
		expect( headerAction( '/purchase-report', false ) ).toEqual( {
			kind: 'back',
			to: '/events',
		} );
		expect( headerAction( '/purchase-report/5', false ) ).toEqual( {
			kind: 'back',
			to: '/events',
		} );
		expect( headerAction( '/rsvp-report/create', false ) ).toEqual( {
			kind: 'back',
			to: '/rsvp-report',
		} );
	} );

	test( 'ADM-HDR-15: no Add New on category and tag lists when they are disabled', () => {
		expect( headerAction( '/categories', true ) ).toBeNull();
		expect( headerAction( '/tags', true ) ).toBeNull();
		expect( headerAction( '/events', true ) ).toEqual( {
			kind: 'add',
			to: '/events/create',
		} );
	} );

	test( 'other screens have no header button', () => {
		expect( headerAction( '/events/empty', false ) ).toBeNull();
		expect( headerAction( '/templates/choose', false ) ).toBeNull();
	} );
} );
