/**
 * REST helpers the integration specs share: creating and listing a
 * resource, a call's status alone, the fields a 400 answer blames, and a
 * token unique to one run.
 */
import { expect } from '@playwright/test';
import { json, type Json } from '../../support/json';
import { ensureUser, session, type Session } from '../../support/wordpress';

/**
 * A token unique to this run, so searches only see what this run created.
 *
 * @param prefix A few letters naming the spec.
 */
export const runToken = ( prefix: string ) =>
	`${ prefix }${ Date.now().toString( 36 ) }`;

/**
 * Creates a resource with POST (expecting 201) and returns it.
 *
 * @param actor  Who creates it.
 * @param route  The collection route.
 * @param fields Its fields.
 */
export async function createResource(
	actor: Session,
	route: string,
	fields: Json
): Promise< Json > {
	const response = await actor.rest( 'POST', route, fields );
	expect( response.status(), await response.text() ).toBe( 201 );
	return json( response );
}

/**
 * Lists a collection with a query (expecting 200) and returns the body.
 *
 * @param actor Who asks.
 * @param route The collection route.
 * @param query Query string, without '?'.
 */
export async function listed(
	actor: Session,
	route: string,
	query: string
): Promise< Json > {
	const response = await actor.rest( 'GET', `${ route }?${ query }` );
	expect( response.status(), await response.text() ).toBe( 200 );
	return json( response );
}

/**
 * The HTTP status of one call.
 *
 * @param actor  Who calls.
 * @param method HTTP method.
 * @param route  REST route.
 * @param data   Body, if any.
 */
export async function statusOf(
	actor: Session,
	method: string,
	route: string,
	data?: unknown
): Promise< number > {
	return ( await actor.rest( method, route, data ) ).status();
}

/**
 * Expects every call to answer `status`; POST calls send `body`.
 *
 * @param actor  Who calls.
 * @param calls  [method, route] pairs.
 * @param status Expected status.
 * @param body   Body of POST calls.
 */
export async function expectEachStatus(
	actor: Session,
	calls: ReadonlyArray< readonly [ string, string ] >,
	status: number,
	body: Json = { name: 'x' }
): Promise< void > {
	for ( const [ method, route ] of calls ) {
		expect(
			await statusOf(
				actor,
				method,
				route,
				'POST' === method ? body : undefined
			),
			`${ method } ${ route }`
		).toBe( status );
	}
}

/**
 * The names of fields a 400 answer blames.
 *
 * @param body Error body.
 */
export function blamed( body: Json ): string[] {
	const params = body.data?.params ?? {};
	return Array.isArray( params ) ? params : Object.keys( params );
}

/**
 * One page of a collection that reports its size in headers (expecting 200).
 *
 * @param actor Who asks.
 * @param route The collection route.
 * @param query Query string, without '?'.
 */
export async function listedPage(
	actor: Session,
	route: string,
	query: string
): Promise< { items: Json[]; total: string; pages: string } > {
	const response = await actor.rest( 'GET', `${ route }?${ query }` );
	expect( response.status(), await response.text() ).toBe( 200 );
	return {
		items: await json< Json[] >( response ),
		total: response.headers()[ 'x-wp-total' ] ?? '',
		pages: response.headers()[ 'x-wp-totalpages' ] ?? '',
	};
}

/**
 * A session of the plain subscriber every permission test refuses.
 */
export async function asSubscriber(): Promise< Session > {
	return session( await ensureUser( 'subscriber' ) );
}

/**
 * A route closed to outsiders: a visitor's GET answers 401
 * rest_not_logged_in, and a subscriber gets 403 on every call.
 *
 * @param route The route a visitor reads.
 * @param calls [method, route, body] calls a subscriber makes.
 */
export async function expectClosedToOutsiders(
	route: string,
	calls: Array< [ string, string, Json? ] >
): Promise< void > {
	const anonymous = await ( await session( null ) ).rest( 'GET', route );
	expect( anonymous.status() ).toBe( 401 );
	expect( ( await json( anonymous ) ).code ).toBe( 'rest_not_logged_in' );

	const subscriber = await asSubscriber();
	for ( const [ method, path, body ] of calls ) {
		expect(
			await statusOf( subscriber, method, path, body ),
			`${ method } ${ path }`
		).toBe( 403 );
	}
}

/**
 * Bulk-deletes with DELETE ?ids= (expecting 200) and expects every id back as deleted.
 *
 * @param actor Who deletes.
 * @param route The collection route.
 * @param ids   What to delete.
 */
export async function expectBulkDeleted(
	actor: Session,
	route: string,
	ids: number[]
): Promise< void > {
	const bulk = await actor.rest(
		'DELETE',
		`${ route }?ids=${ ids.join( ',' ) }`
	);
	expect( bulk.status() ).toBe( 200 );
	expect( await json( bulk ) ).toEqual( { deleted: ids } );
}
