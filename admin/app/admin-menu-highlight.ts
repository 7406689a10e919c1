/**
 * Marks the WordPress admin menu's entry of the current dashboard screen.
 * 'Access Control' and 'License' are submenu links into the app
 * (`admin.php?page=eventsmith#/license`); WordPress only sees
 * `page=eventsmith` and would always mark 'Dashboard'.
 */
import { useEffect } from '@wordpress/element';
import { useLocation } from 'wouter';
import { currentSubmenuIndex } from './current-submenu';

export function AdminMenuHighlight() {
	const [ path ] = useLocation();
	useEffect( () => {
		const items = Array.from(
			document.querySelectorAll< HTMLLIElement >(
				'#toplevel_page_eventsmith .wp-submenu li:not(.wp-submenu-head)'
			)
		);
		const links = items.map(
			( item ) => item.querySelector( 'a' )?.getAttribute( 'href' ) ?? ''
		);
		const current = currentSubmenuIndex( path, links );
		items.forEach( ( item, index ) => {
			const isCurrent = index === current;
			item.classList.toggle( 'current', isCurrent );
			const link = item.querySelector( 'a' );
			link?.classList.toggle( 'current', isCurrent );
			if ( isCurrent ) {
				link?.setAttribute( 'aria-current', 'page' );
			} else {
				link?.removeAttribute( 'aria-current' );
			}
		} );
	}, [ path ] );
	return null;
}
