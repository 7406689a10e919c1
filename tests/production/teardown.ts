/**
 * Stops every service of the production stack, even after a failed run.
 */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

export default function teardown() {
	execFileSync(
		'node',
		[
			'tools/serve-production-stack.mjs',
			'stop',
			process.env.EVENTSMITH_PRODUCTION_PORT || '9570',
		],
		{ cwd: join( __dirname, '..', '..' ), stdio: 'inherit' }
	);
}
