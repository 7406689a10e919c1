/**
 * Line breaking for PDF text, given a function that measures a text's width.
 */

/**
 * Breaks a text into lines no wider than `room`: at spaces, and inside a word
 * only when the word alone is wider (long e-mail addresses).
 *
 * @param text  The text.
 * @param room  Width available.
 * @param width Width of a text.
 */
export function wrapText(
	text: string,
	room: number,
	width: ( text: string ) => number
): string[] {
	const lines: string[] = [];
	let current = '';
	for ( const word of text.split( /\s+/ ).filter( Boolean ) ) {
		const candidate = current === '' ? word : `${ current } ${ word }`;
		if ( width( candidate ) <= room ) {
			current = candidate;
			continue;
		}
		if ( current !== '' ) {
			lines.push( current );
		}
		current = '';
		let rest = word;
		while ( width( rest ) > room && rest.length > 1 ) {
			let cut = rest.length - 1;
			while ( cut > 1 && width( rest.slice( 0, cut ) ) > room ) {
				cut--;
			}
			lines.push( rest.slice( 0, cut ) );
			rest = rest.slice( cut );
		}
		current = rest;
	}
	if ( current !== '' ) {
		lines.push( current );
	}
	return lines;
}
