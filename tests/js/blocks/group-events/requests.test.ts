/**
 * The group tab's calls (COM-02..06): the list's admin-ajax address carries
 * every filter, details post the event id, assignment posts the three keys
 * as JSON with the REST nonce, and failures throw for the caller to log.
 */
import {
	assignToGroup,
	eventBody,
	fetchEventHtml,
	fetchListHtml,
	listUrl,
} from '../../../../blocks/group-events/requests';

const AJAX = 'https://example.org/wp-admin/admin-ajax.php';

function answer( status: number, body: unknown ): Response {
	return {
		ok: status >= 200 && status < 300,
		status,
		json: () => Promise.resolve( body ),
	} as Response;
}

let fetchMock: jest.Mock;

beforeEach( () => {
	fetchMock = jest.fn();
	global.fetch = fetchMock;
} );

describe( 'group events requests', () => {
	it( 'COM-02, COM-03, COM-04: the list address names the action and every filter', () => {
		const url = new URL(
			listUrl( AJAX, {
				group_id: 4,
				category: 12,
				query: 'jazz',
				status: 'upcoming',
				is_current_user_profile: false,
			} )
		);
		expect( Object.fromEntries( url.searchParams ) ).toEqual( {
			action: 'eventsmith_bp_event_list',
			group_id: '4',
			category: '12',
			query: 'jazz',
			status: 'upcoming',
			is_current_user_profile: '0',
		} );
	} );

	it( 'COM-02: the list answer is data.html; a refusal throws', async () => {
		fetchMock.mockResolvedValueOnce(
			answer( 200, { success: true, data: { html: '<li>A</li>' } } )
		);
		const filters = {
			group_id: 4,
			category: 0,
			query: '',
			status: 'all',
			is_current_user_profile: true,
		};
		await expect( fetchListHtml( AJAX, filters ) ).resolves.toBe(
			'<li>A</li>'
		);
		expect( fetchMock.mock.calls[ 0 ][ 0 ] ).toContain(
			'is_current_user_profile=1'
		);
		fetchMock.mockResolvedValueOnce(
			answer( 403, { success: false, data: { code: 'x' } } )
		);
		await expect( fetchListHtml( AJAX, filters ) ).rejects.toThrow(
			'HTTP 403'
		);
	} );

	it( 'COM-05: details post eventsmith_bp_event with the event id', async () => {
		fetchMock.mockResolvedValueOnce(
			answer( 200, { success: true, data: { html: '<p>Hi</p>' } } )
		);
		await expect( fetchEventHtml( AJAX, 9 ) ).resolves.toBe( '<p>Hi</p>' );
		const [ url, init ] = fetchMock.mock.calls[ 0 ];
		expect( url ).toBe( AJAX );
		expect( init.method ).toBe( 'POST' );
		expect( String( init.body ) ).toBe(
			'action=eventsmith_bp_event&event_id=9'
		);
	} );

	it( 'COM-06: assigning posts {action, group_id, event_id} as JSON with the REST nonce', async () => {
		fetchMock.mockResolvedValueOnce(
			answer( 200, { message: 'Successfully assigned group' } )
		);
		await assignToGroup(
			'/wp-json/eventsmith/v2/community/group-assign',
			'abc123',
			4,
			9
		);
		const [ , init ] = fetchMock.mock.calls[ 0 ];
		expect( init.headers[ 'X-WP-Nonce' ] ).toBe( 'abc123' );
		expect( JSON.parse( init.body ) ).toEqual( {
			action: 'post_assign_group',
			group_id: 4,
			event_id: 9,
		} );
	} );

	it( 'COM-08: a failed assignment throws (the view logs it)', async () => {
		fetchMock.mockResolvedValueOnce( answer( 500, {} ) );
		await expect( assignToGroup( '/x', 'n', 1, 2 ) ).rejects.toThrow();
	} );

	it( 'the create form becomes the route’s fields, with at most one category', () => {
		const data = new FormData();
		data.set( 'title', '  Rehearsal ' );
		data.set( 'start_date', '2031-06-01' );
		data.set( 'category', '0' );
		expect( eventBody( data ) ).toMatchObject( {
			title: 'Rehearsal',
			start_date: '2031-06-01',
			end_time: '',
			categories: [],
		} );
		data.set( 'category', '7' );
		expect( eventBody( data ).categories ).toEqual( [ 7 ] );
	} );
} );
