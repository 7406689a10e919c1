/**
 * A label for this device, kept in the browser, so the check-in log tells
 * which phone scanned.
 */
const KEY = 'eventsmith-scanner-device';

export function deviceLabel(): string {
	try {
		let label = window.localStorage.getItem( KEY );
		if ( ! label ) {
			label = `scanner-${ Math.random().toString( 36 ).slice( 2, 8 ) }`;
			window.localStorage.setItem( KEY, label );
		}
		return label;
	} catch {
		return 'scanner';
	}
}
