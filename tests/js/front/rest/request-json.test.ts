/**
 * The JSON requests of view modules and the scanner: cookies only to the
 * site's own origin (none at all for anonymous public routes), the REST
 * nonce when acting as the signed-in user, and errors that carry a message.
 */
import {
	answerMessage,
	getJson,
	requestJson,
} from '../../../../front/rest/request-json';

/**
 * A fetch that answers with a status and a body (parsed as a browser does).
 *
 * @param status HTTP status.
 * @param body   Body text.
 */
const respond = ( status: number, body: string ) =>
	jest.fn().mockResolvedValue( {
		ok: status >= 200 && status < 300,
		status,
		json: async () => JSON.parse( body ),
	} );

let fetchMock: jest.Mock;

beforeEach( () => {
	fetchMock = respond( 200, '{"id":3}' );
	global.fetch = fetchMock;
} );

describe( 'requestJson', () => {
	it( 'sends a GET with same-origin cookies and no body', async () => {
		const answer = await requestJson( '/wp-json/eventsmith/v2/x' );
		expect( answer ).toEqual( { ok: true, status: 200, body: { id: 3 } } );
		const [ url, init ] = fetchMock.mock.calls[ 0 ];
		expect( url ).toBe( '/wp-json/eventsmith/v2/x' );
		expect( init ).toEqual( {
			method: 'GET',
			credentials: 'same-origin',
			headers: { Accept: 'application/json' },
		} );
	} );

	it( 'posts JSON with the REST nonce', async () => {
		await requestJson( '/r', { body: { a: 1 }, nonce: 'abc123' } );
		const [ , init ] = fetchMock.mock.calls[ 0 ];
		expect( init.method ).toBe( 'POST' );
		expect( init.credentials ).toBe( 'same-origin' );
		expect( init.headers ).toEqual( {
			Accept: 'application/json',
			'Content-Type': 'application/json',
			'X-WP-Nonce': 'abc123',
		} );
		expect( JSON.parse( init.body ) ).toEqual( { a: 1 } );
	} );

	it( 'sends no cookies for an anonymous public route, and never sends them cross-origin', async () => {
		await requestJson( '/checkout', { body: {}, anonymous: true } );
		await requestJson( 'https://elsewhere.example/route', { body: {} } );
		expect( fetchMock.mock.calls[ 0 ][ 1 ].credentials ).toBe( 'omit' );
		expect( fetchMock.mock.calls[ 1 ][ 1 ].credentials ).toBe(
			'same-origin'
		);
	} );

	it( 'answers an HTTP error with its status and body, and a body that is not JSON as null', async () => {
		global.fetch = respond( 400, '{"message":"Name is required."}' );
		expect( await requestJson( '/r', { body: {} } ) ).toEqual( {
			ok: false,
			status: 400,
			body: { message: 'Name is required.' },
		} );
		global.fetch = respond( 500, '<p>Fatal error</p>' );
		expect( await requestJson( '/r' ) ).toEqual( {
			ok: false,
			status: 500,
			body: null,
		} );
	} );

	it( 'throws when no answer came', async () => {
		global.fetch = jest
			.fn()
			.mockRejectedValue( new TypeError( 'Failed to fetch' ) );
		await expect( requestJson( '/r' ) ).rejects.toThrow(
			'Failed to fetch'
		);
	} );
} );

describe( 'getJson', () => {
	it( 'reads the JSON of a successful GET with same-origin cookies', async () => {
		await expect( getJson( '/list' ) ).resolves.toEqual( { id: 3 } );
		expect( fetchMock.mock.calls[ 0 ][ 1 ] ).toEqual( {
			credentials: 'same-origin',
		} );
	} );

	it( 'throws the status of an HTTP error', async () => {
		global.fetch = respond( 404, '{}' );
		await expect( getJson( '/list' ) ).rejects.toThrow( '404' );
	} );
} );

describe( 'answerMessage', () => {
	it( 'is the message of an error answer, or the fallback', () => {
		expect( answerMessage( { message: 'Sold out.' }, 'Failed' ) ).toBe(
			'Sold out.'
		);
		expect( answerMessage( null, 'Failed' ) ).toBe( 'Failed' );
		expect( answerMessage( { code: 'x' }, 'Failed' ) ).toBe( 'Failed' );
	} );
} );
