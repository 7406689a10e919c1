/**
 * Which texts the PDF's standard fonts can write. Helvetica without an
 * embedded font file speaks WinAnsi: Latin-1 plus the euro sign, typographic
 * quotes and dashes of Windows-1252. Anything else (Polish, Greek, Chinese…)
 * would print as wrong letters, so such a text is drawn as a picture instead.
 */

/** The characters Windows-1252 adds in 0x80–0x9F. */
const CP1252_EXTRAS = new Set(
	Array.from( '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ' ).map(
		( c ) => c.codePointAt( 0 ) ?? 0
	)
);

/**
 * Whether every character of the text has a WinAnsi code.
 *
 * @param text The text.
 */
export function isWinAnsi( text: string ): boolean {
	for ( const char of text ) {
		const code = char.codePointAt( 0 ) ?? 0;
		const latin1 =
			( code >= 0x20 && code <= 0x7e ) ||
			( code >= 0xa0 && code <= 0xff );
		if ( ! latin1 && ! CP1252_EXTRAS.has( code ) ) {
			return false;
		}
	}
	return true;
}
