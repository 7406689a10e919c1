/**
 * A small MIME reader for the e-mails the test mailbox records (the raw
 * message PHPMailer builds): headers, and the leaf parts of multipart bodies
 * with their transfer encoding (base64, quoted-printable) undone.
 */

export type MimePart = {
	headers: Record< string, string >;
	/** Content type without parameters, lower case. */
	type: string;
	/** The filename of an attachment ('' for none). */
	filename: string;
	/** The decoded body. */
	body: string;
	/** The decoded body as bytes (pictures and other binary parts). */
	bytes: Buffer;
};

/**
 * Headers of a header block, names lower case, folded lines joined.
 *
 * @param block Header lines.
 */
function headersOf( block: string ): Record< string, string > {
	const headers: Record< string, string > = {};
	for ( const line of block
		.replace( /\r?\n[ \t]+/g, ' ' )
		.split( /\r?\n/ ) ) {
		const at = line.indexOf( ':' );
		if ( at > 0 ) {
			headers[ line.slice( 0, at ).trim().toLowerCase() ] = line
				.slice( at + 1 )
				.trim();
		}
	}
	return headers;
}

/**
 * One parameter of a header value, such as boundary or filename.
 *
 * @param value Header value.
 * @param name  Parameter name.
 */
function param( value: string, name: string ): string {
	const match = new RegExp( `${ name }="?([^";]+)"?`, 'i' ).exec( value );
	return match?.[ 1 ] ?? '';
}

/**
 * A body with its transfer encoding undone.
 *
 * @param body     Encoded body.
 * @param encoding Content-Transfer-Encoding.
 */
function decode( body: string, encoding: string ): string {
	return bytesOf( body, encoding ).toString( 'utf8' );
}

/**
 * A body's bytes with its transfer encoding undone.
 *
 * @param body     Encoded body.
 * @param encoding Content-Transfer-Encoding.
 */
function bytesOf( body: string, encoding: string ): Buffer {
	switch ( encoding.toLowerCase() ) {
		case 'base64':
			return Buffer.from( body.replace( /\s+/g, '' ), 'base64' );
		case 'quoted-printable':
			return Buffer.from(
				body
					.replace( /=\r?\n/g, '' )
					.replace( /=([0-9A-F]{2})/gi, ( _, hex: string ) =>
						String.fromCharCode( parseInt( hex, 16 ) )
					),
				'latin1'
			);
		default:
			return Buffer.from( body, 'utf8' );
	}
}

/**
 * The leaf parts of a message (a single-part message is one part).
 *
 * @param raw The whole message.
 */
export function parseMime( raw: string ): {
	headers: Record< string, string >;
	parts: MimePart[];
} {
	const split = raw.search( /\r?\n\r?\n/ );
	const headers = headersOf( raw.slice( 0, split ) );
	const body = raw.slice( split ).replace( /^\r?\n\r?\n/, '' );
	return { headers, parts: partsOf( headers, body ) };
}

/**
 * The leaf parts of one entity.
 *
 * @param headers Its headers.
 * @param body    Its body.
 */
function partsOf(
	headers: Record< string, string >,
	body: string
): MimePart[] {
	const contentType = headers[ 'content-type' ] ?? 'text/plain';
	const type = contentType.split( ';' )[ 0 ]!.trim().toLowerCase();
	if ( type.startsWith( 'multipart/' ) ) {
		const boundary = param( contentType, 'boundary' );
		const sections = body.split( `--${ boundary }` ).slice( 1 );
		return sections
			.filter( ( section ) => ! section.startsWith( '--' ) )
			.flatMap( ( section ) => {
				const inner = parseMime( section.replace( /^\r?\n/, '' ) );
				return inner.parts;
			} );
	}
	const disposition = headers[ 'content-disposition' ] ?? '';
	return [
		{
			headers,
			type,
			filename:
				param( disposition, 'filename' ) ||
				param( contentType, 'name' ),
			body: decode( body, headers[ 'content-transfer-encoding' ] ?? '' ),
			bytes: bytesOf(
				body,
				headers[ 'content-transfer-encoding' ] ?? ''
			),
		},
	];
}
