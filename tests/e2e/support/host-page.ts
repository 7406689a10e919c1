/**
 * A page of "another website": served from its own port, so an embed on it
 * runs cross-origin, as on a real site.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export async function hostPage(
	html: string
): Promise< { server: Server; url: string } > {
	const server = createServer( ( _request, response ) => {
		response.writeHead( 200, {
			'Content-Type': 'text/html; charset=utf-8',
		} );
		response.end( html );
	} );
	await new Promise< void >( ( resolve ) =>
		server.listen( 0, '127.0.0.1', resolve )
	);
	return {
		server,
		url: `http://127.0.0.1:${ ( server.address() as AddressInfo ).port }/`,
	};
}
