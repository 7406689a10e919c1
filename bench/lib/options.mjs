/**
 * Command-line options of the benchmarks: `--name=value` and `--flag` / `--no-flag`.
 */
import { coreAvailable } from '../../tools/lib/wordpress-core.mjs';
import { EVENTIN_ZIP } from './eventin-site.mjs';
import { existsSync } from 'node:fs';

/**
 * The value of `--name=value`, or the fallback.
 *
 * @param {string} name     Option name.
 * @param {string} fallback Value when absent.
 */
export function option( name, fallback ) {
	const found = process.argv.find( ( a ) => a.startsWith( `--${ name }=` ) );
	return found ? found.slice( name.length + 3 ) : fallback;
}

/**
 * Whether `--name` was given (true), `--no-name` (false), or neither (the fallback).
 *
 * @param {string}  name     Flag name.
 * @param {boolean} fallback Value when absent.
 */
export function flag( name, fallback ) {
	if ( process.argv.includes( `--${ name }` ) ) {
		return true;
	}
	return process.argv.includes( `--no-${ name }` ) ? false : fallback;
}

/**
 * The WordPress release a bench runs on: `--core=<release>`, else today's
 * (7.1.0) when ../shared/wordpress has it, else the oldest we support.
 */
export function coreRelease() {
	return option( 'core', coreAvailable( '7.1.0' ) ? '7.1.0' : '6.5' );
}

/**
 * Whether Eventin is to be active beside Eventsmith: `--eventin` /
 * `--no-eventin`, by default when its zip is in ../shared/plugins.
 */
export function withEventin() {
	return flag( 'eventin', existsSync( EVENTIN_ZIP ) );
}
