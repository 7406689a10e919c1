/**
 * The benchmarks that open the dashboard need the built scripts: a fresh
 * clone has none until `npm run build`, which runs here when they are missing.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../../tools/lib/paths.mjs';

export function ensureBuild() {
	if ( existsSync( join( ROOT, 'build', 'admin', 'index.asset.php' ) ) ) {
		return;
	}
	console.log( 'No build yet: running npm run build first.' );
	execFileSync( 'npm', [ 'run', 'build' ], { cwd: ROOT, stdio: 'inherit' } );
}
