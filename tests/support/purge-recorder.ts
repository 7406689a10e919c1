/**
 * A page cache stand-in for purge tests: a small HTTP server on a free local
 * port that answers 200 to everything and records the PURGE requests it gets.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export type Purge = { path: string; host: string };

/** Starts the recorder; `url` is what the purge_host setting takes. */
export async function purgeRecorder() {
	const purges: Purge[] = [];
	const server = createServer( ( request, response ) => {
		if ( request.method === 'PURGE' ) {
			purges.push( {
				path: request.url ?? '',
				host: request.headers.host ?? '',
			} );
		}
		response.writeHead( 200 ).end();
	} );
	await new Promise< void >( ( ready ) =>
		server.listen( 0, '127.0.0.1', ready )
	);
	const { port } = server.address() as AddressInfo;
	return {
		url: `http://127.0.0.1:${ port }`,
		purges,
		close: () =>
			new Promise< void >( ( closed ) => server.close( () => closed() ) ),
	};
}
