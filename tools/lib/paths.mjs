/**
 * Folders the development tools use, all relative to the plugin root.
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = join(
	dirname( fileURLToPath( import.meta.url ) ),
	'..',
	'..'
);
export const CACHE_DIR = join( ROOT, '.cache' );
export const DEMO_SITE_DIR = join( ROOT, '.wp-site' );
export const TEST_SITES_DIR = join( ROOT, '.wp-test' );
export const BUILD_DIR = join( ROOT, 'build' );
