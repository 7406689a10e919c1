/**
 * A logged-out visitor of the production stack: plain HTTP from a chosen
 * loopback address (127.0.0.2, 127.0.0.3, …), so Varnish sees a different
 * client per visitor, as a page cache in front of real visitors does.
 */
import { request as httpRequest } from 'node:http';
import { siteUrl } from '../support/wordpress';

export type Answer = {
	status: number;
	headers: Record< string, string | string[] | undefined >;
	body: string;
};

/**
 * Sends one request through the front (Varnish).
 *
 * @param from    Source address (any 127.x.y.z).
 * @param method  HTTP method.
 * @param path    Path or absolute URL on the site.
 * @param body    JSON body, if any.
 * @param headers Further headers.
 */
export function visit(
	from: string,
	method: string,
	path: string,
	body?: unknown,
	headers: Record< string, string > = {}
): Promise< Answer > {
	const url = new URL( path, siteUrl() );
	const data = body === undefined ? undefined : JSON.stringify( body );
	return new Promise( ( resolve, reject ) => {
		const request = httpRequest(
			url,
			{
				method,
				localAddress: from,
				agent: false,
				headers: {
					...( data
						? {
								'Content-Type': 'application/json',
								'Content-Length': String(
									Buffer.byteLength( data )
								),
							}
						: {} ),
					...headers,
				},
			},
			( response ) => {
				const chunks: Buffer[] = [];
				response.on( 'data', ( chunk ) => chunks.push( chunk ) );
				response.on( 'end', () =>
					resolve( {
						status: response.statusCode ?? 0,
						headers: response.headers,
						body: Buffer.concat( chunks ).toString( 'utf8' ),
					} )
				);
			}
		);
		request.on( 'error', reject );
		request.setTimeout( 30_000, () =>
			request.destroy( new Error( `${ method } ${ url } timed out` ) )
		);
		if ( data ) {
			request.write( data );
		}
		request.end();
	} );
}

export const page = ( from: string, path: string ) =>
	visit( from, 'GET', path );
