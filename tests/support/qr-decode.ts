/**
 * Reads the QR codes a page shows, the way a phone camera would: each image
 * is painted on a canvas and decoded by qr-scanner's decoder (jsQR) in a
 * worker. Proves that a server-drawn code is scannable and says what it says.
 */
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';

const WORKER_SOURCE = readFileSync(
	require.resolve( 'qr-scanner/qr-scanner-worker.min.js' ),
	'utf8'
).replace( 'export const createWorker=', 'window.eventsmithQrWorker=' );

/**
 * The decoded text of every element matching `selector` (svg or img), null
 * where nothing could be read.
 *
 * @param page     Page showing the codes.
 * @param selector CSS selector of the code images.
 */
export async function decodeQrImages(
	page: Page,
	selector: string
): Promise< ( string | null )[] > {
	await page.addScriptTag( { content: WORKER_SOURCE } );
	return page.evaluate( async ( css ) => {
		const make = (
			window as unknown as { eventsmithQrWorker: () => Worker }
		 ).eventsmithQrWorker;
		const pictureOf = async ( element: Element ): Promise< string > =>
			element instanceof HTMLImageElement
				? element.src
				: URL.createObjectURL(
						new Blob(
							[
								new XMLSerializer().serializeToString(
									element
								),
							],
							{
								type: 'image/svg+xml',
							}
						)
					);
		const results: ( string | null )[] = [];
		for ( const element of Array.from(
			document.querySelectorAll( css )
		) ) {
			const image = new Image();
			image.src = await pictureOf( element );
			await image.decode();
			const side = 400;
			const canvas = document.createElement( 'canvas' );
			canvas.width = side;
			canvas.height = side;
			const context = canvas.getContext( '2d' )!;
			context.fillStyle = '#fff';
			context.fillRect( 0, 0, side, side );
			context.drawImage( image, 0, 0, side, side );
			const worker = make();
			const text = await new Promise< string | null >( ( resolve ) => {
				worker.onmessage = ( event ) => {
					if ( event.data.type === 'qrResult' ) {
						resolve( event.data.data );
					}
				};
				worker.postMessage( {
					id: 1,
					type: 'decode',
					data: context.getImageData( 0, 0, side, side ),
				} );
			} );
			worker.terminate();
			results.push( text );
		}
		return results;
	}, selector );
}
