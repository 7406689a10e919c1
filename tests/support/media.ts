/**
 * Images in the media library for tests: one of the plugin's demo photos,
 * uploaded over REST under a name of the test's choosing.
 */
import { expect } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { json } from './json';
import type { Session } from './wordpress';

/**
 * Uploads a demo photo and answers its attachment id.
 *
 * @param admin Administrator session.
 * @param name  File name, without `.jpg`.
 * @param alt   Alternative text ('' for none).
 * @param photo Demo photo to upload (assets/demo/).
 */
export async function uploadImage(
	admin: Session,
	name: string,
	alt = '',
	photo = 'event-2.jpg'
): Promise< number > {
	const response = await admin.request.post( '/wp-json/wp/v2/media', {
		headers: {
			'X-WP-Nonce': admin.nonce,
			'Content-Type': 'image/jpeg',
			'Content-Disposition': `attachment; filename="${ name }.jpg"`,
		},
		data: readFileSync(
			join( __dirname, '..', '..', 'assets', 'demo', photo )
		),
	} );
	expect( response.status(), await response.text() ).toBe( 201 );
	const id = ( await json( response ) ).id as number;
	if ( alt ) {
		await admin.rest( 'POST', `/wp/v2/media/${ id }`, { alt_text: alt } );
	}
	return id;
}
