/**
 * Shared fixtures of the scanner state tests.
 */
import {
	initialState,
	reduce,
	type Action,
	type Config,
	type ScannerState,
} from '../../../../scanner/state';
import type { Answer } from '../../../../scanner/verification';

export const PAGE =
	'https://example.org/wp-admin/admin.php?page=eventsmith-scanner';
export const VERIFY = 'https://example.org/?eventsmith_verify=abc';

export const config = ( twoStep = false ): Config => ( {
	twoStep,
	pageUrl: PAGE,
	commonMessage: 'Something went wrong.',
	origins: [ 'https://example.org' ],
} );

export const run = ( state: ScannerState, ...actions: Action[] ) =>
	actions.reduce( reduce, state );

export const answer = (
	statusCode: number,
	message = 'msg',
	content: Answer[ 'content' ] = {}
): Answer => ( { statusCode, message, content } );

export const scanning = ( twoStep = false ) =>
	run(
		initialState( config( twoStep ) ),
		{ type: 'start' },
		{ type: 'camera-checked', available: true }
	);
