import {
	deniedRedirect,
	firstSegment,
	hasPermission,
	mayOpen,
	SITE_HOME,
} from '../../../../admin/app/route-access';

const only = ( ...permissions: string[] ) => ( {
	is_super_admin: false,
	permissions,
} );
const superAdmin = { is_super_admin: true, permissions: [] };

describe( 'route access', () => {
	test( 'ADM-PERM-02: a super admin may open every screen', () => {
		for ( const path of [
			'/events',
			'/tags/create',
			'/speakers/edit/3',
			'/schedules',
			'/attendees/event/4',
			'/purchase-report',
			'/rsvp-report/create',
			'/templates/choose',
		] ) {
			expect( mayOpen( superAdmin, path ) ).toBe( true );
		}
	} );

	test( 'ADM-PERM-03..07: each first segment needs its permission', () => {
		const event = only( 'eventsmith_manage_event' );
		expect( mayOpen( event, '/events/create/3/basic' ) ).toBe( true );
		expect( mayOpen( event, '/categories' ) ).toBe( true );
		expect( mayOpen( event, '/tags/create' ) ).toBe( true );
		expect( mayOpen( event, '/rsvp-report/9' ) ).toBe( true );
		expect( mayOpen( event, '/speakers' ) ).toBe( false );
		expect( mayOpen( event, '/group' ) ).toBe( false );
		expect( mayOpen( event, '/schedules' ) ).toBe( false );
		expect( mayOpen( event, '/attendees' ) ).toBe( false );
		expect( mayOpen( event, '/purchase-report/2' ) ).toBe( false );

		expect(
			mayOpen( only( 'eventsmith_manage_organizer' ), '/group/create' )
		).toBe( true );
		expect(
			mayOpen( only( 'eventsmith_manage_schedule' ), '/schedules/edit/1' )
		).toBe( true );
		expect(
			mayOpen( only( 'eventsmith_manage_attendee' ), '/attendees/edit/1' )
		).toBe( true );
		expect(
			mayOpen( only( 'eventsmith_manage_order' ), '/purchase-report' )
		).toBe( true );
	} );

	test( 'nobody passes while permissions are unknown', () => {
		expect( hasPermission( null, 'eventsmith_manage_event' ) ).toBe(
			false
		);
		expect( mayOpen( null, '/events' ) ).toBe( false );
	} );

	test( 'ADM-PERM-09..12: the redirect chain is events, speakers, schedules, site home', () => {
		expect(
			deniedRedirect(
				only( 'eventsmith_manage_schedule', 'eventsmith_manage_event' )
			)
		).toBe( '/events' );
		expect(
			deniedRedirect(
				only(
					'eventsmith_manage_schedule',
					'eventsmith_manage_organizer'
				)
			)
		).toBe( '/speakers' );
		expect( deniedRedirect( only( 'eventsmith_manage_schedule' ) ) ).toBe(
			'/schedules'
		);
		expect( deniedRedirect( only( 'eventsmith_manage_attendee' ) ) ).toBe(
			SITE_HOME
		);
		expect( deniedRedirect( only() ) ).toBe( SITE_HOME );
	} );

	test( 'ACL-16 LIC-02: the license, settings and access control screens need the settings permission; a settings-only user is sent to access control', () => {
		const settings = only( 'eventsmith_manage_settings' );
		expect( mayOpen( settings, '/license' ) ).toBe( true );
		expect( mayOpen( settings, '/access-control' ) ).toBe( true );
		expect( mayOpen( settings, '/events' ) ).toBe( false );
		expect( mayOpen( superAdmin, '/license' ) ).toBe( true );
		const schedule = only( 'eventsmith_manage_schedule' );
		expect( mayOpen( schedule, '/license' ) ).toBe( false );
		expect( mayOpen( schedule, '/access-control' ) ).toBe( false );
		expect( mayOpen( settings, '/settings' ) ).toBe( true );
		expect( mayOpen( schedule, '/settings' ) ).toBe( false );
		expect( deniedRedirect( settings ) ).toBe( '/access-control' );
		expect(
			deniedRedirect(
				only(
					'eventsmith_manage_settings',
					'eventsmith_manage_schedule'
				)
			)
		).toBe( '/schedules' );
	} );

	test( 'first segment of a path', () => {
		expect( firstSegment( '/events/create/3/basic' ) ).toBe( 'events' );
		expect( firstSegment( '/' ) ).toBe( '' );
		expect( firstSegment( 'rsvp-report' ) ).toBe( 'rsvp-report' );
	} );
} );
