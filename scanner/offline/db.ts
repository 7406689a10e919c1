/**
 * The scanner's IndexedDB: one store of snapshots (by event id), one queue
 * of offline scans (by client id). Every call fails soft (resolves to
 * nothing) where IndexedDB is missing or refused, e.g. a private window.
 */
import type { QueuedScan, Snapshot } from './types';

const NAME = 'eventsmith-scanner';
const SNAPSHOTS = 'snapshots';
const QUEUE = 'queue';

let opened: Promise< IDBDatabase | null > | null = null;

function open(): Promise< IDBDatabase | null > {
	if ( ! opened ) {
		opened = new Promise( ( resolve ) => {
			if ( typeof indexedDB === 'undefined' ) {
				resolve( null );
				return;
			}
			const request = indexedDB.open( NAME, 1 );
			request.onupgradeneeded = () => {
				const db = request.result;
				db.createObjectStore( SNAPSHOTS, { keyPath: 'event_id' } );
				db.createObjectStore( QUEUE, { keyPath: 'client_id' } );
			};
			request.onsuccess = () => resolve( request.result );
			request.onerror = () => resolve( null );
		} );
	}
	return opened;
}

async function run< T >(
	store: string,
	mode: IDBTransactionMode,
	work: ( objects: IDBObjectStore ) => IDBRequest | void
): Promise< T | undefined > {
	const db = await open();
	if ( ! db ) {
		return undefined;
	}
	return new Promise( ( resolve ) => {
		const transaction = db.transaction( store, mode );
		const request = work( transaction.objectStore( store ) );
		transaction.oncomplete = () =>
			resolve( request ? ( request.result as T ) : undefined );
		transaction.onerror = () => resolve( undefined );
		transaction.onabort = () => resolve( undefined );
	} );
}

export const saveSnapshot = ( snapshot: Snapshot ) =>
	run( SNAPSHOTS, 'readwrite', ( store ) => store.put( snapshot ) );

export const loadSnapshot = ( eventId: number ) =>
	run< Snapshot >( SNAPSHOTS, 'readonly', ( store ) => store.get( eventId ) );

export const enqueue = ( scan: QueuedScan ) =>
	run( QUEUE, 'readwrite', ( store ) => store.put( scan ) );

export async function queued(): Promise< QueuedScan[] > {
	return (
		( await run< QueuedScan[] >( QUEUE, 'readonly', ( store ) =>
			store.getAll()
		) ) ?? []
	);
}

export const dequeue = ( ids: string[] ) =>
	run( QUEUE, 'readwrite', ( store ) => {
		ids.forEach( ( id ) => store.delete( id ) );
	} );
