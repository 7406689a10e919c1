/**
 * Seeded library templates carry their thumbnails (issue 16 item 5): each
 * demo template made from a library design stores the design's pre-rendered
 * JPEG preview, the image the template list shows in its thumbnail column.
 */
import { expect, test } from '@playwright/test';
import { json, type Json } from '../../support/json';
import { ADMIN, session } from '../../support/wordpress';

test( 'every seeded library template has a non-empty JPEG thumbnail in the template list', async () => {
	const admin = await session( ADMIN );
	const library = await json(
		await admin.rest( 'GET', '/eventsmith/v2/template-library' )
	);
	const designs: Json[] = library.items ?? library;
	expect( designs.length ).toBeGreaterThanOrEqual( 9 );
	const listed = await json(
		await admin.rest( 'GET', '/eventsmith/v2/templates?per_page=100' )
	);
	const templates: Json[] = listed.items ?? listed;
	for ( const design of designs ) {
		// The seeded one is the oldest of that name: other specs copy designs too.
		const template = templates
			.filter(
				( item ) =>
					item.name === design.name && item.type === design.type
			)
			.sort( ( a, b ) => Number( a.id ) - Number( b.id ) )[ 0 ];
		expect( template, design.name ).toBeTruthy();
		const thumbnail = String( template?.thumbnail ?? '' );
		expect( thumbnail, design.name ).toMatch(
			/^data:image\/jpeg;base64,[A-Za-z0-9+/=]+$/
		);
		const bytes = Buffer.from(
			thumbnail.split( ',' )[ 1 ] ?? '',
			'base64'
		);
		// A real picture: a JPEG of a few kilobytes, at least 200 px wide.
		expect( bytes.subarray( 0, 2 ).toString( 'hex' ), design.name ).toBe(
			'ffd8'
		);
		expect( bytes.length, design.name ).toBeGreaterThan( 4000 );
		expect( jpegWidth( bytes ), design.name ).toBeGreaterThanOrEqual( 200 );
	}
} );

/**
 * A JPEG's width, read from its frame header.
 *
 * @param bytes The file.
 */
function jpegWidth( bytes: Buffer ): number {
	let at = 2;
	while ( at + 9 < bytes.length ) {
		const marker = bytes[ at + 1 ] ?? 0;
		if ( marker >= 0xc0 && marker <= 0xc2 ) {
			return bytes.readUInt16BE( at + 7 );
		}
		at += 2 + bytes.readUInt16BE( at + 2 );
	}
	return 0;
}
