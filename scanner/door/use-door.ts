/**
 * The door's live side for one event: counters (checked in / sold, every
 * 15 s and after each scan), the offline snapshot (downloaded when the
 * scanner opens), offline verification, and the upload of offline scans
 * (when the browser comes back online, every 20 s while any wait, and on
 * demand). Without an event or without the REST address it does nothing.
 */
import { useCallback, useEffect, useRef, useState } from '@wordpress/element';
import type { Answer } from '../verification';
import {
	canHash,
	clientId,
	codeFromAddress,
	ticketHash,
} from '../offline/hash';
import {
	dequeue,
	enqueue,
	loadSnapshot,
	queued,
	saveSnapshot,
} from '../offline/db';
import {
	checkOffline,
	markCheckedIn,
	snapshotFrom,
} from '../offline/offline-check';
import type { Snapshot, SyncResult } from '../offline/types';
import { rest, type RestSettings } from './rest';
import { deviceLabel } from './device';

export const COUNTS_EVERY_MS = 15_000;
export const SYNC_EVERY_MS = 20_000;

export type Counts = { checked_in: number; sold: number };

export type SnapshotState = 'none' | 'loading' | 'ready' | 'unavailable';

export type Door = {
	online: boolean;
	counts: Counts | null;
	snapshot: SnapshotState;
	snapshotSize: number;
	/** Offline scans waiting for upload (this event). */
	waiting: number;
	syncing: boolean;
	/** Uploaded scans the server did not accept as first check-ins. */
	problems: SyncResult[];
	dismiss: ( clientId: string ) => void;
	refreshCounts: () => void;
	syncNow: () => void;
	/** An answer from the snapshot, or null when there is none to ask. */
	verifyOffline: (
		address: string,
		ticketInfo: boolean
	) => Promise< Answer | null >;
};

const isOnline = () =>
	typeof navigator === 'undefined' || navigator.onLine !== false;

/**
 * The door of one event.
 *
 * @param settings REST address and nonce.
 * @param eventId  The event, or 0.
 */
