/**
 * The WordPress submenu entry of a dashboard screen (see admin-menu-highlight.ts).
 */
import { firstSegment } from './route-access';

/**
 * Which submenu link stands for a screen: the one whose hash route has the
 * same first segment, else the first link without a hash (the dashboard).
 *
 * @param path  Current hash path, e.g. `/license`.
 * @param hrefs The submenu links' addresses.
 * @return The index of the link to mark, or -1 when none fits.
 */
export function currentSubmenuIndex( path: string, hrefs: string[] ): number {
	const section = firstSegment( path );
	const byHash = hrefs.findIndex( ( href ) => {
		const hash = href.split( '#' )[ 1 ];
		return hash !== undefined && firstSegment( hash ) === section;
	} );
	return byHash >= 0
		? byHash
		: hrefs.findIndex( ( href ) => ! href.includes( '#' ) );
}
