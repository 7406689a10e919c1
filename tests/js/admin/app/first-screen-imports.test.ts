/**
 * The dashboard's first screen (the entry and everything it imports
 * statically, the event list included) needs none of the WordPress scripts
 * loaded on demand: wp-components, wp-date and moment stay out of the page
 * until another screen, a dialog or a notification asks for them
 * (front/wordpress/wordpress-scripts.ts). A static import of one of them would
 * run before it is loaded and break the dashboard.
 */
import { existsSync, readFileSync } from 'fs';
import { dirname, join, relative, resolve } from 'path';

const ROOT = resolve( __dirname, '../../../..' );
const ON_DEMAND =
	/^(@wordpress\/(components|date|block-editor|blocks|media-utils)|moment)$/;
// Static imports and re-exports; `import type` and dynamic `import()` do not count.
const STATIC_IMPORT =
	/^\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\sfrom\s+)?'([^']+)'/gm;

function resolveSource( from: string, request: string ): string | null {
	const base = resolve( dirname( from ), request );
	for ( const candidate of [
		`${ base }.ts`,
		`${ base }.tsx`,
		join( base, 'index.ts' ),
		join( base, 'index.tsx' ),
		base,
	] ) {
		if ( /\.tsx?$/.test( candidate ) && existsSync( candidate ) ) {
			return candidate;
		}
	}
	return null;
}

function onDemandImports( entry: string ): string[] {
	const parents = new Map< string, string | null >( [ [ entry, null ] ] );
	const queue = [ entry ];
	const found: string[] = [];
	while ( queue.length > 0 ) {
		const file = queue.shift() as string;
		const source = readFileSync( file, 'utf8' );
		for ( const [ , request ] of source.matchAll( STATIC_IMPORT ) ) {
			if ( ! request ) {
				continue;
			}
			if ( ON_DEMAND.test( request ) ) {
				found.push( `${ request } in ${ relative( ROOT, file ) }` );
			} else if ( request.startsWith( '.' ) ) {
				const next = resolveSource( file, request );
				if ( next && ! parents.has( next ) ) {
					parents.set( next, file );
					queue.push( next );
				}
			}
		}
	}
	return found;
}

describe( 'the dashboard first screen', () => {
	it( 'imports nothing that is loaded on demand', () => {
		expect( onDemandImports( join( ROOT, 'admin/index.tsx' ) ) ).toEqual(
			[]
		);
	} );

	it( 'includes the event list', () => {
		const routes = readFileSync(
			join( ROOT, 'admin/routes/events/index.ts' ),
			'utf8'
		);
		expect( routes ).toMatch(
			/^import EventListScreen from '\.\/event-list-screen';$/m
		);
	} );
} );
