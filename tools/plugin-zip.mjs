/**
 * `npm run plugin-zip`: builds the scripts and styles, then writes
 * dist/eventsmith-<version>.zip (docs/releasing.md). `--no-build` packs the
 * build/ that is there, and refuses when it is missing or older than the
 * sources.
 */
import { build } from './lib/setup.mjs';
import { assertBuildFresh, writePluginZip } from './lib/plugin-zip.mjs';

try {
	if ( process.argv.includes( '--no-build' ) ) {
		assertBuildFresh();
	} else {
		build();
	}
	const zip = writePluginZip();
	console.log(
		`Wrote ${ zip.path }: ${ zip.files } files, ${ ( zip.bytes / 1024 ).toFixed( 0 ) } KB (version ${ zip.version }).`
	);
} catch ( error ) {
	console.error( `✖ ${ error.message }` );
	process.exitCode = 1;
}
