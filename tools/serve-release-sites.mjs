/**
 * The release suite's sites (tests/release): the plugin zip is written and
 * unpacked, then copied (not linked) into one fresh native WordPress per
 * build of the matrix (6.5.5 from the npm package; 6.9.4, 7.0.4 and 7.1.0
 * from ../shared/wordpress/), plus an "upgrade" site on 6.5 that holds the
 * oldest database layout and data, with the plugin installed but not yet
 * activated. Ports: firstPort + the build's place in WP_BUILDS, then the
 * upgrade site after the last build, whether or not every build could run.
 * A build whose archive is missing is listed under "missing" in
 * .wp-native/release/sites.json, which holds what was started.
 *
 * Usage: node tools/serve-release-sites.mjs <firstPort>
 */
import {
	mkdirSync,
	readFileSync,
	rmSync,
	writeFileSync,
	existsSync,
} from 'node:fs';
import { dirname, join } from 'node:path';
import { unzipSync } from 'fflate';
import { ROOT } from './lib/paths.mjs';
import { startNativeSite } from './lib/native-site.mjs';
import {
	WP_BUILDS,
	coreAvailable,
	sharedArchive,
} from './lib/wordpress-core.mjs';
import { writePluginZip } from './lib/plugin-zip.mjs';

const firstPort = Number( process.argv[ 2 ] || 9460 );
const RELEASE_DIR = join( ROOT, '.wp-native', 'release' );
const FIXTURES = join( ROOT, 'tests', 'release', 'fixtures' );
const MAIL_ACCEPTED = join( FIXTURES, 'mail-accepted.php' );
const MIGRATION_LOG = join(
	ROOT,
	'tests',
	'release',
	'mu-plugins',
	'migration-log.php'
);

/**
 * A release's version with its patch number: WordPress 7.1.0 calls itself "7.1".
 *
 * @param {string} version get_bloginfo( 'version' ).
 */
function fullVersion( version ) {
	return /^\d+\.\d+$/.test( version ) ? `${ version }.0` : version;
}

function unpack( zipPath ) {
	const target = join( RELEASE_DIR, 'unpacked' );
	rmSync( target, { recursive: true, force: true } );
	const files = unzipSync( new Uint8Array( readFileSync( zipPath ) ) );
	for ( const [ name, data ] of Object.entries( files ) ) {
		if ( name.endsWith( '/' ) ) {
			continue;
		}
		const out = join( target, name );
		mkdirSync( dirname( out ), { recursive: true } );
		writeFileSync( out, data );
	}
	if ( ! existsSync( join( target, 'eventsmith', 'plugin.php' ) ) ) {
		throw new Error( `${ zipPath } has no eventsmith/plugin.php.` );
	}
	return join( target, 'eventsmith' );
}

const sites = [];
const missing = [];
const stops = [];
const stopAll = () => {
	stops.forEach( ( stop ) => stop() );
	process.exit( 0 );
};
process.on( 'SIGINT', stopAll );
process.on( 'SIGTERM', stopAll );

try {
	mkdirSync( RELEASE_DIR, { recursive: true } );
	// Written again once every site is ready: the suite waits for it (tests/release/global-setup.ts).
	rmSync( join( RELEASE_DIR, 'sites.json' ), { force: true } );
	const zip = writePluginZip();
	const plugin = unpack( zip.path );

	let port = firstPort;
	for ( const core of WP_BUILDS ) {
		if ( ! coreAvailable( core ) ) {
			missing.push( { build: core, archive: sharedArchive( core ) } );
			port++;
			continue;
		}
		const name = `release_${ core }_${ port }`;
		const site = await startNativeSite( name, 3, {
			port,
			core,
			plugin,
			muPlugins: [ MAIL_ACCEPTED ],
		} );
		stops.push( site.stop );
		sites.push( {
			role: 'matrix',
			build: core,
			version: fullVersion(
				site.php( 'echo get_bloginfo( "version" );' ).trim()
			),
			url: site.url,
			database: `eventsmith_${ name.replace( /\W/g, '_' ) }`,
			dir: site.dir,
		} );
		port++;
	}

	const name = `release_upgrade_${ port }`;
	const upgrade = await startNativeSite( name, 3, {
		port,
		plugin,
		activate: false,
		muPlugins: [ MIGRATION_LOG ],
	} );
	stops.push( upgrade.stop );
	const schema = readFileSync( join( FIXTURES, 'schema-v1.sql' ), 'utf8' );
	upgrade.php(
		`global $wpdb; foreach ( array_filter( array_map( 'trim', explode( ";\\n", str_replace( '{prefix}', $wpdb->prefix, ${ JSON.stringify(
			schema.replace( /^--.*$/gm, '' )
		) } ) ) ) ) as $q ) { if ( false === $wpdb->query( $q ) ) { fwrite( STDERR, $wpdb->last_error ); exit( 1 ); } } require '${ join(
			FIXTURES,
			'v1-data.php'
		) }';`
	);
	sites.push( {
		role: 'upgrade',
		build: '6.5',
		version: upgrade.php( 'echo get_bloginfo( "version" );' ).trim(),
		url: upgrade.url,
		database: `eventsmith_${ name.replace( /\W/g, '_' ) }`,
		dir: upgrade.dir,
	} );

	writeFileSync(
		join( RELEASE_DIR, 'sites.json' ),
		JSON.stringify( { zip: zip.path, plugin, sites, missing }, null, '\t' )
	);
	console.log(
		`Release sites ready: ${ sites
			.map( ( s ) => `${ s.version } (${ s.role }) at ${ s.url }` )
			.join( ', ' ) }${
			missing.length
				? `; not run (no core archive): ${ missing
						.map( ( m ) => m.build )
						.join( ', ' ) }`
				: ''
		}`
	);
	setInterval( () => {}, 60_000 );
} catch ( error ) {
	console.error( `Release sites could not start: ${ error.message }` );
	stops.forEach( ( stop ) => stop() );
	process.exit( 1 );
}
