/**
 * Ticket codes as the offline snapshot knows them: the SHA-256 of the
 * lower-case code, in hex (the server's ScannerSnapshot::hash).
 */

/**
 * The ticket code a scanned verify address carries, or null.
 *
 * @param address Scanned text (`{home}/?eventsmith_verify={code}`).
 */
export function codeFromAddress( address: string ): string | null {
	try {
		const code = new URL( address ).searchParams.get( 'eventsmith_verify' );
		return code && code.trim() !== '' ? code.trim().toLowerCase() : null;
	} catch {
		return null;
	}
}

/**
 * Whether this browser can hash (crypto.subtle needs a secure context:
 * HTTPS, or localhost).
 */
export const canHash = (): boolean =>
	typeof crypto !== 'undefined' && !! crypto.subtle;

/**
 * SHA-256 of a text, in lower-case hex.
 *
 * @param text Text.
 */
export async function sha256Hex( text: string ): Promise< string > {
	const digest = await crypto.subtle.digest(
		'SHA-256',
		new TextEncoder().encode( text )
	);
	return Array.from( new Uint8Array( digest ) )
		.map( ( byte ) => byte.toString( 16 ).padStart( 2, '0' ) )
		.join( '' );
}

/**
 * The hash a ticket code is known by offline.
 *
 * @param code Ticket code.
 */
export const ticketHash = ( code: string ): Promise< string > =>
	sha256Hex( code.trim().toLowerCase() );

/**
 * A new scan id (UUID v4).
 */
export function clientId(): string {
	if ( typeof crypto.randomUUID === 'function' ) {
		return crypto.randomUUID();
	}
	const bytes = crypto.getRandomValues( new Uint8Array( 16 ) );
	// Version 4, RFC 4122 variant.
	bytes[ 6 ] = 0x40 + ( bytes[ 6 ]! % 16 );
	bytes[ 8 ] = 0x80 + ( bytes[ 8 ]! % 64 );
	const hex = Array.from( bytes, ( b ) =>
		b.toString( 16 ).padStart( 2, '0' )
	);
	return [
		hex.slice( 0, 4 ),
		hex.slice( 4, 6 ),
		hex.slice( 6, 8 ),
		hex.slice( 8, 10 ),
		hex.slice( 10 ),
	]
		.map( ( part ) => part.join( '' ) )
		.join( '-' );
}
