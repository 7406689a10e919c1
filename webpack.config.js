/**
 * Build configuration on top of @wordpress/scripts.
 *
 * - Source roots: admin/ (dashboard app), template-editor/ (template
 *   builder app), scanner/ (door check-in), blocks/ (one folder per block,
 *   found by block.json) and front/ (code more than one of them runs, and
 *   the scripts visitors run on document pages).
 * - Output that runs on WordPress 6.5: the default dependency extraction lists
 *   handles 6.5 does not register (`react-jsx-runtime`, CSS paths as
 *   scripts), which makes a script silently not load. We bundle the JSX
 *   runtime and never externalise stylesheets.
 */
process.env.WP_SRC_DIRECTORY = process.env.WP_SRC_DIRECTORY || 'blocks';

const DependencyExtractionWebpackPlugin = require( '@wordpress/dependency-extraction-webpack-plugin' );
const CopyWebpackPlugin = require( 'copy-webpack-plugin' );
const { resolve } = require( 'path' );
const {
	LazyDependenciesPlugin,
} = require( './tools/webpack/lazy-dependencies-plugin' );
const defaults = require( '@wordpress/scripts/config/webpack.config' );

const [ scriptDefaults, moduleDefaults ] = Array.isArray( defaults )
	? defaults
	: [ defaults ];

/** Packages WordPress 6.5 does not provide as script handles: bundle them. */
const BUNDLED = new Set( [
	'react/jsx-runtime',
	'react/jsx-dev-runtime',
	'@wordpress/dataviews',
] );

function requestToExternal( request ) {
	if ( BUNDLED.has( request ) || /\.s?css$/.test( request ) ) {
		return false;
	}
	return undefined;
}

function withWordPress65Externals( plugins ) {
	return plugins.map( ( plugin ) =>
		plugin instanceof DependencyExtractionWebpackPlugin
			? new DependencyExtractionWebpackPlugin( {
					requestToExternal,
					requestToExternalModule: requestToExternal,
				} )
			: plugin
	);
}

/**
 * Block entries come from block.json files under blocks/; place them under build/blocks/.
 * @param {Object|Function} entry Entries found by @wordpress/scripts.
 */
function blockEntries( entry ) {
	return async () => {
		const found = typeof entry === 'function' ? await entry() : entry;
		return Object.fromEntries(
			Object.entries( found ).map( ( [ name, path ] ) => [
				`blocks/${ name }`,
				path,
			] )
		);
	};
}

function copyBlockFilesIntoBlocksFolder( plugins ) {
	return plugins.map( ( plugin ) => {
		if ( plugin instanceof CopyWebpackPlugin ) {
			plugin.patterns = plugin.patterns.map( ( pattern ) => ( {
				...pattern,
				to: 'blocks/[path][name][ext]',
			} ) );
		}
		return plugin;
	} );
}

const output = {
	...scriptDefaults.output,
	path: resolve( __dirname, 'build' ),
};

const scripts = {
	...scriptDefaults,
	output,
	entry: async () => ( {
		...( await blockEntries( scriptDefaults.entry )() ),
		'admin/index': resolve( __dirname, 'admin/index.tsx' ),
		'template-editor/index': resolve(
			__dirname,
			'template-editor/index.tsx'
		),
		// Visitor scripts of the document pages: their sources live in
		// front/visitor/, their entry names (and so build/ paths, which
		// Blocks\Templates\DocumentScripts registers) stay as they were.
		'template-editor/ticket-qr': resolve(
			__dirname,
			'front/visitor/ticket-qr/view.ts'
		),
		'template-editor/document-actions': resolve(
			__dirname,
			'front/visitor/document-actions/view.ts'
		),
		'scanner/index': resolve( __dirname, 'scanner/index.tsx' ),
	} ),
	plugins: [
		...copyBlockFilesIntoBlocksFolder(
			withWordPress65Externals( scriptDefaults.plugins )
		),
		// The first screens (dashboard event list, template list) load without the handles only other screens need.
		new LazyDependenciesPlugin( [
			'admin/index',
			'template-editor/index',
		] ),
	],
};

const modules = moduleDefaults && {
	...moduleDefaults,
	output: { ...moduleDefaults.output, path: resolve( __dirname, 'build' ) },
	entry: blockEntries( moduleDefaults.entry ),
	plugins: withWordPress65Externals( moduleDefaults.plugins ),
};

module.exports = modules ? [ scripts, modules ] : scripts;