export function useDoor( settings: RestSettings, eventId: number ): Door {
	const enabled = eventId > 0 && settings.restUrl !== '';
	const [ online, setOnline ] = useState( isOnline() );
	const [ counts, setCounts ] = useState< Counts | null >( null );
	const [ snapshotState, setSnapshotState ] =
		useState< SnapshotState >( 'none' );
	const [ snapshotSize, setSnapshotSize ] = useState( 0 );
	const [ waiting, setWaiting ] = useState( 0 );
	const [ syncing, setSyncing ] = useState( false );
	const [ problems, setProblems ] = useState< SyncResult[] >( [] );
	const snapshot = useRef< Snapshot | null >( null );
	const busy = useRef( false );

	const countWaiting = useCallback( async () => {
		const all = await queued();
		setWaiting(
			all.filter( ( scan ) => scan.event_id === eventId ).length
		);
	}, [ eventId ] );

	const refreshCounts = useCallback( () => {
		if ( ! enabled ) {
			return;
		}
		rest< Counts >( settings, `scanner/events/${ eventId }/counts` ).then(
			( body ) => body && setCounts( body ),
			() => setOnline( isOnline() )
		);
	}, [ enabled, settings, eventId ] );

	const syncNow = useCallback( async () => {
		if ( busy.current || ! isOnline() ) {
			return;
		}
		const all = await queued();
		if ( all.length === 0 ) {
			return;
		}
		busy.current = true;
		setSyncing( true );
		try {
			// One upload per event: the server checks each against its door.
			const events = [
				...new Set( all.map( ( scan ) => scan.event_id ) ),
			];
			for ( const event of events ) {
				const items = all
					.filter( ( scan ) => scan.event_id === event )
					.map( ( scan ) => ( {
						client_id: scan.client_id,
						code: scan.code,
						scanned_at: scan.scanned_at,
					} ) );
				const body = await rest< { results: SyncResult[] } >(
					settings,
					'scanner/sync',
					{ event_id: event, device: deviceLabel(), items }
				);
				if ( ! body ) {
					continue;
				}
				await dequeue( body.results.map( ( r ) => r.client_id ) );
				const bad = body.results.filter(
					( r ) =>
						r.result === 'conflict' ||
						r.result === 'refused' ||
						( r.result === 'already' && r.previous === 'conflict' )
				);
				if ( bad.length > 0 ) {
					setProblems( ( list ) => [ ...bad, ...list ] );
				}
			}
		} catch {
			// The network dropped again: the queue stays for the next try.
		} finally {
			busy.current = false;
			setSyncing( false );
			countWaiting();
			refreshCounts();
		}
	}, [ settings, countWaiting, refreshCounts ] );

	// Online and offline, as the browser sees it.
	useEffect( () => {
		const up = () => {
			setOnline( true );
			syncNow();
		};
		const down = () => setOnline( false );
		window.addEventListener( 'online', up );
		window.addEventListener( 'offline', down );
		return () => {
			window.removeEventListener( 'online', up );
			window.removeEventListener( 'offline', down );
		};
	}, [ syncNow ] );

	// The snapshot: the stored one at once, then a fresh download.
	useEffect( () => {
		snapshot.current = null;
		setSnapshotSize( 0 );
		if ( ! enabled || ! canHash() ) {
			setSnapshotState( enabled ? 'unavailable' : 'none' );
			return;
		}
		let live = true;
		setSnapshotState( 'loading' );
		const use = ( found: Snapshot ) => {
			snapshot.current = found;
			setSnapshotSize( Object.keys( found.tickets ).length );
			setSnapshotState( 'ready' );
		};
		loadSnapshot( eventId ).then( ( stored ) => {
			if ( live && stored && ! snapshot.current ) {
				use( stored );
			}
		} );
		rest( settings, `scanner/events/${ eventId }/snapshot` )
			.then( async ( body ) => {
				if ( ! live ) {
					return;
				}
				const fresh = snapshotFrom( body );
				if ( ! fresh ) {
					setSnapshotState(
						snapshot.current ? 'ready' : 'unavailable'
					);
					return;
				}
				// Scans still waiting stay checked in on this device.
				let merged = fresh;
				for ( const scan of await queued() ) {
					if ( scan.event_id === eventId ) {
						merged = markCheckedIn(
							merged,
							await ticketHash( scan.code )
						);
					}
				}
				use( merged );
				saveSnapshot( merged );
			} )
			.catch( () => {
				if ( live ) {
					setSnapshotState(
						snapshot.current ? 'ready' : 'unavailable'
					);
				}
			} );
		countWaiting();
		return () => {
			live = false;
		};
	}, [ enabled, settings, eventId, countWaiting ] );

	// Counters now and every 15 s; uploads every 20 s while any wait.
	useEffect( () => {
		if ( ! enabled ) {
			setCounts( null );
			return;
		}
		refreshCounts();
		syncNow();
		const counters = window.setInterval( () => {
			if ( isOnline() ) {
				refreshCounts();
			}
		}, COUNTS_EVERY_MS );
		const uploads = window.setInterval( syncNow, SYNC_EVERY_MS );
		return () => {
			window.clearInterval( counters );
			window.clearInterval( uploads );
		};
	}, [ enabled, refreshCounts, syncNow ] );

	const verifyOffline = useCallback(
		async ( address: string, ticketInfo: boolean ) => {
			const current = snapshot.current;
			const code = codeFromAddress( address );
			if ( ! current || ! code ) {
				return null;
			}
			setOnline( isOnline() );
			const hash = await ticketHash( code );
			const checked = checkOffline( current, hash, ticketInfo );
			if ( checked.checkIn ) {
				snapshot.current = markCheckedIn( current, hash );
				saveSnapshot( snapshot.current );
				await enqueue( {
					client_id: clientId(),
					event_id: eventId,
					code,
					scanned_at: new Date().toISOString(),
				} );
				setCounts( ( now ) =>
					now ? { ...now, checked_in: now.checked_in + 1 } : now
				);
				countWaiting();
			}
			return checked.answer;
		},
		[ eventId, countWaiting ]
	);

	const dismiss = useCallback(
		( id: string ) =>
			setProblems( ( list ) =>
				list.filter( ( p ) => p.client_id !== id )
			),
		[]
	);

	return {
		online,
		counts,
		snapshot: snapshotState,
		snapshotSize,
		waiting,
		syncing,
		problems,
		dismiss,
		refreshCounts,
		syncNow: () => {
			syncNow();
		},
		verifyOffline,
	};
}
