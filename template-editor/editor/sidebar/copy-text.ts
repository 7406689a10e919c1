/**
 * Copies text to the clipboard: the Clipboard API, else a hidden text area.
 *
 * @param text Text to copy.
 * @return Whether it was copied.
 */
export async function copyText( text: string ): Promise< boolean > {
	try {
		if ( window.navigator.clipboard?.writeText ) {
			await window.navigator.clipboard.writeText( text );
			return true;
		}
	} catch {
		// Fall through to the older way.
	}
	const area = document.createElement( 'textarea' );
	area.value = text;
	area.setAttribute( 'readonly', '' );
	area.style.position = 'fixed';
	area.style.opacity = '0';
	document.body.appendChild( area );
	area.select();
	try {
		return document.execCommand( 'copy' );
	} catch {
		return false;
	} finally {
		area.remove();
	}
}
