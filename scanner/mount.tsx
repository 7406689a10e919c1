/**
 * Mounts the scanner on an element: reads its settings, then replaces the
 * placeholder Start button with the app.
 */
import { createRoot } from '@wordpress/element';
import { ScannerApp } from './components/scanner-app';
import { readSettings } from './settings';

/**
 * Mounts every scanner element of the document.
 *
 * @param doc The document.
 */
export function mountScanners( doc: Document = document ): void {
	doc.querySelectorAll< HTMLElement >( '.eventsmith-scanner' ).forEach(
		( element ) => {
			const settings = readSettings( element, doc );
			createRoot( element ).render(
				<ScannerApp settings={ settings } />
			);
		}
	);
}
