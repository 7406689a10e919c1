/**
 * Starts or stops the production stack (tools/lib/production-stack.mjs) by hand:
 *
 *   node tools/serve-production-stack.mjs start 9570
 *   node tools/serve-production-stack.mjs stop 9570
 */
import {
	startProductionStack,
	stopProductionStack,
} from './lib/production-stack.mjs';

const [ action = 'start', portArg = '9570' ] = process.argv.slice( 2 );
const port = Number( portArg );

stopProductionStack( port );
if ( action === 'start' ) {
	try {
		const state = await startProductionStack( port );
		console.log( `Production stack ready at ${ state.url } (services in ${ state.dir })` );
	} catch ( error ) {
		stopProductionStack( port );
		console.error( `The production stack could not start: ${ error.message }` );
		process.exit( 1 );
	}
}
