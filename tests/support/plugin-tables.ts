/**
 * How many custom tables a site of the plugin has: the ones
 * `Infrastructure\Database\Tables::all()` lists, read from the source, so a
 * test that counts a site's tables follows a new table without an edit.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const TABLES_PHP = join(
	__dirname,
	'..',
	'..',
	'includes',
	'Infrastructure',
	'Database',
	'Tables.php'
);

/** The table names' count in `Tables::all()`. */
export function pluginTableCount(): number {
	const list =
		/function all\(\)[^{]*\{\s*return array\(([^;]*)\);/.exec(
			readFileSync( TABLES_PHP, 'utf8' )
		)?.[ 1 ] ?? '';
	const count = list.split( 'self::' ).length - 1;
	if ( count < 1 ) {
		throw new Error( `No table list found in ${ TABLES_PHP }` );
	}
	return count;
}

/** The newest schema version: the highest `version()` among the migrations. */
export function latestSchemaVersion(): number {
	const folder = join( TABLES_PHP, '..', 'Migrations' );
	const versions = readdirSync( folder ).map( ( file ) =>
		Number(
			/function version\(\)[^{]*\{\s*return (\d+);/.exec(
				readFileSync( join( folder, file ), 'utf8' )
			)?.[ 1 ] ?? 0
		)
	);
	return Math.max( ...versions );
}
