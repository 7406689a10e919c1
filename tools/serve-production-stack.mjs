/**
 * The production stack (tools/lib/production-stack.mjs) from the command line:
 *
 *   node tools/serve-production-stack.mjs serve 9570      start, serve until SIGTERM, then stop everything
 *   node tools/serve-production-stack.mjs start 9570      start and leave it running
 *   node tools/serve-production-stack.mjs stop 9570       stop every service
 *   node tools/serve-production-stack.mjs redis-stop 9570 kill Redis (SIGKILL)
 *   node tools/serve-production-stack.mjs redis-start 9570
 *   node tools/serve-production-stack.mjs node-kill 9570 1   kill -9 web node 1's php-fpm pool
 *   node tools/serve-production-stack.mjs node-start 9570 1
 *
 * The replica variant (tools/lib/replica-database.mjs):
 *
 *   node tools/serve-production-stack.mjs serve 9900 --replica   a MariaDB primary and a delayed replica, LudicrousDB
 *   node tools/serve-production-stack.mjs db-kill 9900 replica   kill -9 the replica (or: primary)
 *   node tools/serve-production-stack.mjs db-start 9900 replica  start it again on its data
 */
import { startDatabase, waitForDatabase } from './lib/replica-database.mjs';
import {
	loadState,
	startService,
	startNode,
	startProductionStack,
	startRedis,
	stopProductionStack,
	stopService,
} from './lib/production-stack.mjs';

const replica = process.argv.includes( '--replica' );
const [ action = 'serve', portArg = '9570', nodeArg = '1' ] = process.argv
	.slice( 2 )
	.filter( ( arg ) => ! arg.startsWith( '--' ) );
const port = Number( portArg );

async function waitForPort( target ) {
	const { connect } = await import( 'node:net' );
	for ( let i = 0; i < 100; i++ ) {
		const open = await new Promise( ( resolve ) => {
			const socket = connect( target, '127.0.0.1' );
			socket.once( 'connect', () => {
				socket.destroy();
				resolve( true );
			} );
			socket.once( 'error', () => resolve( false ) );
		} );
		if ( open ) {
			return;
		}
		await new Promise( ( r ) => setTimeout( r, 100 ) );
	}
	throw new Error( `nothing listens on port ${ target }` );
}

async function start() {
	stopProductionStack( port );
	try {
		const state = await startProductionStack( port, { replica } );
		console.log(
			`Production stack ready at ${ state.url } (services in ${ state.dir })`
		);
	} catch ( error ) {
		stopProductionStack( port );
		console.error(
			`The production stack could not start: ${ error.message }`
		);
		process.exit( 1 );
	}
}

switch ( action ) {
	case 'serve': {
		await start();
		const stop = () => {
			stopProductionStack( port );
			process.exit( 0 );
		};
		process.on( 'SIGINT', stop );
		process.on( 'SIGTERM', stop );
		setInterval( () => {}, 60_000 );
		break;
	}
	case 'start':
		await start();
		break;
	case 'stop':
		stopProductionStack( port );
		break;
	case 'redis-stop':
		stopService( loadState( port ), 'redis', 'SIGKILL' );
		break;
	case 'redis-start': {
		const state = loadState( port );
		startRedis( state );
		await waitForPort( state.ports.redis );
		break;
	}
	case 'node-kill':
		stopService( loadState( port ), `fpm${ nodeArg }`, 'SIGKILL' );
		break;
	case 'node-start': {
		const state = loadState( port );
		startNode( state, Number( nodeArg ) );
		break;
	}
	case 'db-kill':
		stopService( loadState( port ), `db-${ nodeArg }`, 'SIGKILL' );
		break;
	case 'db-start': {
		const state = loadState( port );
		startDatabase( state, nodeArg, startService );
		await waitForDatabase( state.dir, nodeArg );
		break;
	}
	default:
		console.error( `Unknown action ${ action }.` );
		process.exit( 1 );
}
