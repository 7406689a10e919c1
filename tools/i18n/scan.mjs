/**
 * Prints, as JSON, what tests/js/i18n checks: calls that cannot be extracted
 * or use another text domain (`problems`), and text a person reads that is
 * not wrapped in a translation function (`suspects`).
 *
 * Usage: node tools/i18n/scan.mjs [--root DIR] (the plugin root by default).
 */
import { resolve } from 'node:path';
import { extract } from './make.mjs';

const at = process.argv.indexOf( '--root' );
const root = at > 0 ? resolve( process.argv[ at + 1 ] ) : process.cwd();
const { problems, suspects } = extract( root );
process.stdout.write( JSON.stringify( { problems, suspects } ) );
