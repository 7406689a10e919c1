/**
 * Splits the script dependencies of chosen entries into the handles their
 * first screen needs and the ones only their lazy chunks need.
 *
 * Dependency extraction lists every external of an entry and of all its
 * async chunks as `dependencies`, so WordPress loads all of them before the
 * entry runs (for the dashboard: wp-components, wp-date and moment, about
 * 300 KB gzipped, that the event list never uses). This plugin rewrites the
 * entry's `*.asset.php` after dependency extraction: `dependencies` keeps
 * the externals of the entry's own (initial) chunks, and `lazy` lists the
 * rest, which the page loads on demand before a lazy chunk runs.
 */
const {
	AsyncDependenciesBlock,
	Compilation,
	ExternalModule,
} = require( 'webpack' );

const NAME = 'LazyDependenciesPlugin';

/**
 * Script handle of an externalised request, as dependency extraction names it.
 *
 * @param {string} request E.g. `@wordpress/api-fetch` or `react`.
 */
function toHandle( request ) {
	return request.startsWith( '@wordpress/' )
		? `wp-${ request.slice( '@wordpress/'.length ) }`
		: request;
}

class LazyDependenciesPlugin {
	/**
	 * @param {string[]} entries Entry names, e.g. `admin/index`.
	 */
	constructor( entries ) {
		this.entries = new Set( entries );
	}

	apply( compiler ) {
		compiler.hooks.thisCompilation.tap( NAME, ( compilation ) => {
			compilation.hooks.processAssets.tap(
				{
					name: NAME,
					// After dependency extraction (ANALYSE) wrote the asset files.
					stage: Compilation.PROCESS_ASSETS_STAGE_ANALYSE + 1,
				},
				() => this.rewrite( compilation )
			);
		} );
	}

	rewrite( compilation ) {
		for ( const [ name, entrypoint ] of compilation.entrypoints ) {
			if ( ! this.entries.has( name ) ) {
				continue;
			}
			const file = `${ name }.asset.php`;
			const asset = compilation.getAsset( file );
			if ( ! asset ) {
				continue;
			}
			const source = asset.source.source().toString();
			const match = /'dependencies' => array\(([^)]*)\)/.exec( source );
			if ( ! match ) {
				continue;
			}
			const all = [ ...match[ 1 ].matchAll( /'([^']+)'/g ) ].map(
				( found ) => found[ 1 ]
			);
			const initial = this.initialHandles( compilation, entrypoint );
			const first = all.filter( ( handle ) => initial.has( handle ) );
			const lazy = all.filter( ( handle ) => ! initial.has( handle ) );
			const list = ( handles ) =>
				`array(${ handles.map( ( h ) => `'${ h }'` ).join( ', ' ) })`;
			const rewritten = source.replace(
				match[ 0 ],
				`'dependencies' => ${ list( first ) }, 'lazy' => ${ list(
					lazy
				) }`
			);
			compilation.updateAsset(
				file,
				new compilation.compiler.webpack.sources.RawSource( rewritten )
			);
		}
	}

	/**
	 * Handles of the externals the entry reaches through static imports
	 * (webpack may place the external modules of async chunks in the entry
	 * chunk too, so the chunk's contents do not tell).
	 *
	 * @param {import('webpack').Compilation} compilation
	 * @param {import('webpack').Entrypoint}  entrypoint
	 */
	initialHandles( compilation, entrypoint ) {
		const { moduleGraph, chunkGraph } = compilation;
		const handles = new Set();
		const seen = new Set();
		const visit = ( module ) => {
			if ( ! module || seen.has( module ) ) {
				return;
			}
			seen.add( module );
			if ( module instanceof ExternalModule ) {
				handles.add( toHandle( module.userRequest ) );
				return;
			}
			for ( const inner of module.modules ?? [] ) {
				visit( inner );
			}
			for ( const connection of moduleGraph.getOutgoingConnections(
				module
			) ) {
				const block =
					connection.dependency &&
					moduleGraph.getParentBlock( connection.dependency );
				if ( ! ( block instanceof AsyncDependenciesBlock ) ) {
					visit( connection.module );
				}
			}
		};
		for ( const chunk of entrypoint.chunks ) {
			for ( const module of chunkGraph.getChunkEntryModulesIterable(
				chunk
			) ) {
				visit( module );
			}
		}
		return handles;
	}
}

module.exports = { LazyDependenciesPlugin };
