/**
 * Helpers of the event-screen browser tests: seeding over REST and reading
 * the list requests the dashboard sends.
 */
import { expect, type Page, type Request } from '@playwright/test';
import { ADMIN, session } from '../../support/wordpress';
import { json } from '../../support/json';

export const DASHBOARD = '/wp-admin/admin.php?page=eventsmith';

/**
 * Creates an event as the administrator and returns it.
 *
 * @param fields Event fields.
 */
export async function seedEvent(
	fields: Record< string, unknown >
): Promise< { id: number; title: string; link: string } > {
	const admin = await session( ADMIN );
	const response = await admin.rest( 'POST', '/eventsmith/v2/events', {
		status: 'publish',
		...fields,
	} );
	const body = await json< { id: number; title: string; link: string } >(
		response
	);
	expect( response.status(), JSON.stringify( body ) ).toBe( 201 );
	await admin.request.dispose();
	return body;
}

/**
 * Calls the REST API as the administrator.
 *
 * @param method HTTP method.
 * @param route  Route under /wp-json.
 * @param data   Body.
 */
export async function adminRest(
	method: string,
	route: string,
	data?: unknown
) {
	const admin = await session( ADMIN );
	const response = await admin.rest( method, route, data );
	const body = await json( response );
	await admin.request.dispose();
	return { status: response.status(), body };
}

/**
 * The query arguments of a dashboard request to an Eventsmith route, or
 * null when the request is for another route.
 *
 * @param request The request.
 * @param route   Route, e.g. '/events'.
 */
export function routeArgs(
	request: Request,
	route: string
): URLSearchParams | null {
	const url = new URL( request.url() );
	const restRoute = url.searchParams.get( 'rest_route' );
	const path = restRoute ?? url.pathname.replace( /^.*\/wp-json/, '' );
	if ( path !== `/eventsmith/v2${ route }` ) {
		return null;
	}
	return url.searchParams;
}

/**
 * Records the GET /events list requests a page sends.
 *
 * @param page The page.
 */
export function recordListRequests( page: Page ): URLSearchParams[] {
	const seen: URLSearchParams[] = [];
	page.on( 'request', ( request ) => {
		const args = routeArgs( request, '/events' );
		if ( args && methodOf( request ) === 'GET' ) {
			seen.push( args );
		}
	} );
	return seen;
}

/**
 * The method a request means: api-fetch sends PUT and DELETE as POST with
 * an X-HTTP-Method-Override header.
 *
 * @param request The request.
 */
export function methodOf( request: Request ): string {
	return (
		request.headers()[ 'x-http-method-override' ] ?? request.method()
	).toUpperCase();
}
